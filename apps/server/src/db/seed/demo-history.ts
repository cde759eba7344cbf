import { randomUUID } from 'node:crypto';
import {
  calendarDayMs,
  daysBetween,
  DEFAULT_MENU_TIMES,
  MEAL_SLOTS,
  type MealCategory,
  type MealSlot,
} from '@messhall/shared';
import { addDays, daysOf, hostelDate, hostelMoment, slotMoments } from '../../lib/hostel-clock.js';
import {
  membershipPeriods,
  paymentRows,
  type DemoRows,
  type DemoStudent,
  type MealPlan,
} from './demo-content.js';
import type { DemoMenuRows } from './demo-menu.js';
import { REVIEW_TEXTS } from './demo-people.js';
import type { Rng } from './random.js';

// The demo kitchen's past, for the admin's insights: the residents (demo-people.ts) renew monthly plans over the
// last hundred days and some lapse; they request meals, review and like them a few times a day since the
// catalogue's first meals (two months); the menu of the last 75 days was planned from the meals posted by then
// and the members ate, skipping now and then. Only the residents
// request, review and like, so the named demo accounts keep exactly the rows the tests and screens expect;
// the meal service's past counts every member. Who comes to a meal follows a hall's week (attendance below,
// docs/product/rules.md#the-demo-kitchens-week).

const HOUR = 3_600_000;
/** Days of history before today. */
const HISTORY_DAYS = 75;
const SLOT_CATEGORY: Record<MealSlot, MealCategory> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
};

export interface DemoHistoryRows extends Omit<DemoRows, 'meals'>, DemoMenuRows {
  /** The first day of the history. */
  from: string;
}

interface HistoryInput {
  rng: Rng;
  now: Date;
  zone: string;
  /** Every student: the named ones eat at the counter too. */
  students: readonly DemoStudent[];
  residents: readonly DemoStudent[];
  published: readonly MealPlan[];
  /**
   * The meals residents may review: those the named students reviewed, so the meals nobody has reviewed stay
   * unreviewed for the screens' first-review paths.
   */
  reviewable: readonly MealPlan[];
  /** When each published meal was posted (nothing is requested, liked or reviewed before). */
  postTimes: ReadonlyMap<string, Date>;
  /** The first day the demo's own menu plans (demo-menu.ts): the history's menu ends the day before. */
  menuFrom: string;
  servedBy: string;
}

/** Two weeks of exams, 6 and 5 weeks before today: students stay in and eat in the hall. */
const EXAM_DAYS_AGO = { from: 42, to: 29 };

/**
 * The share of counted members (not skipping) who come to a slot. The hostel's weekend is Friday and Saturday:
 * breakfasts are thin then, Friday lunch is the week's lowest (prayers and meals out), Thursday dinner is low
 * (students leave for the weekend); exam weeks fill every meal.
 */
export function attendance(date: string, slot: MealSlot, daysAgo: number): number {
  const weekday = new Date(calendarDayMs(date)).getUTCDay();
  const weekend = weekday === 5 || weekday === 6;
  let share = { breakfast: 0.74, lunch: 0.8, dinner: 0.76 }[slot];
  if (slot === 'breakfast' && weekend) share = 0.48;
  if (slot === 'lunch' && weekday === 5) share = 0.45;
  if (slot === 'lunch' && weekday === 6) share = 0.68;
  if (slot === 'dinner' && weekday === 4) share = 0.55;
  if (daysAgo >= EXAM_DAYS_AGO.to && daysAgo <= EXAM_DAYS_AGO.from) share = Math.min(0.97, share + 0.15);
  return share;
}

/** A moment of the hostel day `date` between two wall-clock hours. */
function momentOn(rng: Rng, zone: string, date: string, fromHour: number, toHour: number): Date {
  const from = hostelMoment(zone, date, fromHour * 60).getTime();
  return new Date(from + Math.floor(rng.next() * (toHour - fromHour) * HOUR));
}

const holdsPlan = (student: DemoStudent, now: Date, moment: Date) =>
  membershipPeriods(student, now).find((p) => p.start <= moment && moment < p.end);

function requestsLikesReviews(input: HistoryInput, days: readonly string[]) {
  const { rng, now, zone, residents, published, postTimes } = input;
  const out: Pick<DemoHistoryRows, 'requests' | 'likes' | 'reviews'> = {
    requests: [],
    likes: [],
    reviews: [],
  };
  const liked = new Set<string>();
  const reviewed = new Set<string>();
  const after = (moment: Date) => published.filter((m) => postTimes.get(m.id)! < moment);
  for (const date of days) {
    for (let n = rng.int(1, 4); n > 0; n--) {
      const createdAt = momentOn(rng, zone, date, 8, 22);
      const members = residents.filter((r) => holdsPlan(r, now, createdAt));
      const choices = after(createdAt);
      if (members.length === 0 || choices.length === 0) continue;
      const student = rng.pick(members);
      const period = holdsPlan(student, now, createdAt)!;
      const status = rng.next() < 0.82 ? 'delivered' : 'cancelled';
      out.requests.push({
        id: randomUUID(),
        userId: student.id,
        mealId: rng.pick(choices).id,
        packageName: period.plan,
        status,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + rng.int(1, 5) * HOUR),
      });
    }
    for (let n = rng.int(0, 3); n > 0; n--) {
      const createdAt = momentOn(rng, zone, date, 7, 23);
      const student = rng.pick(residents);
      const meal = rng.pick(after(createdAt).length > 0 ? after(createdAt) : published);
      const key = `${student.id} ${meal.id}`;
      if (liked.has(key) || postTimes.get(meal.id)! >= createdAt || student.joinedAt >= createdAt) continue;
      liked.add(key);
      out.likes.push({ mealId: meal.id, userId: student.id, createdAt });
    }
    for (let n = rng.int(0, 2); n > 0; n--) {
      const createdAt = momentOn(rng, zone, date, 13, 23);
      const meals = input.reviewable.filter((m) => postTimes.get(m.id)! < createdAt);
      const students = residents.filter((r) => r.joinedAt < createdAt);
      if (meals.length === 0 || students.length === 0) continue;
      const student = rng.pick(students);
      const meal = rng.pick(meals);
      const key = `${student.id} ${meal.id}`;
      if (reviewed.has(key)) continue;
      reviewed.add(key);
      // One in eight is text only (decision 0029); few are unhappy.
      const rating = rng.weighted<2 | 3 | 4 | 5 | null>([
        [5, 36],
        [4, 34],
        [3, 14],
        [2, 4],
        [null, 12],
      ]);
      const content = rng.pick(REVIEW_TEXTS[rating ?? 4]);
      out.reviews.push({
        mealId: meal.id,
        userId: student.id,
        rating,
        content,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return out;
}

/** The menu of the past days, one or two meals a slot, and who ate: members, less skips and no-shows. */
function pastMealService(input: HistoryInput, days: readonly string[]): DemoMenuRows {
  const { rng, now, zone, students, residents, published, postTimes, servedBy, menuFrom } = input;
  const rows: DemoMenuRows = { items: [], skips: [], servings: [] };
  const today = hostelDate(zone, now);
  const yesterday = addDays(today, -1);
  for (const date of days) {
    const daysAgo = daysBetween(date, today);
    for (const slot of MEAL_SLOTS) {
      const m = slotMoments(zone, DEFAULT_MENU_TIMES, date, slot);
      if (date < menuFrom) {
        const choices = published.filter(
          (meal) => meal.source.category === SLOT_CATEGORY[slot] && postTimes.get(meal.id)! < m.servingFrom,
        );
        const picked = rng.shuffle(choices).slice(0, rng.int(1, 2));
        picked.forEach((meal, position) => rows.items.push({ date, slot, mealId: meal.id, position }));
      }
      // Yesterday the named students were served already (demo-menu.ts); the residents still eat.
      for (const student of date === yesterday ? residents : students) {
        if (!holdsPlan(student, now, m.servingFrom)) continue;
        if (rng.next() < 0.06) {
          rows.skips.push({
            userId: student.id,
            date,
            slot,
            createdAt: new Date(m.cutoff.getTime() - rng.int(2, 40) * HOUR),
          });
        } else if (rng.next() < attendance(date, slot, daysAgo)) {
          const window = m.servingTo.getTime() - m.servingFrom.getTime();
          rows.servings.push({
            userId: student.id,
            date,
            slot,
            servedAt: new Date(m.servingFrom.getTime() + Math.floor(rng.next() * window)),
            servedBy,
          });
        }
      }
    }
  }
  return rows;
}

/** Every row of the demo's past, from its own random sequence (the rest of the demo is drawn unchanged). */
export function buildDemoHistory(input: HistoryInput): DemoHistoryRows {
  const today = hostelDate(input.zone, input.now);
  const days = daysOf(addDays(today, -HISTORY_DAYS), addDays(today, -1));
  return {
    from: days[0]!,
    payments: paymentRows(input.residents, input.now),
    ...requestsLikesReviews(input, days),
    ...pastMealService(input, days),
  };
}
