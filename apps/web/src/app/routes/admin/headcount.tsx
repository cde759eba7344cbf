import { t } from '@lingui/core/macro';
import { PageHeader } from '@/features/admin-meals/components/page-header';
import { useForecast } from '@/features/menu/api/forecast';
import { addDays, dayInZone } from '@/lib/hostel-day';
import { HeadcountTable } from '@/features/menu-admin/components/headcount-table';
import { YesterdaySummary } from '@/features/menu-admin/components/yesterday-summary';
import { useLiveHeadcount } from '@/features/menu-admin/lib/use-live-headcount';
import '@/styles/screens.css';

const DAYS_AHEAD = 7;

/**
 * /admin/headcount: the hostel's next seven days, with the forecast of each slot, and yesterday. The hostel's zone comes with the answer, so the
 * request spans the viewer's day before yesterday to a week after tomorrow, which holds the hostel's yesterday
 * and its next seven days wherever the viewer is; the days shown are picked once the zone is known.
 */
export default function HeadcountRoute() {
  const now = new Date();
  const viewerToday = dayInZone(now);
  const headcount = useForecast(addDays(viewerToday, -2), addDays(viewerToday, DAYS_AHEAD));
  useLiveHeadcount(() => void headcount.refetch());
  const today = dayInZone(now, headcount.data?.timeZone);
  const days = Array.from({ length: DAYS_AHEAD }, (_, index) => addDays(today, index));
  const yesterday = headcount.data?.days.find((day) => day.date === addDays(today, -1));

  return (
    <>
      <PageHeader
        title={t`Headcount`}
        description={t`Members expected per meal for the next seven days, and how many to cook for. Counts update as members skip and passes are scanned.`}
      />
      <HeadcountTable headcount={headcount} days={days} today={today} />
      {yesterday && <YesterdaySummary date={yesterday.date} slots={yesterday.slots} />}
    </>
  );
}
