import { t } from '@lingui/core/macro';
import { CalendarDays, QrCode } from 'lucide-react';
import { ErrorState } from '@/components/ui/error-state';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { failureReason } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatLongDay } from '@/utils/hostel-day-format';
import type { MenuViewer } from '../lib/menu-viewer';
import { useHostelWeek } from '../lib/use-hostel-week';
import { useNow } from '../lib/use-now';
import { MemberNotice } from './member-notice';
import { SlotCard } from './slot-card';

/** The dashboard's first section: the hostel's today, its three slots and the member's skips. */
export function TodaysMenu({ viewer }: { viewer: MenuViewer }) {
  const { query, week } = useHostelWeek();
  const now = useNow();
  const today = week?.days[0];
  const reason = failureReason(query.error);

  return (
    <section aria-labelledby="todays-menu-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="todays-menu-title" className="text-2xl font-bold">
          {t`Today’s menu`}
        </h2>
        {today && <p className="text-base-content/80">{formatLongDay(today.date)}</p>}
      </div>
      <MemberNotice viewer={viewer} />
      {query.isPending ? (
        <Spinner label={t`Loading today’s menu`} className="min-h-40" />
      ) : !today ? (
        <ErrorState
          title={t`Could not load today’s menu`}
          message={reason ? sharedText(reason) : t`Please check your connection and try again.`}
          onRetry={() => void query.refetch()}
          className="py-6"
        />
      ) : (
        <div className="grid gap-3 md:grid-cols-3">
          {today.slots.map((slot) => (
            <SlotCard key={slot.slot} date={today.date} slot={slot} viewer={viewer} now={now} />
          ))}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <LinkButton to={paths.menu()} className="btn-outline min-h-11">
          <CalendarDays className="size-4" aria-hidden="true" />
          {t`See the week’s menu`}
        </LinkButton>
        <LinkButton to={paths.mealPass()} className="btn-primary min-h-11">
          <QrCode className="size-4" aria-hidden="true" />
          {t`Show my meal pass`}
        </LinkButton>
      </div>
    </section>
  );
}
