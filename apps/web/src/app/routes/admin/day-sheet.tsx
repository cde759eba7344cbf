import { t } from '@lingui/core/macro';
import { calendarDayMs } from '@messhall/shared';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useForecast, useSetProduction } from '@/features/menu/api/forecast';
import { useMenu } from '@/features/menu/api/get-menu';
import { DaySheet } from '@/features/menu-admin/components/day-sheet';
import '@/styles/screens.css';

function LoadedDaySheet({ date }: { date: string }) {
  const menu = useMenu(date, date);
  const forecast = useForecast(date, date);
  const setProduction = useSetProduction();
  return (
    <DaySheet
      date={date}
      menu={menu}
      forecast={forecast}
      saveProduction={(slot, input) => setProduction.mutateAsync({ date, slot, ...input })}
    />
  );
}

/** /admin/headcount/:date: the kitchen's printable sheet of one hostel day, outside the admin layout. */
export default function DaySheetRoute() {
  const { date = '' } = useParams();
  if (!Number.isNaN(calendarDayMs(date))) return <LoadedDaySheet date={date} />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t`Day Sheet`}</h1>
      <EmptyState
        title={t`There is no such day`}
        description={t`"${date}" is not a date (YYYY-MM-DD).`}
        action={
          <Link to={paths.admin.headcount()} className="btn btn-primary">
            {t`Back to Headcount`}
          </Link>
        }
      />
    </div>
  );
}
