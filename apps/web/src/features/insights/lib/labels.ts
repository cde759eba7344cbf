import { t } from '@lingui/core/macro';
import { calendarDayMs, type MealSlot } from '@messhall/shared';
import { pageIntlLocale, pageLocale } from '@/lib/i18n/page-locale';

// Days and months as this screen writes them, in the page's language (Bangla digits and month names in Bangla).
// Hostel days and months are calendar values, formatted at UTC midnight so that no zone moves them. The meal
// service screens' formatters (utils/hostel-day-format.ts) write days the same way; this screen keeps its own
// few so that it shares no module with their chunks, whose first loads sit at their budget
// (scripts/check-bundle.mjs) and would each grow by a split-off file.

/** English days read day-first, as British English writes them ("Thu 26 Nov"). */
const dateLocale = () => (pageLocale() === 'en' ? 'en-GB' : pageIntlLocale());

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** One formatter per language and format, built on first use (the language holds for the page's life). */
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => F): F {
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) {
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
}

const calendar = (name: string, options: Intl.DateTimeFormatOptions) => {
  const locale = dateLocale();
  return cached(`${name}:${locale}`, () => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }));
};

/** "Thu 26 Nov" for a hostel day (YYYY-MM-DD). */
export const formatDay = (date: string) =>
  calendar('day', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(calendarDayMs(date)));

/** "26 Nov": an axis's day. */
export const formatTickDay = (date: string) =>
  calendar('tick', { day: 'numeric', month: 'short' }).format(new Date(calendarDayMs(date)));

/** "Nov 2026" for YYYY-MM. */
export const formatMonth = (yearMonth: string) =>
  calendar('month', { month: 'short', year: 'numeric' }).format(new Date(calendarDayMs(`${yearMonth}-01`)));

/** Counts with the thousands separated: 1,240. */
export const formatCount = (value: number) => {
  const locale = pageIntlLocale();
  return cached(`count:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(
    value,
  );
};

/** An axis's value as d3 gives it: no thousands separator, fractions kept (0.5). */
export const formatTick = (value: number) => {
  const locale = pageIntlLocale();
  return cached(
    `tick:${locale}`,
    () => new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 3 }),
  ).format(value);
};

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
