import {
  FORECAST_HISTORY_WEEKS,
  FORECAST_MIN_WEEKS,
  type ForecastBasis,
  type MealSlot,
} from '@messhall/shared';
import { addDays } from './hostel-clock.js';

// The forecast of members served per slot (decision 0065), kept free of the database so the service and the
// backtest (scripts/bench/forecast.ts) run the very same arithmetic.

/** A past slot as the headcount counted it. */
export interface SlotHistory {
  expected: number;
  served: number;
}

/** The past, by day and slot: `history.get(date)?.[slot]`. */
export type HistoryByDay = ReadonlyMap<string, Partial<Record<MealSlot, SlotHistory>>>;

export interface SlotForecast {
  cookFor: number;
  low: number;
  high: number;
  basis: ForecastBasis;
  share: number | null;
  weeks: number;
}

/** Each week further back weighs this much of the week after it: the last weeks say most about the next. */
const WEEK_DECAY = 0.75;

/**
 * Cook for the share of the expected members that came on this weekday and slot over the last
 * FORECAST_HISTORY_WEEKS weeks (those before `asOf`, recent weeks weighing more), applied to the day's expected
 * count. The range is that share plus and minus the weighted spread of the weekly shares. Fewer than
 * FORECAST_MIN_WEEKS weeks (with anyone expected): the expected count itself.
 */
export function forecastSlot(
  history: HistoryByDay,
  target: { date: string; slot: MealSlot; expected: number },
  asOf: string,
): SlotForecast {
  const samples: { share: number; expected: number; served: number; weight: number }[] = [];
  for (let week = 1; week <= FORECAST_HISTORY_WEEKS; week++) {
    const date = addDays(target.date, -7 * week);
    if (date >= asOf) continue;
    const past = history.get(date)?.[target.slot];
    if (!past || past.expected <= 0) continue;
    const served = Math.min(past.served, past.expected);
    samples.push({
      share: served / past.expected,
      expected: past.expected,
      served,
      weight: WEEK_DECAY ** (week - 1),
    });
  }
  const { expected } = target;
  if (samples.length < FORECAST_MIN_WEEKS) {
    return {
      cookFor: expected,
      low: expected,
      high: expected,
      basis: 'expected',
      share: null,
      weeks: samples.length,
    };
  }
  const sum = (value: (s: (typeof samples)[number]) => number) => samples.reduce((t, s) => t + value(s), 0);
  // A ratio of weighted sums: a week with more members expected says more about the share than a thin one.
  const share = sum((s) => s.weight * s.served) / sum((s) => s.weight * s.expected);
  const weights = sum((s) => s.weight);
  const spread = Math.sqrt(sum((s) => s.weight * (s.share - share) ** 2) / weights);
  const clamp = (n: number) => Math.min(expected, Math.max(0, n));
  return {
    cookFor: clamp(Math.round(expected * share)),
    low: clamp(Math.floor(expected * (share - spread))),
    high: clamp(Math.ceil(expected * (share + spread))),
    basis: 'history',
    share,
    weeks: samples.length,
  };
}
