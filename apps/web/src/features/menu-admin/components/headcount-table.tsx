import { t } from '@lingui/core/macro';
import { type ForecastResponse, type ForecastSlot, MEAL_SLOTS, type MealSlot } from '@messhall/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { RowAction } from '@/components/ui/data-table/row-action';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatDay, slotLabel } from '@/utils/hostel-day-format';
import { SlotCounts } from './slot-counts';

interface HeadcountDay {
  date: string;
  /** The hostel's today: the kitchen cooks this row now. */
  isToday: boolean;
  slots: ForecastSlot[];
}

interface HeadcountTableProps {
  headcount: UseQueryResult<ForecastResponse>;
  /** The days shown, from the hostel's today. */
  days: string[];
  today: string;
}

const slotColumn = (slot: MealSlot): DataColumn<HeadcountDay> => ({
  header: sharedText(slotLabel(slot)),
  cell: (day) => <SlotCounts counts={day.slots.find((entry) => entry.slot === slot)} />,
});

/** Built at render: the headers are in the page's language, active only once the app has started. */
const columns = (): DataColumn<HeadcountDay>[] => [
  {
    header: t`Day`,
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (day) => (
      <>
        {formatDay(day.date)}
        {day.isToday && (
          <>
            {' '}
            <span className="badge badge-primary badge-sm ms-1">{t`Today`}</span>
          </>
        )}
      </>
    ),
  },
  ...MEAL_SLOTS.map(slotColumn),
  {
    header: t`Day sheet`,
    actions: true,
    hideHeader: true,
    cell: (day) => (
      <RowAction
        label={t`Day sheet`}
        name={daySheetName(day.date)}
        icon={Printer}
        tone="quiet"
        to={paths.admin.daySheet(day.date)}
      />
    ),
  },
];

function daySheetName(date: string): string {
  const day = formatDay(date);
  return t`Day sheet for ${day}`;
}

/** The next days' counts per slot: expected (counted less skipped), skipped, served, and how many to cook for. */
export function HeadcountTable({ headcount, days, today }: HeadcountTableProps) {
  const byDate = new Map(headcount.data?.days.map((day) => [day.date, day]));
  const rows =
    headcount.data &&
    days.map((date) => ({ date, isToday: date === today, slots: byDate.get(date)?.slots ?? [] }));
  const first = formatDay(today);
  return (
    <DataTable
      caption={t`Headcount from ${first}`}
      columns={columns()}
      rows={rows}
      rowKey={(day) => day.date}
      pending={headcount.isPending}
      loading={<Spinner label={t`Loading the headcount`} className="py-16" />}
      error={
        <ErrorState
          title={t`Could not load the headcount`}
          message={headcount.error ? sharedText(headcount.error.message) : undefined}
          onRetry={() => void headcount.refetch()}
        />
      }
      empty={null}
    />
  );
}
