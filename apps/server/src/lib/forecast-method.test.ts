import type { MealSlot } from '@messhall/shared';
import { describe, expect, it } from 'vitest';
import { addDays } from './hostel-clock.js';
import { forecastSlot, type SlotHistory } from './forecast-method.js';

// The forecast's arithmetic (decision 0067) on hand-made histories: a Friday lunch and the weeks before it.

const FRIDAY = '2026-11-27';
const weeksBefore = (date: string, counts: SlotHistory[], slot: MealSlot = 'lunch') =>
  new Map(counts.map((c, i) => [addDays(date, -7 * (i + 1)), { [slot]: c }]));

/** Every day of the 8 weeks before `date`, 40 members expected at lunch and `served(day)` of them served. */
const hall = (date: string, served: (day: string) => number) =>
  new Map(
    Array.from({ length: 56 }, (_, i) => addDays(date, -(i + 1))).map((day) => [
      day,
      { lunch: { expected: 40, served: served(day) } },
    ]),
  );
const isFriday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 5;

describe('forecastSlot', () => {
  it('cooks for the share of the expected count that came, within the spread of the weeks', () => {
    const history = hall(FRIDAY, () => 28);
    expect(forecastSlot(history, { date: FRIDAY, slot: 'lunch', expected: 50 }, FRIDAY)).toEqual({
      cookFor: 35,
      low: 35,
      high: 35,
      basis: 'history',
      share: expect.closeTo(0.7, 10),
      weeks: 8,
    });
  });

  it('cooks less on a weekday that comes less, pulling its difference toward the other days', () => {
    // Fridays half, the other days four in five: the week's share is (6 × 0.8 + 0.5) / 7.
    const history = hall(FRIDAY, (day) => (isFriday(day) ? 20 : 32));
    const friday = forecastSlot(history, { date: FRIDAY, slot: 'lunch', expected: 40 }, FRIDAY);
    const week = (6 * 0.8 + 0.5) / 7;
    expect(friday.share).toBeGreaterThan(0.5);
    expect(friday.share).toBeLessThan(week - 0.1);
    // Thursday, the day before: the other days' share, a little above the week's.
    const thursday = forecastSlot(
      history,
      { date: addDays(FRIDAY, -1), slot: 'lunch', expected: 40 },
      FRIDAY,
    );
    expect(thursday.share).toBeGreaterThan(week);
    expect(thursday.share).toBeLessThanOrEqual(0.8);
  });

  it('follows the week just gone: in exam weeks every meal fills', () => {
    const examsFrom = addDays(FRIDAY, -7);
    const history = hall(FRIDAY, (day) => (day >= examsFrom ? 38 : 28));
    const forecast = forecastSlot(history, { date: FRIDAY, slot: 'lunch', expected: 40 }, FRIDAY);
    expect(forecast.share).toBeCloseTo(0.95, 2);
    expect(forecast.cookFor).toBe(38);
    // The weeks' spread: one week of eight at 0.95, the rest at 0.7.
    expect(forecast.low).toBeLessThan(38);
    expect(forecast.high).toBe(40);
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
    // Everyone came on FRIDAY itself; half on every day before it.
    const history = new Map([...hall(FRIDAY, () => 20), [FRIDAY, { lunch: { expected: 40, served: 40 } }]]);
    // Asked on FRIDAY itself, FRIDAY's own count is not known yet.
    expect(forecastSlot(history, { date: nextFriday, slot: 'lunch', expected: 40 }, FRIDAY)).toMatchObject({
      share: 0.5,
      weeks: 7,
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
