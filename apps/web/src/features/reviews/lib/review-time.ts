const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const full = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
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
    if (Math.abs(value) < size) return unit === 'second' ? 'just now' : relative.format(value, unit);
    value = Math.round(value / size);
  }
  return full.format(date);
}

/** The exact date and time, for the tooltip and the <time> element. */
export function formatFullTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : full.format(date);
}
