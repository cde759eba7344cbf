import { formatDateTime, formatRelative, type RelativeUnit } from '@/utils/date-format';

const STEPS: Array<[RelativeUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** "5 minutes ago", "yesterday"; a date once it is more than a week old (relative weeks read vaguely). */
export function formatReviewTime(iso: string, now = Date.now()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let value = Math.round((date.getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return unit === 'second' ? 'just now' : formatRelative(value, unit);
    value = Math.round(value / size);
  }
  return formatDateTime(date);
}
