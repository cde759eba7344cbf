import { formatDateTime } from '@/utils/date-format';

// <input type="datetime-local"> speaks local wall-clock time without a zone ("2026-11-21T18:30"); the API speaks
// ISO 8601 with a zone. These convert between the two in the browser's time zone.

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO date-time (or Date) as a datetime-local value in local time, to the minute; '' when invalid. */
export function toDateTimeLocal(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an input's machine value, never read as text
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** A datetime-local value as an ISO date-time with its zone (UTC, `Z`); null when it is not one. */
export function fromDateTimeLocal(value: string): string | null {
  if (!LOCAL_DATE_TIME.test(value)) return null;
  // Without an offset, the date-time form is read as local time (ECMAScript Date.parse).
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A date-time for people (utils/date-format), in their time zone; '—' when missing or invalid. */
export function formatDateTimeOrDash(value: string | null | undefined): string {
  return (value && formatDateTime(value)) || '—';
}
