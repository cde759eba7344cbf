import { calendarDayMs, type MealSlot } from '@messhall/shared';

// Days and months as this screen writes them. Hostel days and months are calendar values, formatted at UTC
// midnight so that no zone moves them. The meal service screens' formatters (utils/hostel-day-format.ts) write
// days the same way; this screen keeps its own few so that it shares no module with their chunks, whose first
// loads sit at their budget (scripts/check-bundle.mjs) and would each grow by a split-off file.

const calendar = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
const shortDay = calendar({ weekday: 'short', day: 'numeric', month: 'short' });
const tickDay = calendar({ day: 'numeric', month: 'short' });
const month = calendar({ month: 'short', year: 'numeric' });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "Thu 26 Nov" for a hostel day (YYYY-MM-DD). */
export const formatDay = (date: string) => shortDay.format(new Date(calendarDayMs(date)));

/** "26 Nov": an axis's day. */
export const formatTickDay = (date: string) => tickDay.format(new Date(calendarDayMs(date)));

/** "Nov 2026" for YYYY-MM. */
export const formatMonth = (yearMonth: string) => month.format(new Date(calendarDayMs(`${yearMonth}-01`)));

/** Counts with the thousands separated: 1,240. */
export const formatCount = (value: number) => count.format(value);

export const SLOT_NAMES: Record<MealSlot, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
};
