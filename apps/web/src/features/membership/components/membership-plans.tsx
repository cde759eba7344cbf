import { t } from '@lingui/core/macro';
import { PLANS } from '@messhall/shared';
import { useId } from 'react';
import { PlanOffer } from '@/components/plans/plan-offer';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';

/** docs/product/screens-and-routes.md#membership: the three plan cards from the shared plan table (the server charges from it too). */
export function MembershipPlans() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {t`Membership`}
      </h2>
      <p className="mt-1 text-base-content/80">{t`Pick a plan to request meals and unlock member perks.`}</p>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {PLANS.map((plan) => {
          const highlight = plan.slug === 'gold';
          const name = sharedText(plan.name);
          return (
            <li
              key={plan.slug}
              className={cn(
                'card border bg-base-100 shadow-sm',
                highlight ? 'border-primary ring-2 ring-primary' : 'border-base-300',
              )}
            >
              <div className="card-body gap-4">
                <h3 className="text-xl font-bold">{name}</h3>
                <PlanOffer plan={plan} />
                <LinkButton
                  to={paths.checkout(plan.slug)}
                  className={cn('mt-auto w-full', highlight ? 'btn-primary' : 'btn-outline btn-primary')}
                >
                  {t`Upgrade to ${name}`}
                </LinkButton>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
