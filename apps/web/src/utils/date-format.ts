// Dates for people, through cached Intl formatters in the page's language and the browser's time zone:
// "Nov 21, 2026, 2:45 PM", "Nov 21, 2026", "5 minutes ago" (Bangla words and digits in Bangla).
import { t } from '@lingui/core/macro';
import { pageFormatter } from './format';

const dateTime = () => pageFormatter(Intl.DateTimeFormat, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = () => pageFormatter(Intl.DateTimeFormat, { dateStyle: 'medium' });
const relative = () => pageFormatter(Intl.RelativeTimeFormat, { numeric: 'auto' });

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** "Nov 21, 2026"; '' for an invalid date. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateOnly().format(date);
}

/** "Nov 21, 2026, 2:45 PM"; '' for an invalid date. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime().format(date);
}

/** "5 minutes ago", "yesterday", "in 2 hours": `value` units from now (negative: past). */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return relative().format(value, unit);
}

const DAY_S = 24 * 3600;
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY_S],
  ['month', 30 * DAY_S],
  ['week', 7 * DAY_S],
  ['day', DAY_S],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago": when something happened, at a glance. With
 * `dateAfterDays`, anything older is given as its date and time instead (where relative weeks read vaguely).
 * '' for an invalid date.
 */
export function formatTimeAgo(
  value: string | number | Date,
  { now = Date.now(), dateAfterDays = Infinity }: { now?: number; dateAfterDays?: number } = {},
): string {
  const date = toDate(value);
  const seconds = Math.round((date.getTime() - now) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (Math.abs(seconds) >= dateAfterDays * DAY_S) return dateTime().format(date);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatRelative(Math.trunc(seconds / size), unit);
  }
  return t`just now`;
}

const yearOnly = () => pageFormatter(Intl.DateTimeFormat, { year: 'numeric' });

/** "2026" (২০২৬ in Bangla): the year `value` falls in. */
export function formatYear(value: string | number | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : yearOnly().format(date);
}
