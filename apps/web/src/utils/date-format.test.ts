import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative, formatTimeAgo } from './date-format';

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

  describe('time ago', () => {
    const now = Date.parse('2026-11-21T12:00:00.000Z');
    it.each([
      ['2026-11-21T11:59:40.000Z', 'just now'],
      ['2026-11-21T11:55:00.000Z', '5 minutes ago'],
      ['2026-11-21T10:00:00.000Z', '2 hours ago'],
      ['2026-11-20T12:00:00.000Z', 'yesterday'],
      ['2026-11-07T12:00:00.000Z', '2 weeks ago'],
    ])('%s is %s', (iso, text) => {
      expect(formatTimeAgo(iso, { now })).toBe(text);
    });

    it('gives the date and time past `dateAfterDays`, and nothing for a date it cannot read', () => {
      expect(formatTimeAgo('2026-11-18T12:00:00.000Z', { now, dateAfterDays: 7 })).toBe('3 days ago');
      const older = new Date('2026-11-07T12:00:00.000Z');
      expect(formatTimeAgo(older, { now, dateAfterDays: 7 })).toBe(formatDateTime(older));
      expect(formatTimeAgo('not a date', { now })).toBe('');
    });
  });
});
