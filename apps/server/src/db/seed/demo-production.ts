import { DEFAULT_MENU_TIMES, MEAL_SLOTS, type MealSlot } from '@messhall/shared';
import { addDays, daysOf, hostelDate, slotMoments } from '../../lib/hostel-clock.js';
import { forecastSlot, type SlotHistory } from '../../lib/forecast-method.js';
import type { mealProduction } from '../schema/index.js';
import { membershipPeriods, type DemoStudent } from './demo-content.js';
import type { DemoMenuRows } from './demo-menu.js';
import type { Rng } from './random.js';

// What the demo kitchen cooked and threw away (docs/product/rules.md#the-demo-kitchens-week): until two weeks
// ago it cooked for the expected count less a tenth, give or take; since then for the top of the forecast's
// range, so the waste chart shows what the forecast saves. Every slot up to yesterday has a record but about
// one in twelve, which the kitchen forgot.

/** Days (from yesterday back) the kitchen has cooked by the forecast. */
const FORECAST_DAYS = 14;

type ProductionRow = typeof mealProduction.$inferInsert;

export function buildDemoProduction(input: {
  rng: Rng;
  now: Date;
  zone: string;
  students: readonly DemoStudent[];
  menu: DemoMenuRows;
  /** The first day of the history. */
  from: string;
  recordedBy: string;
}): ProductionRow[] {
  const { rng, now, zone, students, menu } = input;
  const today = hostelDate(zone, now);
  const key = (date: string, slot: MealSlot) => `${date} ${slot}`;
  const tally = (rows: readonly { date: string; slot: MealSlot }[]) => {
    const counts = new Map<string, number>();
    for (const row of rows)
      counts.set(key(row.date, row.slot), (counts.get(key(row.date, row.slot)) ?? 0) + 1);
    return counts;
  };
  const skipped = tally(menu.skips);
  const served = tally(menu.servings);
  const history = new Map<string, Partial<Record<MealSlot, SlotHistory>>>();
  const rows: ProductionRow[] = [];
  for (const date of daysOf(input.from, addDays(today, -1))) {
    const day: Partial<Record<MealSlot, SlotHistory>> = {};
    history.set(date, day);
    for (const slot of MEAL_SLOTS) {
      const at = slotMoments(zone, DEFAULT_MENU_TIMES, date, slot).servingFrom;
      const members = students.filter((s) =>
        membershipPeriods(s, now).some((p) => p.start <= at && at < p.end),
      ).length;
      const expected = Math.max(0, members - (skipped.get(key(date, slot)) ?? 0));
      const eaten = served.get(key(date, slot)) ?? 0;
      day[slot] = { expected, served: eaten };
      if (rng.next() < 1 / 12) continue;
      const planned =
        date >= addDays(today, -FORECAST_DAYS)
          ? forecastSlot(history, { date, slot, expected }, date).high
          : Math.round(expected * (0.85 + rng.next() * 0.1));
      // A kitchen that ran short cooked more during the meal: nobody served went without.
      const cooked = Math.max(planned, eaten);
      rows.push({ date, slot, cooked, leftover: cooked - eaten, updatedBy: input.recordedBy });
    }
  }
  return rows;
}
