import { calendarDayMs } from '@messhall/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) `at` falls on in `timeZone` (an IANA name, e.g. the hostel's Asia/Dhaka). */
export function dayInZone(at: Date, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(calendarDayMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The days to ask the menu for before the hostel's zone is known (the answer names it): from the viewer's
 * yesterday to a week after the viewer's tomorrow, which holds the hostel's today and the six days after it
 * wherever the viewer is.
 */
export function menuFetchWindow(now: Date, days = 7): { from: string; to: string } {
  const today = dayInZone(now);
  return { from: addDays(today, -1), to: addDays(today, days) };
}
