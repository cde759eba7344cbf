import {
  calendarDayMs,
  DEFAULT_MENU_TIMES,
  MEAL_SLOTS,
  type MealCategory,
  type MealSlot,
  MEMBERSHIP_PERIOD_DAYS,
} from '@messhall/shared';
import { addDays, daysOf, hostelDate, slotMoments } from '../../lib/hostel-clock.js';
import type { mealServings, mealSkips, menuItems } from '../schema/index.js';
import { dhakaTime, type DemoStudent, type MealPlan } from './demo-content.js';
import type { Rng } from './random.js';

// The demo's meal service: this week and next planned from the catalogue, a few skips ahead, and yesterday's
// passes scanned at the counter for the members who did not skip.

const DAY_MS = 24 * 60 * 60 * 1000;
const SLOT_CATEGORY: Record<MealSlot, MealCategory> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
};

export interface DemoMenuRows {
  items: (typeof menuItems.$inferInsert)[];
  skips: (typeof mealSkips.$inferInsert)[];
  servings: (typeof mealServings.$inferInsert)[];
}

/** Skips by members: [login, days from today, slots] — a night out, a weekend at home. */
const SKIPS: readonly [string, number, readonly MealSlot[]][] = [
  ['ayesha', -1, ['dinner']],
  ['ayesha', 1, ['dinner']],
  ['tanvir', 2, MEAL_SLOTS],
  ['tanvir', 3, MEAL_SLOTS],
  ['nusrat', 1, ['breakfast']],
  ['arif', 4, ['lunch', 'dinner']],
];

/** Whether the student's paid periods hold a moment (the demo's payments, computed as the seed writes them). */
function hasPlanAt(student: DemoStudent, now: Date, moment: Date): boolean {
  return (student.person.payments ?? []).some((p) => {
    const start = dhakaTime(now, -p.startedDaysAgo, 10, 15);
    return start <= moment && moment.getTime() < start.getTime() + MEMBERSHIP_PERIOD_DAYS * DAY_MS;
  });
}

export function buildDemoMenu(input: {
  rng: Rng;
  now: Date;
  zone: string;
  students: readonly DemoStudent[];
  published: readonly MealPlan[];
  servedBy: string;
}): DemoMenuRows {
  const { rng, now, zone, students, published, servedBy } = input;
  const today = hostelDate(zone, now);
  const weekday = new Date(calendarDayMs(today)).getUTCDay();
  const monday = addDays(today, -((weekday + 6) % 7));
  const yesterday = addDays(today, -1);
  const first = yesterday < monday ? yesterday : monday;
  const rows: DemoMenuRows = { items: [], skips: [], servings: [] };

  for (const date of daysOf(first, addDays(monday, 13))) {
    for (const slot of MEAL_SLOTS) {
      const choices = published.filter((m) => m.source.category === SLOT_CATEGORY[slot]);
      const picked = rng.shuffle(choices).slice(0, rng.int(1, 2));
      picked.forEach((meal, position) => rows.items.push({ date, slot, mealId: meal.id, position }));
    }
  }

  const moment = (date: string, slot: MealSlot) => slotMoments(zone, DEFAULT_MENU_TIMES, date, slot);
  const byLogin = new Map(students.map((s) => [s.person.login, s]));
  for (const [login, offset, slots] of SKIPS) {
    const student = byLogin.get(login);
    const date = addDays(today, offset);
    for (const slot of slots) {
      const m = moment(date, slot);
      if (!student || !hasPlanAt(student, now, m.servingFrom)) continue;
      // Made before the cutoff: a day or two ahead of it.
      rows.skips.push({
        userId: student.id,
        date,
        slot,
        createdAt: new Date(m.cutoff.getTime() - rng.int(2, 40) * 3_600_000),
      });
    }
  }

  const skipped = new Set(rows.skips.map((s) => `${s.userId} ${s.date} ${s.slot}`));
  for (const slot of MEAL_SLOTS) {
    const m = moment(yesterday, slot);
    for (const student of students) {
      if (!hasPlanAt(student, now, m.servingFrom) || skipped.has(`${student.id} ${yesterday} ${slot}`))
        continue;
      // Most members eat; one in five did not come.
      if (rng.next() < 0.2) continue;
      const window = m.servingTo.getTime() - m.servingFrom.getTime();
      rows.servings.push({
        userId: student.id,
        date: yesterday,
        slot,
        servedAt: new Date(m.servingFrom.getTime() + Math.floor(rng.next() * window)),
        servedBy,
      });
    }
  }
  return rows;
}
