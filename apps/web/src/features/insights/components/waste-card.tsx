import { t } from '@lingui/core/macro';
import type { InsightsResponse } from '@messhall/shared';
import { formatNumber } from '@/utils/format';
import { formatDay, formatTickDay } from '../lib/labels';
import type { InsightsRange } from '../lib/range';
import { FORECAST_SERIES, WASTE_SERIES } from '../lib/series';
import { wasteOfDay, wasteSummary } from '../lib/summaries';
import { ChartCard } from './chart-card';
import { LineChart } from './charts/line-chart';
import { NumbersTable, numberColumn } from './numbers-table';

type WasteRow = ReturnType<typeof wasteOfDay>;

/** A day the kitchen recorded nothing for shows a dash, not a zero it never wrote. */
const recordedNumber = (row: WasteRow, value: number) => (row.recorded ? formatNumber(value) : '—');

/** Built per render: the headers are read in the page's language. */
const columns = () => [
  {
    header: t`Day`,
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (row: WasteRow) => formatDay(row.date),
  },
  numberColumn<WasteRow>(t`Cooked`, (row) => recordedNumber(row, row.cooked)),
  numberColumn<WasteRow>(t`Served`, (row) => recordedNumber(row, row.served)),
  numberColumn<WasteRow>(t`Left over`, (row) => recordedNumber(row, row.leftover)),
  numberColumn<WasteRow>(t`Forecast`, (row) => recordedNumber(row, row.forecast)),
];

/**
 * Waste: portions cooked, served and left per day, and the forecast against what was served, over the slots the
 * kitchen recorded (decision 0066).
 */
export function WasteCard({ answer, range }: { answer: InsightsResponse; range: InsightsRange }) {
  const rows = answer.waste.map(wasteOfDay);
  // Only days with a record are drawn: a day the kitchen wrote nothing for is not a day it cooked nothing.
  const points = rows.filter((row) => row.recorded).map((row) => ({ ...row, x: row.date }));
  return (
    <ChartCard
      title={t`Waste`}
      summary={wasteSummary(answer)}
      range={range}
      className="xl:col-span-2"
      series="waste"
      hasData={rows.some((row) => row.recorded)}
      chart={
        <div className="flex flex-col gap-4">
          <div>
            <h3 className="text-sm font-semibold">{t`Cooked, served and left over`}</h3>
            <LineChart
              label={t`Line chart of portions cooked, served and left over per day. The numbers are in the table below it.`}
              rows={points}
              series={WASTE_SERIES}
              formatX={formatTickDay}
              height={180}
            />
          </div>
          <div>
            <h3 className="text-sm font-semibold">{t`Forecast against served`}</h3>
            <LineChart
              label={t`Line chart of the forecast and the portions served per day. The numbers are in the table below it.`}
              rows={points}
              series={FORECAST_SERIES}
              formatX={formatTickDay}
              height={160}
            />
          </div>
        </div>
      }
      numbers={
        <NumbersTable
          caption={t`Portions cooked, served, left over and forecast per day`}
          columns={columns()}
          rows={rows}
          rowKey={(row) => row.date}
        />
      }
    />
  );
}
