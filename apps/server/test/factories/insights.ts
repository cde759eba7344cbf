import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.js';
import {
  mealLikes,
  mealRequests,
  mealServings,
  mealSkips,
  payments,
  reviews,
  users,
} from '../../src/db/schema/index.js';
import { buildTestApp } from '../helper.js';
import { insertMeals } from './meals.js';
import { createUser } from './users.js';

// A kitchen's history written straight into the tables, at moments named on the hostel's clock (Dhaka, UTC+6,
// no daylight saving), and the plain-JavaScript counts the insights must agree with. The days are fixed days
// of 2025: every one of them is over, whatever the hour the tests run at.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A moment of a Dhaka day: `at('2025-03-10', '23:30')`. */
export const at = (date: string, time: string) => new Date(`${date}T${time}:00+06:00`);
/** The Dhaka day of a moment. */
export const dhakaDay = (moment: Date) => new Date(moment.getTime() + 6 * HOUR).toISOString().slice(0, 10);
/** The Dhaka month of a moment. */
export const dhakaMonth = (moment: Date) => dhakaDay(moment).slice(0, 7);

export const RANGE = { from: '2025-03-10', to: '2025-04-20' } as const;
/** As many days just before the range (42). */
export const PREVIOUS = { from: '2025-01-27', to: '2025-03-09' } as const;

export const inDays = (moment: Date, range: { from: string; to: string }) =>
  dhakaDay(moment) >= range.from && dhakaDay(moment) <= range.to;

export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let ms = Date.parse(from); ms <= Date.parse(to); ms += DAY)
    out.push(new Date(ms).toISOString().slice(0, 10));
  return out;
}

type Status = 'pending' | 'delivered' | 'cancelled';
type Plan = 'Silver' | 'Gold' | 'Platinum';
const PRICE: Record<Plan, number> = { Silver: 1000, Gold: 2000, Platinum: 3000 };

export interface History {
  students: { id: string; name: string; email: string }[];
  meals: { id: string; title: string }[];
  requests: { userId: string; mealId: string; status: Status; createdAt: Date }[];
  payments: { userId: string; plan: Plan; cents: number; start: Date; end: Date; createdAt: Date }[];
  reviews: { userId: string; mealId: string; rating: number | null; createdAt: Date }[];
  likes: { userId: string; mealId: string; createdAt: Date }[];
  skips: { userId: string; date: string; slot: 'breakfast' | 'lunch' | 'dinner' }[];
  servings: { userId: string; date: string; slot: 'breakfast' | 'lunch' | 'dinner' }[];
}

/** Meal titles a CSV must quote, and ones a spreadsheet would run as a formula. */
export const AWKWARD_TITLE = 'Rice, "dal"\nand egg';
export const FORMULA_TITLE = '=HYPERLINK("http://evil.example","win")';
export const FORMULA_NAME = '@SUM(1+1)';

/** A small LCG, so the generated rows are the same on every run. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    // The high bits: the low bits of this generator repeat with short periods.
    return Math.floor((state / 2 ** 31) * below);
  };
}

export function buildHistory(): History {
  const pick = numbers(20250310);
  const students = Array.from({ length: 8 }, (_, i) => ({
    id: randomUUID(),
    name: i === 7 ? FORMULA_NAME : `Student ${i + 1}`,
    email: `insights-${i + 1}-${randomUUID().slice(0, 6)}@messhall.test`,
  }));
  const titles = ['Beef Tehari', AWKWARD_TITLE, 'Chicken Roast', FORMULA_TITLE, 'Khichuri', 'Morog Polao'];
  const meals = titles.map((title) => ({ id: randomUUID(), title }));
  const s = (i: number) => students[i]!.id;
  const m = (i: number) => meals[i]!.id;
  const statuses: Status[] = ['pending', 'delivered', 'cancelled'];

  // Requests: a few a day over the range, the period before and beyond, plus the edges of the hostel's days.
  // A student has at most one pending request per meal (meal_requests_one_pending_idx).
  const requests: History['requests'] = [];
  const pending = new Set<string>();
  for (const date of daysFrom('2025-01-20', '2025-04-25')) {
    for (let k = 0; k < 1 + pick(3); k++) {
      const [userId, mealId] = [s(pick(8)), m(pick(6))];
      let status = statuses[pick(3)]!;
      if (status === 'pending' && pending.has(userId + mealId)) status = 'delivered';
      if (status === 'pending') pending.add(userId + mealId);
      const minute = pick(24 * 60);
      requests.push({
        userId,
        mealId,
        status,
        createdAt: new Date(at(date, '00:00').getTime() + minute * 60_000),
      });
    }
  }
  const edge = (date: string, time: string, meal: number) =>
    requests.push({ userId: s(0), mealId: m(meal), status: 'delivered', createdAt: at(date, time) });
  edge('2025-03-15', '23:30', 2); // day D, 17:30 UTC
  edge('2025-03-16', '00:10', 2); // day D + 1, 18:10 UTC of day D
  edge(RANGE.from, '00:00', 2); // the first moment of the range
  edge(PREVIOUS.to, '23:59', 2); // the last minute before it
  edge('2025-04-21', '00:00', 2); // the first moment after it

  // Payments: monthly renewals (student 0 upgrades Silver → Gold mid-period), a student who lapses, one whose
  // plans leave a few hours' gap inside one day, and payments at the range's edges.
  const payments: History['payments'] = [];
  const pay = (student: number, plan: Plan, start: Date, days = 30) =>
    payments.push({
      userId: s(student),
      plan,
      cents: PRICE[plan],
      start,
      end: new Date(start.getTime() + days * DAY),
      createdAt: start,
    });
  pay(0, 'Silver', at('2025-02-20', '10:00'));
  pay(0, 'Gold', at('2025-03-12', '12:00')); // overlaps the Silver period: counted once
  pay(0, 'Gold', at('2025-04-11', '12:00'));
  pay(1, 'Gold', at('2025-02-22', '08:00')); // lapses on 2025-03-24 at 08:00
  pay(2, 'Platinum', at('2025-03-01', '09:00'), 24); // ends 2025-03-25 09:00 …
  pay(2, 'Silver', at('2025-03-25', '18:00')); // … renewed at 18:00 the same day
  pay(3, 'Silver', at(RANGE.from, '00:00')); // the first moment of the range
  pay(4, 'Platinum', at(PREVIOUS.to, '23:59')); // the last minute before it
  pay(5, 'Gold', at('2025-04-20', '23:59')); // the range's last minute
  pay(6, 'Silver', at('2025-04-21', '00:00')); // after it
  pay(6, 'Gold', at('2025-01-28', '15:00')); // in the period before

  // Reviews: one per student and meal. Meal 0 averages 4.5 from four starred reviews, meal 2 4.5 from two:
  // meal 0 ranks first. Meal 3 averages 2 from three (the worst list); meal 4 averages 1 from two (too few).
  const reviews: History['reviews'] = [];
  const review = (
    student: number,
    meal: number,
    rating: number | null,
    date = '2025-03-20',
    time = '12:00',
  ) => reviews.push({ userId: s(student), mealId: m(meal), rating, createdAt: at(date, time) });
  [5, 4, 5, 4].forEach((r, i) => review(i, 0, r));
  review(4, 0, null);
  review(0, 2, 5, '2025-03-15', '23:30');
  review(1, 2, 4, '2025-03-16', '00:10');
  [2, 1, 3].forEach((r, i) => review(i, 3, r, '2025-04-01'));
  review(3, 3, null, '2025-04-02');
  [1, 1].forEach((r, i) => review(i, 4, r, '2025-04-05'));
  review(5, 4, 5, PREVIOUS.to, '23:59'); // before the range
  review(6, 4, 5, '2025-04-21', '00:00'); // after it
  review(2, 1, 3, RANGE.from, '00:00');

  // Likes: meal 1 most, then meal 5, then meal 0; some outside the range.
  const likes: History['likes'] = [];
  const like = (student: number, meal: number, date: string, time = '09:00') =>
    likes.push({ userId: s(student), mealId: m(meal), createdAt: at(date, time) });
  for (let i = 0; i < 6; i++) like(i, 1, '2025-03-11');
  for (let i = 0; i < 4; i++) like(i, 5, '2025-04-19', '23:59');
  for (let i = 0; i < 2; i++) like(i, 0, RANGE.from, '00:00');
  for (let i = 0; i < 5; i++) like(i, 4, PREVIOUS.to, '23:59');
  like(6, 0, '2025-04-21', '00:00');

  // Skips and servings of the members on a few days of the range and the period before.
  const skips: History['skips'] = [
    { userId: s(0), date: '2025-03-14', slot: 'lunch' },
    { userId: s(1), date: '2025-03-14', slot: 'dinner' },
    { userId: s(2), date: '2025-03-20', slot: 'breakfast' },
    // Not a member that day (student 1 lapsed on the 24th): the headcount does not count this skip.
    { userId: s(1), date: '2025-03-30', slot: 'lunch' },
    { userId: s(6), date: '2025-02-10', slot: 'lunch' },
  ];
  const servings: History['servings'] = [
    { userId: s(0), date: '2025-03-14', slot: 'breakfast' },
    { userId: s(2), date: '2025-03-14', slot: 'lunch' },
    { userId: s(3), date: '2025-04-20', slot: 'dinner' },
    { userId: s(0), date: '2025-03-01', slot: 'dinner' },
  ];
  return { students, meals, requests, payments, reviews, likes, skips, servings };
}

/** Writes the history into the database. */
export async function insertHistory(db: Db, h: History): Promise<void> {
  await db.insert(users).values(h.students);
  await insertMeals(
    db,
    h.meals.map((meal) => ({ id: meal.id, title: meal.title })),
  );
  await db
    .insert(mealRequests)
    .values(h.requests.map((r) => ({ ...r, packageName: 'Gold', updatedAt: r.createdAt })));
  await db.insert(payments).values(
    h.payments.map((p) => ({
      userId: p.userId,
      packageName: p.plan,
      amountCents: p.cents,
      currency: 'usd',
      provider: 'sandbox',
      transactionId: `test_${randomUUID()}`,
      status: 'succeeded',
      periodStart: p.start,
      periodEnd: p.end,
      createdAt: p.createdAt,
    })),
  );
  await db
    .insert(reviews)
    .values(h.reviews.map((r) => ({ ...r, content: 'Tasty enough', updatedAt: r.createdAt })));
  await db.insert(mealLikes).values(h.likes);
  await db.insert(mealSkips).values(h.skips);
  await db.insert(mealServings).values(h.servings);
}

/** The app on a fresh database holding the history, with an admin and a student who has none of it. */
export async function appWithHistory() {
  const t = await buildTestApp();
  const admin = await createUser(t.app, t.database, { role: 'admin' });
  const student = await createUser(t.app, t.database);
  const h = buildHistory();
  await insertHistory(t.database.db, h);
  return { t, admin, student, h };
}
