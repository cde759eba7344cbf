import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { InsightsSeries } from '@messhall/shared';
import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '@/utils/cn';
import { insightsCsvUrl } from '../api/get-insights';
import type { InsightsRange } from '../lib/range';

interface ChartCardProps {
  title: string;
  /** One sentence in words about the numbers ("412 requests, up 18 % on the 30 days before."). */
  summary: string;
  range: InsightsRange;
  /** The CSV export with this chart's numbers. */
  series: InsightsSeries;
  /** Whether the range has anything to draw; when not, the summary says so and the chart and table are left out. */
  hasData: boolean;
  chart: ReactNode;
  /** The chart's numbers as a table, behind "Show the numbers". */
  numbers: ReactNode;
  /** Controls between the summary and the chart (which list a ranking shows). */
  controls?: ReactNode;
  className?: string;
}

/** One chart of the Insights screen: its title, summary, graphic, table of the same numbers and CSV download. */
export function ChartCard({
  title,
  summary,
  range,
  series,
  hasData,
  chart,
  numbers,
  controls,
  className,
}: ChartCardProps) {
  const headingId = useId();
  const lowerTitle = title.toLowerCase();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <a
          href={insightsCsvUrl(range, series)}
          download
          className="link inline-flex items-center gap-1 text-sm"
        >
          <Download className="size-4" aria-hidden="true" />
          <Trans>
            Download CSV <span className="sr-only">of {lowerTitle}</span>
          </Trans>
        </a>
      </div>
      <p className="text-base-content/80">{summary}</p>
      {controls}
      {hasData && chart}
      {hasData && (
        <details className="group">
          <summary className="link w-fit cursor-pointer text-sm font-medium">{t`Show the numbers`}</summary>
          <div className="mt-3">{numbers}</div>
        </details>
      )}
    </section>
  );
}
