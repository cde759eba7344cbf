import { t } from '@lingui/core/macro';
import { calendarDayMs, type MealSlot } from '@messhall/shared';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageFormatter } from '@/utils/format';

// Days and months as this screen writes them, in the page's language (Bangla digits and month names in Bangla).
// Hostel days and months are calendar values, formatted at UTC midnight so that no zone moves them. The meal
// service screens' formatters (utils/hostel-day-format.ts) write days the same way; this screen keeps its own
// few so that it shares no module with their chunks, whose first loads sit at their budget
// (scripts/check-bundle.mjs) and would each grow by a split-off file.

/**
 * A date format of the page's language. English days read day-first, as British English writes them
 * ("Thu 26 Nov"). The dates are calendar days, so they are formatted in UTC.
 */
const calendar = (options: Intl.DateTimeFormatOptions) =>
  pageFormatter(
    Intl.DateTimeFormat,
    { ...options, timeZone: 'UTC' },
    pageLocale() === 'en' ? 'en-GB' : undefined,
  );

/** "Thu 26 Nov" for a hostel day (YYYY-MM-DD). */
export const formatDay = (date: string) =>
  calendar({ weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(calendarDayMs(date)));

/** "26 Nov": an axis's day. */
export const formatTickDay = (date: string) =>
  calendar({ day: 'numeric', month: 'short' }).format(new Date(calendarDayMs(date)));

/** "Nov 2026" for YYYY-MM. */
export const formatMonth = (yearMonth: string) =>
  calendar({ month: 'short', year: 'numeric' }).format(new Date(calendarDayMs(`${yearMonth}-01`)));

/** An axis's value as d3 gives it: no thousands separator, fractions kept (0.5). */
export const formatTick = (value: number) =>
  pageFormatter(Intl.NumberFormat, { useGrouping: false, maximumFractionDigits: 3 }).format(value);

/** The meal slots' names, read when shown. */
export function slotName(slot: MealSlot): string {
  switch (slot) {
    case 'breakfast':
      return t`Breakfast`;
    case 'lunch':
      return t`Lunch`;
    case 'dinner':
      return t`Dinner`;
  }
}
