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
/** The hostel's time zone when HOSTEL_TIME_ZONE is not set. */
export const DEFAULT_HOSTEL_TIME_ZONE = 'Asia/Dhaka';
