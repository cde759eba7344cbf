import type { MealSlot } from '@messhall/shared';
import { describe, expect, it } from 'vitest';
import { addDays } from './hostel-clock.js';
import { forecastSlot, type SlotHistory } from './forecast-method.js';

// The forecast's arithmetic (decision 0065) on hand-made histories: a Friday lunch and the weeks before it.

const FRIDAY = '2026-11-27';
const weeksBefore = (date: string, counts: SlotHistory[], slot: MealSlot = 'lunch') =>
  new Map(counts.map((c, i) => [addDays(date, -7 * (i + 1)), { [slot]: c }]));

describe('forecastSlot', () => {
  it('cooks for the weekday’s share of the expected count, within the spread of the weeks', () => {
    const history = weeksBefore(FRIDAY, [
      { expected: 40, served: 28 },
      { expected: 40, served: 28 },
      { expected: 40, served: 28 },
    ]);
    expect(forecastSlot(history, { date: FRIDAY, slot: 'lunch', expected: 50 }, FRIDAY)).toEqual({
      cookFor: 35,
      low: 35,
      high: 35,
      basis: 'history',
      share: 0.7,
      weeks: 3,
    });
  });

  it('weighs the last week most: three quarters of it for the week before', () => {
    const history = weeksBefore(FRIDAY, [
      { expected: 10, served: 10 },
      { expected: 10, served: 0 },
      { expected: 10, served: 0 },
    ]);
    const forecast = forecastSlot(history, { date: FRIDAY, slot: 'lunch', expected: 100 }, FRIDAY);
    // 1 / (1 + 0.75 + 0.5625)
    expect(forecast.share).toBeCloseTo(0.4324, 4);
    expect(forecast.cookFor).toBe(43);
    expect(forecast.low).toBeLessThan(43);
    expect(forecast.high).toBeGreaterThan(43);
    expect(forecast.high).toBeLessThanOrEqual(100);
  });

  it('says there is too little history with fewer than 3 weeks, and cooks for the expected count', () => {
    const history = weeksBefore(FRIDAY, [
      { expected: 40, served: 20 },
      { expected: 0, served: 0 },
      { expected: 40, served: 20 },
    ]);
    expect(forecastSlot(history, { date: FRIDAY, slot: 'lunch', expected: 31 }, FRIDAY)).toEqual({
      cookFor: 31,
      low: 31,
      high: 31,
      basis: 'expected',
      share: null,
      weeks: 2,
    });
  });

  it('knows only the days before `asOf`, and only its own slot', () => {
    const nextFriday = addDays(FRIDAY, 7);
    const history = weeksBefore(nextFriday, [
      { expected: 40, served: 40 },
      { expected: 40, served: 20 },
      { expected: 40, served: 20 },
      { expected: 40, served: 20 },
    ]);
    // Asked on FRIDAY itself, FRIDAY's own count is not known yet.
    expect(forecastSlot(history, { date: nextFriday, slot: 'lunch', expected: 40 }, FRIDAY)).toMatchObject({
      share: 0.5,
      weeks: 3,
    });
    expect(forecastSlot(history, { date: nextFriday, slot: 'dinner', expected: 40 }, FRIDAY).basis).toBe(
      'expected',
    );
  });

  it('never cooks for more than expected, nor counts more served than expected', () => {
    const history = weeksBefore(FRIDAY, [
      { expected: 10, served: 14 },
      { expected: 10, served: 12 },
      { expected: 10, served: 11 },
    ]);
    expect(forecastSlot(history, { date: FRIDAY, slot: 'lunch', expected: 12 }, FRIDAY)).toMatchObject({
      cookFor: 12,
      high: 12,
      share: 1,
    });
  });
});
