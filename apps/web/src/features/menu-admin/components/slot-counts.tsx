import { Trans } from '@lingui/react/macro';
import type { ForecastSlot } from '@messhall/shared';
import { formatNumber } from '@/utils/format';
import { cookForText, forecastReason } from '../lib/forecast-words';

/**
 * A slot's numbers, each with its word, so a cell or a card reads "12 expected, 3 skipped, 0 served", then how
 * many to cook for and why (decision 0065).
 */
export function SlotCounts({ counts }: { counts: ForecastSlot | undefined }) {
  if (!counts) return <span className="text-base-content/75">—</span>;
  const expected = formatNumber(counts.expected);
  const skipped = formatNumber(counts.skipped);
  const served = formatNumber(counts.served);
  return (
    <div className="tabular-nums">
      <p>
        <Trans>
          <span className="text-xl font-bold">{expected}</span> expected
        </Trans>
      </p>
      <p className="text-sm text-base-content/80">
        <Trans>
          {skipped} skipped · {served} served
        </Trans>
      </p>
      <p className="mt-1 font-semibold text-primary">{cookForText(counts)}</p>
      <p className="max-w-56 text-xs text-base-content/80">{forecastReason(counts)}</p>
    </div>
  );
}
