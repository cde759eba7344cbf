import { t } from '@lingui/core/macro';
import { type InsightsResponse, MEAL_SLOTS, type MealSlot } from '@messhall/shared';
import { formatNumber } from '@/utils/format';
import { formatDay, formatTickDay, slotName } from '../lib/labels';
import type { InsightsRange } from '../lib/range';
import { SERVICE_SERIES, type ServiceKey } from '../lib/series';
import { serviceSummary, serviceTotals } from '../lib/summaries';
import { ChartCard } from './chart-card';
import { Legend } from './charts/legend';
import { LineChart } from './charts/line-chart';
import { NumbersTable, numberColumn } from './numbers-table';

interface ServiceRow extends Record<ServiceKey, number> {
  date: string;
  slot: MealSlot;
}

/** Built per render: the headers are read in the page's language. */
const columns = () => [
  {
    header: t`Meal`,
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (row: ServiceRow) => `${formatDay(row.date)} · ${slotName(row.slot)}`,
  },
  ...SERVICE_SERIES.map(({ key, label }) =>
    numberColumn<ServiceRow>(label(), (row) => formatNumber(row[key])),
  ),
];

/** The name of a slot's chart for assistive technology. */
function chartLabel(slot: MealSlot): string {
  const meal = slotName(slot).toLowerCase();
  return t`Line chart of ${meal} expected, served and skipped per day. The numbers are in the table below it.`;
}

const zero = { expected: 0, served: 0, skipped: 0 };

/** The daily meal service: expected against served, and the skips, per slot per day (small charts by slot). */
export function ServiceCard({ answer, range }: { answer: InsightsResponse; range: InsightsRange }) {
  const rows: ServiceRow[] = answer.mealService.flatMap((day) =>
    MEAL_SLOTS.map((slot) => ({
      date: day.date,
      slot,
      ...zero,
      ...day.slots.find((entry) => entry.slot === slot),
    })),
  );
  const totals = serviceTotals(answer.mealService);
  const any = totals.expected + totals.served + totals.skipped > 0;
  return (
    <ChartCard
      title={t`Meal service`}
      summary={serviceSummary(answer)}
      range={range}
      className="xl:col-span-2"
      series="meal-service"
      hasData={any}
      chart={
        <div className="flex flex-col gap-4">
          <Legend series={SERVICE_SERIES} lines />
          {MEAL_SLOTS.map((slot) => (
            <div key={slot}>
              <h3 className="text-sm font-semibold">{slotName(slot)}</h3>
              <LineChart
                label={chartLabel(slot)}
                rows={rows.filter((row) => row.slot === slot).map((row) => ({ ...row, x: row.date }))}
                series={SERVICE_SERIES}
                formatX={formatTickDay}
                height={160}
                legend={false}
              />
            </div>
          ))}
        </div>
      }
      numbers={
        <NumbersTable
          caption={t`Meal service per slot per day`}
          columns={columns()}
          rows={rows}
          rowKey={(row) => `${row.date}-${row.slot}`}
        />
      }
    />
  );
}
