import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z');
  it.each([
    ['2026-11-21T11:59:40.000Z', 'just now'],
    ['2026-11-21T11:55:00.000Z', '5 minutes ago'],
    ['2026-11-21T10:00:00.000Z', '2 hours ago'],
    ['2026-11-20T12:00:00.000Z', 'yesterday'],
    ['2026-11-07T12:00:00.000Z', '2 weeks ago'],
  ])('%s is %s', (iso, text) => {
    expect(timeAgo(iso, now)).toBe(text);
  });

  it('says nothing for a date it cannot read', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});
