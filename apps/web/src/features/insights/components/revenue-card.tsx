import { t } from '@lingui/core/macro';
import type { InsightsResponse, RevenueMonth } from '@messhall/shared';
import { formatNumber, formatUsd } from '@/utils/format';
import { formatMonth } from '../lib/labels';
import type { InsightsRange } from '../lib/range';
import { PLAN_SERIES } from '../lib/series';
import { revenueSummary } from '../lib/summaries';
import { ChartCard } from './chart-card';
import { StackedBars } from './charts/stacked-bars';
import { NumbersTable, numberColumn } from './numbers-table';

const dollars = (cents: number) => formatUsd(cents / 100);
/** "$1,200" on the axis: whole dollars. */
const axisDollars = (value: number) => `$${formatNumber(value)}`;

/** Built per render: the headers are read in the page's language. */
const columns = () => [
  { header: t`Month`, rowHeader: true, cell: (month: RevenueMonth) => formatMonth(month.month) },
  ...PLAN_SERIES.map(({ key, label }) => numberColumn<RevenueMonth>(label(), (month) => dollars(month[key]))),
  numberColumn<RevenueMonth>(t`Total`, (month) => dollars(month.silver + month.gold + month.platinum)),
  numberColumn<RevenueMonth>(t`Payments`, (month) => formatNumber(month.payments)),
];

/** Membership revenue per month, stacked by plan, in dollars as the plans are priced. */
export function RevenueCard({ answer, range }: { answer: InsightsResponse; range: InsightsRange }) {
  const months = answer.revenuePerMonth;
  return (
    <ChartCard
      title={t`Revenue per month`}
      summary={revenueSummary(answer)}
      range={range}
      series="revenue-per-month"
      hasData={answer.totals.payments > 0}
      chart={
        <StackedBars
          label={t`Bar chart of membership revenue per month in US dollars, stacked by plan. The numbers are in the table below it.`}
          rows={months.map((month) => ({
            x: month.month,
            silver: month.silver / 100,
            gold: month.gold / 100,
            platinum: month.platinum / 100,
          }))}
          series={PLAN_SERIES}
          formatX={formatMonth}
          formatY={axisDollars}
          marginLeft={52}
        />
      }
      numbers={
        <NumbersTable
          caption={t`Revenue per month`}
          columns={columns()}
          rows={months}
          rowKey={(month) => month.month}
        />
      }
    />
  );
}
