import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative, type RelativeUnit } from './date-format';

// What the app showed with Intl before (decision 0020), for the en-US locale: the same text, without the cost.
const intlDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const intlDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const intlRelative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

describe('date formats', () => {
  it('write dates and times as Intl does for en-US, across a year of hours and minutes', () => {
    const start = new Date(2026, 0, 1, 0, 0).getTime();
    for (let t = start; t < start + 366 * 24 * 3600_000; t += 7 * 3600_000 + 13 * 60_000) {
      expect(formatDateTime(t)).toBe(intlDateTime.format(t));
      expect(formatDate(t)).toBe(intlDate.format(t));
    }
    expect(formatDateTime(new Date(2026, 10, 21, 0, 5))).toBe(
      intlDateTime.format(new Date(2026, 10, 21, 0, 5)),
    );
    expect(formatDateTime(new Date(2026, 10, 21, 12, 0))).toBe(
      intlDateTime.format(new Date(2026, 10, 21, 12, 0)),
    );
  });

  it('take ISO strings and give nothing for an invalid date', () => {
    const iso = '2026-11-21T14:45:00.000Z';
    expect(formatDateTime(iso)).toBe(intlDateTime.format(new Date(iso)));
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('say relative times as Intl.RelativeTimeFormat en with numeric auto', () => {
    const units: RelativeUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];
    for (const unit of units) {
      for (const value of [-1500, -45, -2, -1, 0, 1, 2, 59, 1234]) {
        expect(formatRelative(value, unit), `${value} ${unit}`).toBe(intlRelative.format(value, unit));
      }
    }
  });
});
