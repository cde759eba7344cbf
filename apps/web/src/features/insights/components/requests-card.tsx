import { t } from '@lingui/core/macro';
import type { InsightsResponse, RequestsDay } from '@messhall/shared';
import { formatNumber } from '@/utils/format';
import { formatDay, formatTickDay } from '../lib/labels';
import type { InsightsRange } from '../lib/range';
import { REQUEST_SERIES } from '../lib/series';
import { requestsSummary } from '../lib/summaries';
import { ChartCard } from './chart-card';
import { StackedBars } from './charts/stacked-bars';
import { NumbersTable, numberColumn } from './numbers-table';

/** Built per render: the headers are read in the page's language. */
const columns = () => [
  { header: t`Day`, rowHeader: true, cell: (day: RequestsDay) => formatDay(day.date) },
  ...REQUEST_SERIES.map(({ key, label }) =>
    numberColumn<RequestsDay>(label(), (day) => formatNumber(day[key])),
  ),
  numberColumn<RequestsDay>(t`Total`, (day) => formatNumber(day.pending + day.delivered + day.cancelled)),
];

/** Meal requests made per day, stacked by their status now. */
export function RequestsCard({ answer, range }: { answer: InsightsResponse; range: InsightsRange }) {
  const days = answer.requestsPerDay;
  return (
    <ChartCard
      title={t`Requests per day`}
      summary={requestsSummary(answer)}
      range={range}
      className="xl:col-span-2"
      series="requests-per-day"
      hasData={answer.totals.requests > 0}
      chart={
        <StackedBars
          label={t`Bar chart of meal requests per day, stacked by status. The numbers are in the table below it.`}
          rows={days.map((day) => ({ ...day, x: day.date }))}
          series={REQUEST_SERIES}
          formatX={formatTickDay}
        />
      }
      numbers={
        <NumbersTable
          caption={t`Requests per day`}
          columns={columns()}
          rows={days}
          rowKey={(day) => day.date}
        />
      }
    />
  );
}
