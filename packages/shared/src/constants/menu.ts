import type { MenuTimes } from '../schemas/menu-times';

// The daily meal service (decision 0035): the slots of a day and the bounds of its calls.

/** A day's meals, in serving order. */
export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/** How many days one menu, headcount or range-skip call may span. */
export const MENU_MAX_DAYS = 31;
/** How many meals one slot may list. */
export const MENU_MAX_MEALS_PER_SLOT = 12;
/** A pass is accepted this long before its slot's serving starts and after it ends (a late or early counter). */
export const PASS_GRACE_MINUTES = 30;
/**
 * The hostel days any call may name. Four-digit years at both ends, with room for the arithmetic done on a day
 * (a week copied forward, the insights' previous period a year back), so a date never leaves what the database,
 * `Date` and `Intl` all write the same way.
 */
export const FIRST_HOSTEL_DAY = '2000-01-01';
export const LAST_HOSTEL_DAY = '2999-12-31';
/** The hostel's time zone when HOSTEL_TIME_ZONE is not set. */
export const DEFAULT_HOSTEL_TIME_ZONE = 'Asia/Dhaka';

/**
 * Until an admin sets others: skipping breakfast closes at 22:00 the evening before, lunch at 10:00 and dinner at
 * 16:00 the same day; the counter serves 07:00–10:00, 12:30–15:00 and 19:30–22:00 (hostel time).
 */
export const DEFAULT_MENU_TIMES: MenuTimes = {
  breakfast: { cutoffDaysBefore: 1, cutoffTime: '22:00', servingFrom: '07:00', servingTo: '10:00' },
  lunch: { cutoffDaysBefore: 0, cutoffTime: '10:00', servingFrom: '12:30', servingTo: '15:00' },
  dinner: { cutoffDaysBefore: 0, cutoffTime: '16:00', servingFrom: '19:30', servingTo: '22:00' },
};

/** How many days one forecast call may span. */
export const FORECAST_MAX_DAYS = 14;
/** The forecast looks at the same weekday and slot over this many weeks before the day. */
export const FORECAST_HISTORY_WEEKS = 8;
/** With fewer weeks of that weekday and slot the forecast says so and cooks for the expected count. */
export const FORECAST_MIN_WEEKS = 3;
/** The most portions a slot's production record may name (a typing slip, not a hall, goes past it). */
export const PRODUCTION_MAX_PORTIONS = 100_000;
