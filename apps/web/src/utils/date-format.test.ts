import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative } from './date-format';

describe('date formats', () => {
  it('write dates and times in the medium style of en-US', () => {
    const afternoon = new Date(2026, 10, 21, 14, 45);
    expect(formatDateTime(afternoon)).toBe('Nov 21, 2026, 2:45 PM');
    expect(formatDate(afternoon)).toBe('Nov 21, 2026');
    expect(formatDateTime(new Date(2026, 10, 21, 0, 5))).toBe('Nov 21, 2026, 12:05 AM');
  });

  it('take ISO strings and give nothing for an invalid date', () => {
    expect(formatDate(new Date(2026, 0, 2).toISOString())).toBe('Jan 2, 2026');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('say relative times in words', () => {
    expect(formatRelative(-5, 'minute')).toBe('5 minutes ago');
    expect(formatRelative(-1, 'day')).toBe('yesterday');
    expect(formatRelative(2, 'hour')).toBe('in 2 hours');
    expect(formatRelative(0, 'second')).toBe('now');
  });
});
