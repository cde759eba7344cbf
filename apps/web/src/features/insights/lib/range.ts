import { INSIGHTS_PRESET_DAYS } from '@messhall/shared';
import { addDays } from '@/lib/hostel-day';

/** A range of hostel days, both ends included (YYYY-MM-DD). */
export interface InsightsRange {
  from: string;
  to: string;
}

/** The range a screen opens on when its address names none. */
export const DEFAULT_PRESET_DAYS: (typeof INSIGHTS_PRESET_DAYS)[number] = 30;

/** The last `days` hostel days, today included. */
export const presetRange = (days: number, today: string): InsightsRange => ({
  from: addDays(today, 1 - days),
  to: today,
});

/**
 * The range the address asks for (`?from=&to=`), or the default preset when it names none. The values are
 * passed on as they are: the server checks them and its 400 names what is wrong.
 */
export function rangeFromSearch(search: URLSearchParams, today: string): InsightsRange {
  const from = search.get('from');
  const to = search.get('to');
  return from && to ? { from, to } : presetRange(DEFAULT_PRESET_DAYS, today);
}

/** The preset (in days) that `range` is today, if any. */
export const presetOf = (range: InsightsRange, today: string) =>
  INSIGHTS_PRESET_DAYS.find((days) => {
    const preset = presetRange(days, today);
    return preset.from === range.from && preset.to === range.to;
  });

/** The address's query for a range. */
export const rangeSearch = ({ from, to }: InsightsRange) =>
  `?${new URLSearchParams({ from, to }).toString()}`;
