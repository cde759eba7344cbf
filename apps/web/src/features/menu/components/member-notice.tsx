import { t } from '@lingui/core/macro';
import { PLANS } from '@messhall/shared';
import { Info, LogIn } from 'lucide-react';
import { useLocation } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { sharedText } from '@/lib/i18n/shared-text';
import type { MenuViewer } from '../lib/menu-viewer';

/** The plans, each to its checkout, as the other screens link to them (the Home plans section loads late). */
export function PlanLinks() {
  return (
    <ul className="flex flex-wrap gap-2">
      {PLANS.map((plan) => {
        const name = sharedText(plan.name);
        return (
          <li key={plan.slug}>
            <LinkButton to={paths.checkout(plan.slug)} className="btn-outline btn-primary btn-sm min-h-11">
              {t`Get ${name}`}
            </LinkButton>
          </li>
        );
      })}
    </ul>
  );
}

/** What a visitor or a signed-in user without a plan needs to skip meals; members see nothing here. */
export function MemberNotice({ viewer }: { viewer: MenuViewer }) {
  const location = useLocation();
  if (viewer.kind === 'visitor') {
    return (
      <p className="flex flex-wrap items-center gap-2">
        <LinkButton
          to={paths.login()}
          state={{ from: { pathname: location.pathname, search: location.search } }}
          className="btn-primary btn-sm min-h-11"
        >
          <LogIn className="size-4" aria-hidden="true" />
          {t`Log in to skip meals`}
        </LinkButton>
        <span className="text-base-content/80">
          {t`Members are counted in for every meal unless they skip it.`}
        </span>
      </p>
    );
  }
  if (viewer.kind !== 'no-plan') return null;
  return (
    <div
      role="note"
      aria-label={t`Membership needed`}
      className="alert items-start border-base-300 bg-base-200"
    >
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-3">
        <p>{t`You need an active membership plan to be counted in, skip meals and get a meal pass.`}</p>
        <PlanLinks />
      </div>
    </div>
  );
}
