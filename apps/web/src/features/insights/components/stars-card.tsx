import { t } from '@lingui/core/macro';
import type { InsightsResponse } from '@messhall/shared';
import { formatNumber } from '@/utils/format';
import type { InsightsRange } from '../lib/range';
import { reviewsSummary, starCount } from '../lib/summaries';
import { ChartCard } from './chart-card';
import { RankedBars, type RankedRow } from './charts/ranked-bars';
import { NumbersTable, numberColumn } from './numbers-table';

/** Built per render: the headers are read in the page's language. */
const columns = () => [
  { header: t`Stars`, rowHeader: true, cell: (row: RankedRow) => row.label },
  numberColumn<RankedRow>(t`Reviews`, (row) => row.valueText),
];

/** Reviews written in the range per star count, five stars first, text-only reviews last. */
export function StarsCard({ answer, range }: { answer: InsightsResponse; range: InsightsRange }) {
  const { stars, withoutStars } = answer.reviewStars;
  const rows: RankedRow[] = [
    ...[...stars]
      .sort((a, b) => b.stars - a.stars)
      .map((row) => ({
        key: String(row.stars),
        label: starCount(row.stars),
        value: row.reviews,
        valueText: formatNumber(row.reviews),
      })),
    { key: 'none', label: t`Without stars`, value: withoutStars, valueText: formatNumber(withoutStars) },
  ];
  const any = answer.totals.reviews > 0;
  return (
    <ChartCard
      title={t`Review stars`}
      summary={reviewsSummary(answer)}
      range={range}
      series="review-stars"
      hasData={any}
      chart={
        <RankedBars
          label={t`Bar chart of reviews per star count. The numbers are in the table below it.`}
          rows={rows}
          tone="accent"
        />
      }
      numbers={
        <NumbersTable
          caption={t`Reviews per star count`}
          columns={columns()}
          rows={rows}
          rowKey={(row) => row.key}
        />
      }
    />
  );
}
