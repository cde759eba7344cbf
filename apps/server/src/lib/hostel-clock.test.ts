import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { fixedOffsetBetween, hostelMoment } from './hostel-clock.js';

// hostelMoment takes a shortcut in years without a daylight-saving change; it must name the same moment as
// @date-fns/tz does for every zone, day and minute, changes included.

const ZONES = ['Asia/Dhaka', 'Asia/Kolkata', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'UTC'];
const DAYS = [
  '2025-01-01',
  '2025-03-09',
  '2025-03-30',
  '2025-10-05',
  '2025-10-26',
  '2025-11-02',
  '2026-12-31',
];
const MINUTES = [0, 90, 150, 12 * 60 + 30, 23 * 60 + 59, -120, -3 * 24 * 60];

describe('hostelMoment', () => {
  it.each(ZONES)('names the same moment as @date-fns/tz in %s', (zone) => {
    for (const date of DAYS) {
      for (const minutes of MINUTES) {
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        const expected = new TZDate(y, m - 1, d, 0, minutes, zone).getTime();
        expect(hostelMoment(zone, date, minutes).getTime(), `${zone} ${date} +${minutes}`).toBe(expected);
      }
    }
  });
});

describe('fixedOffsetBetween', () => {
  const span = (from: string, to: string) => [new Date(from), new Date(to)] as const;

  it('is the offset of a zone without daylight saving, over years', () => {
    expect(fixedOffsetBetween('Asia/Dhaka', ...span('2024-01-01', '2026-06-01'))).toBe(360);
    expect(fixedOffsetBetween('Asia/Kolkata', ...span('2025-01-01', '2025-02-01'))).toBe(330);
  });

  it('is null over a year with a change', () => {
    expect(fixedOffsetBetween('Europe/London', ...span('2025-01-01', '2025-01-31'))).toBeNull();
  });
});
