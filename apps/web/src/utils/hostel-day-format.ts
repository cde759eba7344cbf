import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { calendarDayMs, type MealSlot } from '@messhall/shared';
import { pageLocale } from '@/lib/i18n/page-locale';
import { formatNumber, pageFormatter } from './format';

// The meal service's days and times, on every screen alike and as the server writes them in its messages
// ("22:00 Thu 26 Nov"): 24-hour clock, day before month; in Bangla the same, with Bangla words and digits.
// Moments are shown in the viewer's zone; hostel days (YYYY-MM-DD) are calendar days, formatted at UTC
// midnight so that no zone can move them.

/** en-GB puts the day before the month; Bangla has its own Intl locale. */
const dayLocale = () => (pageLocale() === 'en' ? 'en-GB' : undefined);

const dayFormatter = (options: Intl.DateTimeFormatOptions) => () =>
  pageFormatter(Intl.DateTimeFormat, options, dayLocale());

const clock = dayFormatter({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const shortDay = dayFormatter({ weekday: 'short', day: 'numeric', month: 'short' });
const shortCalendarDay = dayFormatter({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longCalendarDay = dayFormatter({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const SLOT_MESSAGES = {
  breakfast: msg`Breakfast`,
  lunch: msg`Lunch`,
  dinner: msg`Dinner`,
};

/**
 * Each slot's name in the page's language. Getters, so that a name is translated when it is read (the
 * language is activated after modules load), while screens keep indexing the table by slot.
 */
export const SLOT_LABELS: Readonly<Record<MealSlot, string>> = {
  get breakfast() {
    return i18n._(SLOT_MESSAGES.breakfast);
  },
  get lunch() {
    return i18n._(SLOT_MESSAGES.lunch);
  },
  get dinner() {
    return i18n._(SLOT_MESSAGES.dinner);
  },
};

export const slotLabel = (slot: MealSlot) => SLOT_LABELS[slot];

/** "22:00" in the viewer's zone. */
export const formatClock = (iso: string) => clock().format(new Date(iso));

/** "22:00 Thu 26 Nov" in the viewer's zone. */
export const formatWhen = (iso: string) =>
  `${clock().format(new Date(iso))} ${shortDay().format(new Date(iso))}`;

/** "10:00" when `iso` falls on the viewer's today, else "10:00 Thu 26 Nov". */
export function formatUntil(iso: string, now: number): string {
  const sameDay = shortDay().format(new Date(iso)) === shortDay().format(new Date(now));
  return sameDay ? formatClock(iso) : formatWhen(iso);
}

/** "12:30–15:00": a slot's serving time in the viewer's zone. */
export const formatServing = (from: string, to: string) => `${formatClock(from)}–${formatClock(to)}`;

/** "Thu 26 Nov" for a hostel day. */
export const formatDay = (date: string) => shortCalendarDay().format(new Date(calendarDayMs(date)));

/** "Thursday 26 November" for a hostel day. */
export const formatLongDay = (date: string) => longCalendarDay().format(new Date(calendarDayMs(date)));

const weekdayOf = dayFormatter({ weekday: 'short', timeZone: 'UTC' });

/** "Thu" for a hostel day. */
export const weekday = (date: string) => weekdayOf().format(new Date(calendarDayMs(date)));

/** "26" for a hostel day. */
export const dayOfMonth = (date: string) => formatNumber(Number(date.slice(8, 10)));

/** The viewer's IANA zone (the browser's). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Days since the Monday of `date`'s week (0 on a Monday, 6 on a Sunday): weeks run Monday to Sunday. */
export const daysSinceMonday = (date: string) => (new Date(calendarDayMs(date)).getUTCDay() + 6) % 7;
