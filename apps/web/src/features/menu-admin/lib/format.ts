import { calendarDayMs, type MealSlot } from '@messhall/shared';
import { APP_LOCALE } from '@/utils/format';

// Hostel days are calendar dates (YYYY-MM-DD), formatted at UTC midnight so the viewer's zone cannot move them;
// moments (serving times, scans) are shown in the viewer's zone (decision 0035).

const dayShort = new Intl.DateTimeFormat(APP_LOCALE, {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const dayLong = new Intl.DateTimeFormat(APP_LOCALE, {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const weekdayOnly = new Intl.DateTimeFormat(APP_LOCALE, { timeZone: 'UTC', weekday: 'short' });
const dayOfMonth = new Intl.DateTimeFormat(APP_LOCALE, { timeZone: 'UTC', day: 'numeric' });
const clock = new Intl.DateTimeFormat(APP_LOCALE, { hour: 'numeric', minute: '2-digit' });

const SLOT_LABELS: Record<MealSlot, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

export const slotLabel = (slot: MealSlot) => SLOT_LABELS[slot];

/** "Mon, Nov 30" */
export const formatDay = (date: string) => dayShort.format(calendarDayMs(date));
/** "Monday, November 30, 2026" */
export const formatDayLong = (date: string) => dayLong.format(calendarDayMs(date));
/** "Mon" and "30", for the phone's day strip. */
export const weekdayOf = (date: string) => weekdayOnly.format(calendarDayMs(date));
export const dayNumberOf = (date: string) => dayOfMonth.format(calendarDayMs(date));
/** "12:30 PM" in the viewer's zone. */
export const formatClock = (moment: string) => clock.format(new Date(moment));

/** Days since the Monday of `date`'s week (0 on a Monday, 6 on a Sunday): weeks run Monday to Sunday. */
export const daysSinceMonday = (date: string) => (new Date(calendarDayMs(date)).getUTCDay() + 6) % 7;
