import { type HeadcountResponse, type HeadcountSlot, MEAL_SLOTS, type MealSlot } from '@messhall/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { RowAction } from '@/components/ui/data-table/row-action';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDay, slotLabel } from '@/utils/hostel-day-format';
import { SlotCounts } from './slot-counts';

interface HeadcountDay {
  date: string;
  /** The hostel's today: the kitchen cooks this row now. */
  isToday: boolean;
  slots: HeadcountSlot[];
}

interface HeadcountTableProps {
  headcount: UseQueryResult<HeadcountResponse>;
  /** The days shown, from the hostel's today. */
  days: string[];
  today: string;
}

const slotColumn = (slot: MealSlot): DataColumn<HeadcountDay> => ({
  header: slotLabel(slot),
  cell: (day) => <SlotCounts counts={day.slots.find((entry) => entry.slot === slot)} />,
});

const columns: DataColumn<HeadcountDay>[] = [
  {
    header: 'Day',
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (day) => (
      <>
        {formatDay(day.date)}
        {day.isToday && (
          <>
            {' '}
            <span className="badge badge-primary badge-sm ms-1">Today</span>
          </>
        )}
      </>
    ),
  },
  ...MEAL_SLOTS.map(slotColumn),
  {
    header: 'Day sheet',
    actions: true,
    hideHeader: true,
    cell: (day) => (
      <RowAction
        label="Day sheet"
        name={`Day sheet for ${formatDay(day.date)}`}
        icon={Printer}
        tone="quiet"
        to={paths.admin.daySheet(day.date)}
      />
    ),
  },
];

/** The next days' counts per slot: expected (counted less skipped), skipped, served (passes scanned). */
export function HeadcountTable({ headcount, days, today }: HeadcountTableProps) {
  const byDate = new Map(headcount.data?.days.map((day) => [day.date, day]));
  const rows =
    headcount.data &&
    days.map((date) => ({ date, isToday: date === today, slots: byDate.get(date)?.slots ?? [] }));
  return (
    <DataTable
      caption={`Headcount from ${formatDay(today)}`}
      columns={columns}
      rows={rows}
      rowKey={(day) => day.date}
      pending={headcount.isPending}
      loading={<Spinner label="Loading the headcount" className="py-16" />}
      error={
        <ErrorState
          title="Could not load the headcount"
          message={headcount.error?.message}
          onRetry={() => void headcount.refetch()}
        />
      }
      empty={null}
    />
  );
}
