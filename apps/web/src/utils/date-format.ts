// Dates for people, through cached Intl formatters in the app's language and the browser's time zone:
// "Nov 21, 2026, 2:45 PM", "Nov 21, 2026", "5 minutes ago".
import { APP_LOCALE } from './format';

const dateTime = new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: 'medium' });
const relative = new Intl.RelativeTimeFormat(APP_LOCALE, { numeric: 'auto' });

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** "Nov 21, 2026"; '' for an invalid date. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateOnly.format(date);
}

/** "Nov 21, 2026, 2:45 PM"; '' for an invalid date. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

export type RelativeUnit = Intl.RelativeTimeFormatUnit;

/** "5 minutes ago", "yesterday", "in 2 hours": `value` units from now (negative: past). */
export function formatRelative(value: number, unit: RelativeUnit): string {
  return relative.format(value, unit);
}
