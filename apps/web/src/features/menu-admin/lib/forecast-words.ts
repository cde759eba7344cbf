import { t } from '@lingui/core/macro';
import type { ForecastSlot } from '@messhall/shared';
import { formatNumber } from '@/utils/format';

/** "Cook for 41 (38–44)", or "Cook for 41" when the range is one number. */
export function cookForText(slot: ForecastSlot): string {
  const n = formatNumber(slot.cookFor);
  if (slot.low === slot.high) return t`Cook for ${n}`;
  const low = formatNumber(slot.low);
  const high = formatNumber(slot.high);
  return t`Cook for ${n} (${low}–${high})`;
}

/** Why: the share of expected members who should come and where it comes from, or that the history is too short. */
export function forecastReason(slot: ForecastSlot): string {
  if (slot.share === null) return t`Too little history yet: cooking for the expected count.`;
  const share = formatNumber(Math.round(slot.share * 100));
  const weeks = formatNumber(slot.weeks);
  return t`${share} % of expected should come: last week’s share, adjusted for this weekday over ${weeks} weeks.`;
}

/** "Recorded: 37 cooked, 6 left over." */
export function recordedText(production: { cooked: number; leftover: number }): string {
  const cooked = formatNumber(production.cooked);
  const leftover = formatNumber(production.leftover);
  return t`Recorded: ${cooked} cooked, ${leftover} left over.`;
}
