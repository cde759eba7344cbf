import { t } from '@lingui/core/macro';
import { Download } from 'lucide-react';
import { insightsCsvUrl } from '../api/get-insights';
import type { InsightsRange } from '../lib/range';

// The files themselves stay English: spreadsheets and scripts read them.
const EXPORTS = [
  { series: 'requests', label: () => t`Requests` },
  { series: 'payments', label: () => t`Payments` },
] as const;

/** The range's requests and payments, row by row, for a spreadsheet. */
export function DownloadsCard({ range }: { range: InsightsRange }) {
  return (
    <section
      aria-labelledby="insights-downloads"
      className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-4 sm:p-5 xl:col-span-2"
    >
      <h2 id="insights-downloads" className="text-lg font-semibold">
        {t`Downloads`}
      </h2>
      <p className="text-base-content/80">{t`Every request and payment of the range, one row each (CSV).`}</p>
      <ul className="flex flex-wrap gap-2">
        {EXPORTS.map(({ series, label }) => (
          <li key={series}>
            <a href={insightsCsvUrl(range, series)} download className="btn btn-sm btn-outline">
              <Download className="size-4" aria-hidden="true" />
              {label()}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
