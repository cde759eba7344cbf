import { t } from '@lingui/core/macro';
import { CalendarX } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { lazyPart } from '@/components/ui/lazy-part';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { failureReason } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';
import type { MenuViewer } from '../lib/menu-viewer';
import { useHostelWeek } from '../lib/use-hostel-week';
import { useMediaQuery } from '@/lib/use-media-query';
import { useNow } from '../lib/use-now';
import { AwayDialog } from './away-dialog';
import { MemberNotice } from './member-notice';
import { ZoneNote } from './zone-note';

// Each device loads its own layout: the carousel library stays out of the desktop's load, and neither layout
// is on the way to the "I'm away" form's chunk (react-hook-form), which keeps that within its budget.
const DayCarousel = lazyPart(() => import('./day-carousel'));
const WeekGrid = lazyPart(() => import('./week-grid'));

/** /menu: the hostel's week from its today, a glance on desktops and a day per swipe on phones. */
export function MenuWeek({ viewer }: { viewer: MenuViewer }) {
  const { query, week } = useHostelWeek();
  const now = useNow();
  const desktop = useMediaQuery('(min-width: 1024px)');
  const reason = failureReason(query.error);
  // Fetched beside the menu rather than after it.
  useEffect(() => void (desktop ? WeekGrid : DayCarousel).preload(), [desktop]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">{t`Menu`}</h1>
          <p className="mt-1 text-base-content/80">
            {t`This week’s breakfast, lunch and dinner, today first.`}
          </p>
        </div>
        {viewer.kind === 'member' && week && <AwayDialog today={week.today} />}
      </div>
      <MemberNotice viewer={viewer} />
      {week && <ZoneNote timeZone={week.timeZone} />}
      {query.isPending ? (
        <Spinner label={t`Loading the menu`} size="lg" className="min-h-64" />
      ) : query.isError && !week ? (
        <ErrorState
          title={t`Could not load the menu`}
          message={reason ? sharedText(reason) : t`Please check your connection and try again.`}
          onRetry={() => void query.refetch()}
        />
      ) : !week || week.days.length === 0 ? (
        <EmptyState icon={CalendarX} title={t`No menu for these days`} />
      ) : (
        <Suspense fallback={<Spinner label={t`Loading the menu`} size="lg" className="min-h-64" />}>
          {desktop ? (
            <WeekGrid days={week.days} today={week.today} viewer={viewer} now={now} />
          ) : (
            <DayCarousel days={week.days} today={week.today} viewer={viewer} now={now} />
          )}
        </Suspense>
      )}
    </div>
  );
}
