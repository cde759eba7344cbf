import {
  calendarDayMs,
  FORECAST_HISTORY_WEEKS,
  FORECAST_MIN_WEEKS,
  type ForecastBasis,
  type MealSlot,
} from '@messhall/shared';

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
const WEEK_DECAY = 0.85;

/** The days before the forecast whose share is the slot's present level: the week just gone. */
const LEVEL_DAYS = 7;

/**
 * How many weeks' worth of members pull a weekday's own share toward the slot's share on all days. With a hall's
 * few dozen members and a few weeks, most of a weekday's difference is chance; a difference that holds week
 * after week outweighs the pull.
 */
const PRIOR_WEEKS = 4;

/** A share of served over expected; `fallback` when nobody was expected. */
const shareOf = (served: number, expected: number, fallback: number) =>
  expected > 0 ? served / expected : fallback;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => calendarDayMs(date) / DAY_MS;

/** The history by day number: the sums below look up hundreds of days, by arithmetic rather than dates. */
type HistoryByNumber = ReadonlyMap<number, Partial<Record<MealSlot, SlotHistory>>>;

/** Served and expected of `slot` on the days `dayOf(k)`, k = 1..days, that are before `asOf`, each weighed `weight(k)`. */
function sumsOf(
  history: HistoryByNumber,
  slot: MealSlot,
  days: number,
  dayOf: (k: number) => number,
  weight: (k: number) => number,
  asOf: number,
) {
  let served = 0;
  let expected = 0;
  for (let k = 1; k <= days; k++) {
    const day = dayOf(k);
    const past = day < asOf ? history.get(day)?.[slot] : undefined;
    if (!past || past.expected <= 0) continue;
    served += weight(k) * Math.min(past.served, past.expected);
    expected += weight(k) * past.expected;
  }
  return { served, expected };
}

/** The slot's share on all days over the weeks before `asOf`, and over the week just before it. */
function slotShares(history: HistoryByNumber, slot: MealSlot, asOf: number) {
  const before = (day: number) => asOf - day;
  return {
    allDays: sumsOf(
      history,
      slot,
      7 * FORECAST_HISTORY_WEEKS,
      before,
      (day) => WEEK_DECAY ** Math.floor((day - 1) / 7),
      asOf,
    ),
    level: sumsOf(history, slot, LEVEL_DAYS, before, () => 1, asOf),
  };
}

/**
 * The forecast of any slot on `history` (which must not change afterwards): the slot's shares as of a day are
 * counted once and kept, since a week's forecast asks for them 7 times over (every future day is forecast as of
 * today).
 */
export function slotForecaster(history: HistoryByDay) {
  const byNumber = new Map([...history].map(([date, slots]) => [dayNumber(date), slots]));
  const kept = new Map<string, ReturnType<typeof slotShares>>();
  return (target: { date: string; slot: MealSlot; expected: number }, asOf: string): SlotForecast => {
    const key = `${target.slot} ${asOf}`;
    let shares = kept.get(key);
    if (!shares) kept.set(key, (shares = slotShares(byNumber, target.slot, dayNumber(asOf))));
    return forecastWith(shares, byNumber, target, dayNumber(asOf));
  };
}

/**
 * Cook for the day's expected count times the share of expected members who will come. That share is the slot's
 * share over the week before `asOf` (its present level: exam weeks fill every meal) plus how this weekday differs
 * from the slot's other days over the last FORECAST_HISTORY_WEEKS weeks (recent weeks weighing more, the
 * difference pulled toward none by PRIOR_WEEKS weeks of members). The range is that share plus and minus the
 * weighted spread of the weekday's weekly shares. Fewer than FORECAST_MIN_WEEKS weeks of this weekday (with
 * anyone expected): the expected count itself.
 */
export function forecastSlot(
  history: HistoryByDay,
  target: { date: string; slot: MealSlot; expected: number },
  asOf: string,
): SlotForecast {
  return slotForecaster(history)(target, asOf);
}

function forecastWith(
  { allDays, level }: ReturnType<typeof slotShares>,
  history: HistoryByNumber,
  target: { date: string; slot: MealSlot; expected: number },
  asOf: number,
): SlotForecast {
  const { expected, slot } = target;
  const date = dayNumber(target.date);
  const weeks: { share: number; weight: number }[] = [];
  const weekday = { served: 0, expected: 0 };
  for (let week = 1; week <= FORECAST_HISTORY_WEEKS; week++) {
    const day = date - 7 * week;
    const past = day < asOf ? history.get(day)?.[slot] : undefined;
    if (!past || past.expected <= 0) continue;
    const weight = WEEK_DECAY ** (week - 1);
    const served = Math.min(past.served, past.expected);
    weeks.push({ share: served / past.expected, weight });
    weekday.served += weight * served;
    weekday.expected += weight * past.expected;
  }
  if (weeks.length < FORECAST_MIN_WEEKS) {
    return {
      cookFor: expected,
      low: expected,
      high: expected,
      basis: 'expected',
      share: null,
      weeks: weeks.length,
    };
  }
  const weekdayShare = weekday.served / weekday.expected;
  const pooled = shareOf(allDays.served, allDays.expected, weekdayShare);
  const pull = PRIOR_WEEKS * (weekday.expected / weeks.length);
  const steadied = (weekday.served + pull * pooled) / (weekday.expected + pull);
  const share = Math.min(1, Math.max(0, shareOf(level.served, level.expected, pooled) + steadied - pooled));

  const weights = weeks.reduce((t, w) => t + w.weight, 0);
  const spread = Math.sqrt(weeks.reduce((t, w) => t + w.weight * (w.share - weekdayShare) ** 2, 0) / weights);
  // The sums above carry floating-point error that floor and ceil would turn into a whole portion.
  const portions = (n: number) => Math.min(expected, Math.max(0, Math.round(n * 1e9) / 1e9));
  return {
    cookFor: Math.round(portions(expected * share)),
    low: Math.floor(portions(expected * (share - spread))),
    high: Math.ceil(portions(expected * (share + spread))),
    basis: 'history',
    share,
    weeks: weeks.length,
  };
}
