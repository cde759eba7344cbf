// Dates for people, in the app's one language: "Nov 21, 2026, 2:45 PM", "Nov 21, 2026", "5 minutes ago".
// Written out rather than with Intl on purpose: a page's first Intl call loads the locale data, 35–60 ms of
// main thread on our 2-core machine, and a meal's page shows its posted time in its first render (decision
// 0020). The output is what Intl gives for 'en-US' (the tests compare), in the browser's time zone.

import { groupThousands } from './format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** "Nov 21, 2026"; '' for an invalid date. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Nov 21, 2026, 2:45 PM"; '' for an invalid date. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatDate(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** Words for -1, 0 and 1 of a unit, as Intl.RelativeTimeFormat('en', { numeric: 'auto' }) has them. */
const NAMED: Partial<Record<RelativeUnit, [string, string, string]>> = {
  second: ['1 second ago', 'now', 'in 1 second'],
  minute: ['1 minute ago', 'this minute', 'in 1 minute'],
  hour: ['1 hour ago', 'this hour', 'in 1 hour'],
  day: ['yesterday', 'today', 'tomorrow'],
  week: ['last week', 'this week', 'next week'],
  month: ['last month', 'this month', 'next month'],
  year: ['last year', 'this year', 'next year'],
};

/** "5 minutes ago", "yesterday", "in 2 hours": `value` units from now (negative: past). */
export function formatRelative(value: number, unit: RelativeUnit): string {
  const named = NAMED[unit];
  if (named && (value === -1 || value === 0 || value === 1)) return named[value + 1] ?? '';
  const size = Math.abs(value);
  const units = `${groupThousands(String(size))} ${unit}${size === 1 ? '' : 's'}`;
  return value < 0 ? `${units} ago` : `in ${units}`;
}
