import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INSIGHTS_MESSAGES,
  MENU_MESSAGES,
  type HeadcountResponse,
  type InsightsResponse,
  type TopMeal,
} from '@messhall/shared';
import { mealRequests } from '../src/db/schema/index.js';
import type { TestApp } from './helper.js';
import {
  at,
  appWithHistory,
  daysFrom,
  dhakaMonth,
  inDays,
  PREVIOUS,
  RANGE,
  type History,
} from './factories/insights.js';
import type { TestUser } from './factories/users.js';

// GET /api/admin/insights against counts of the rows behind it, made at the edges of the hostel's days
// (factories/insights.ts). The expected numbers are counted here in plain JavaScript.

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let h: History;
let answer: InsightsResponse;

const DAY = 24 * 60 * 60 * 1000;

const insights = (query: string, user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/insights?${query}`, headers: user?.headers ?? {} });

async function headcount(from: string, to: string): Promise<HeadcountResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/menu/headcount?from=${from}&to=${to}`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The headcount's days of a range longer than its 31-day limit, asked a month at a time. */
async function headcountDays(range: { from: string; to: string }) {
  const days = daysFrom(range.from, range.to);
  const out: HeadcountResponse['days'] = [];
  for (let i = 0; i < days.length; i += 31) {
    out.push(...(await headcount(days[i]!, days[Math.min(i + 30, days.length - 1)]!)).days);
  }
  return out;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function expectedTotals(range: { from: string; to: string }) {
  const paid = h.payments.filter((p) => inDays(p.createdAt, range));
  return {
    requests: h.requests.filter((r) => inDays(r.createdAt, range)).length,
    revenueCents: sum(paid.map((p) => p.cents)),
    payments: paid.length,
    reviews: h.reviews.filter((r) => inDays(r.createdAt, range)).length,
  };
}

beforeAll(async () => {
  ({ t, admin, student, h } = await appWithHistory());
  const res = await insights(`from=${RANGE.from}&to=${RANGE.to}`);
  expect(res.statusCode).toBe(200);
  answer = res.json();
});
afterAll(() => t?.close());

describe('who may read the insights', () => {
  it('answers 401 to a visitor and 403 to a student', async () => {
    expect((await insights(`from=${RANGE.from}&to=${RANGE.to}`, null)).statusCode).toBe(401);
    expect((await insights(`from=${RANGE.from}&to=${RANGE.to}`, student)).statusCode).toBe(403);
  });

  it('is never kept by a shared cache', async () => {
    const res = await insights(`from=${RANGE.from}&to=${RANGE.to}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['from=2025-02-30&to=2025-03-01', 'from', MENU_MESSAGES.invalidDate],
    ['to=2025-03-01', 'from', MENU_MESSAGES.invalidDate],
    ['from=2025-03-01&to=yesterday', 'to', MENU_MESSAGES.invalidDate],
    ['from=2025-03-05&to=2025-03-01', 'to', MENU_MESSAGES.rangeBackwards],
    ['from=2024-01-01&to=2025-01-01', 'to', INSIGHTS_MESSAGES.insightsRangeTooLong],
  ])('refuses %s with a 400 naming %s', async (query, field, message) => {
    const res = await insights(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual(expect.objectContaining({ path: field, message }));
  });

  it('answers a range of 366 days with every day in it', async () => {
    const res = await insights('from=2024-01-01&to=2024-12-31');
    expect(res.statusCode).toBe(200);
    const body = res.json() as InsightsResponse;
    expect(body.requestsPerDay).toHaveLength(366);
    expect(body.activeMembers).toHaveLength(366);
    expect(body.mealService).toHaveLength(366);
    expect(body.revenuePerMonth.map((m) => m.month)).toHaveLength(12);
  });
});

describe('the numbers equal the rows behind them', () => {
  it('counts requests on the hostel day they were made, by their status now', () => {
    const expected = daysFrom(RANGE.from, RANGE.to).map((date) => {
      const made = h.requests.filter((r) => inDays(r.createdAt, { from: date, to: date }));
      const of = (status: string) => made.filter((r) => r.status === status).length;
      return { date, pending: of('pending'), delivered: of('delivered'), cancelled: of('cancelled') };
    });
    expect(answer.timeZone).toBe('Asia/Dhaka');
    expect(answer.requestsPerDay).toEqual(expected);
    // The two edge requests of the 15th and the 16th are made on the same UTC day, 40 minutes apart.
    expect(at('2025-03-15', '23:30').toISOString().slice(0, 10)).toBe(
      at('2025-03-16', '00:10').toISOString().slice(0, 10),
    );
  });

  it('sums revenue per plan per month by the day paid, a month cut by the range counting only its days', () => {
    const months = ['2025-03', '2025-04'].map((month) => {
      const paid = h.payments.filter((p) => inDays(p.createdAt, RANGE) && dhakaMonth(p.createdAt) === month);
      const of = (plan: string) => sum(paid.filter((p) => p.plan === plan).map((p) => p.cents));
      return {
        month,
        silver: of('Silver'),
        gold: of('Gold'),
        platinum: of('Platinum'),
        payments: paid.length,
      };
    });
    expect(answer.revenuePerMonth).toEqual(months);
    // March from the 10th: the Platinum paid at 23:59 on the 9th is not in it, the Silver paid at midnight is.
    expect(answer.revenuePerMonth[0]).toMatchObject({ platinum: 0, silver: 2000 });
  });

  it('counts a member on every day their paid time touches, once however many periods overlap', () => {
    const expected = daysFrom(RANGE.from, RANGE.to).map((date) => {
      const start = at(date, '00:00').getTime();
      const members = new Set(
        h.payments
          .filter((p) => p.start.getTime() < start + DAY && p.end.getTime() > start)
          .map((p) => p.userId),
      );
      return { date, members: members.size };
    });
    expect(answer.activeMembers).toEqual(expected);
    const on = (date: string) => answer.activeMembers.find((d) => d.date === date)!.members;
    const [s0, s1, s2] = h.students.map((s) => s.id);
    const holds = (id: string | undefined, date: string) =>
      h.payments.some(
        (p) =>
          p.userId === id &&
          p.start < new Date(at(date, '00:00').getTime() + DAY) &&
          p.end > at(date, '00:00'),
      );
    // Student 0's Silver and Gold overlap on the 13th; student 1 lapsed at 08:00 on the 24th (counted that day,
    // not the next); student 2's two plans both touch the 25th.
    expect(holds(s0, '2025-03-13') && holds(s1, '2025-03-24') && !holds(s1, '2025-03-25')).toBe(true);
    expect(holds(s2, '2025-03-25')).toBe(true);
    expect(on('2025-03-24') - on('2025-03-25')).toBe(1);
  });

  it('ranks meals by stars (ties by more reviews), likes and requests, and the worst among well-reviewed ones', () => {
    const [m0, m1, m2, m3, m4] = h.meals.map((m) => m.id);
    const brief = (list: TopMeal[]) => list.map((m) => [m.mealId, m.value, m.count]);
    expect(brief(answer.topMeals.byRating)).toEqual([
      [m0, 4.5, 4],
      [m2, 4.5, 2],
      [m1, 3, 1],
      [m3, 2, 3],
      [m4, 1, 2],
    ]);
    // Meal 4 averages 1 from two starred reviews: too few for the worst list.
    expect(brief(answer.topMeals.worstRated)).toEqual([
      [m3, 2, 3],
      [m0, 4.5, 4],
    ]);
    expect(brief(answer.topMeals.byLikes)).toEqual([
      [h.meals[1]!.id, 6, 6],
      [h.meals[5]!.id, 4, 4],
      [m0, 2, 2],
    ]);
    const requested = new Map<string, number>();
    for (const r of h.requests.filter((r) => inDays(r.createdAt, RANGE)))
      requested.set(r.mealId, (requested.get(r.mealId) ?? 0) + 1);
    const byRequests = answer.topMeals.byRequests;
    expect(new Map(byRequests.map((m) => [m.mealId, m.count]))).toEqual(requested);
    expect(byRequests.map((m) => m.count)).toEqual([...requested.values()].sort((a, b) => b - a));
    expect(byRequests.every((m) => m.value === m.count)).toBe(true);
    const titles = new Map(h.meals.map((m) => [m.id, m.title]));
    expect(byRequests.every((m) => m.title === titles.get(m.mealId))).toBe(true);
  });

  it('counts reviews written in the range per star, text-only ones apart', () => {
    const written = h.reviews.filter((r) => inDays(r.createdAt, RANGE));
    expect(answer.reviewStars).toEqual({
      stars: [1, 2, 3, 4, 5].map((stars) => ({
        stars,
        reviews: written.filter((r) => r.rating === stars).length,
      })),
      withoutStars: written.filter((r) => r.rating === null).length,
    });
    expect(answer.reviewStars.withoutStars).toBe(2);
  });

  it('gives the meal service as the headcount counts it, day by day', async () => {
    const days = await headcountDays(RANGE);
    expect(answer.mealService).toEqual(days);
    const all = answer.mealService.flatMap((d) => d.slots);
    expect(sum(all.map((s) => s.skipped))).toBe(3);
    expect(sum(all.map((s) => s.served))).toBe(3);
  });

  it('totals the range and the same number of days before it', async () => {
    const service = (days: HeadcountResponse['days']) => ({
      skips: sum(days.flatMap((d) => d.slots.map((s) => s.skipped))),
      served: sum(days.flatMap((d) => d.slots.map((s) => s.served))),
      // No production is recorded in this data set (forecast-api.test.ts records some).
      cooked: 0,
      leftover: 0,
    });
    expect(answer.totals).toEqual({ ...expectedTotals(RANGE), ...service(await headcountDays(RANGE)) });
    expect(answer.previousTotals).toEqual({
      ...expectedTotals(PREVIOUS),
      ...service(await headcountDays(PREVIOUS)),
    });
    expect(answer.previousTotals.skips).toBe(1);
    expect(answer.previousTotals.served).toBe(1);
  });
});

describe('reads at the same moment', () => {
  it('get the same answer, and a read after a change sees it', async () => {
    const day = '2024-02-01';
    const query = `from=${day}&to=${day}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => insights(query)));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers[0]!.json().totals.requests).toBe(0);
    await t.database.db.insert(mealRequests).values({
      userId: h.students[0]!.id,
      mealId: h.meals[0]!.id,
      packageName: 'Gold',
      status: 'delivered',
      createdAt: at(day, '12:00'),
    });
    expect((await insights(query)).json().totals.requests).toBe(1);
  });
});
