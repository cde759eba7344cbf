import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_MESSAGES, MENU_MESSAGES, type InsightsResponse } from '@messhall/shared';
import { mealRequests, payments, users } from '../src/db/schema/index.js';
import type { TestApp } from './helper.js';
import {
  at,
  AWKWARD_TITLE,
  appWithHistory,
  dhakaDay,
  FORMULA_NAME,
  FORMULA_TITLE,
  inDays,
  RANGE,
  type History,
} from './factories/insights.js';
import type { TestUser } from './factories/users.js';

// GET /api/admin/insights.csv: each chart's series with the same numbers as the JSON answer, the range's
// requests and payments row by row, quoted by the CSV rules and safe to open in a spreadsheet.

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let h: History;
let answer: InsightsResponse;

const RANGE_QUERY = `from=${RANGE.from}&to=${RANGE.to}`;

const csv = (query: string, user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/insights.csv?${query}`, headers: user?.headers ?? {} });

/** The rows of an export, header first, read back by a real CSV parser. */
async function rowsOf(series: string, query = RANGE_QUERY): Promise<string[][]> {
  const res = await csv(`${query}&series=${series}`);
  expect(res.statusCode).toBe(200);
  return parse(res.body, { bom: true }) as string[][];
}

/** "2025-03-15 23:30:00": a moment on the hostel's clock, as the exports write it. */
const dhakaClock = (moment: Date) =>
  new Date(moment.getTime() + 6 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');

beforeAll(async () => {
  ({ t, admin, student, h } = await appWithHistory());
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/insights?${RANGE_QUERY}`,
    headers: admin.headers,
  });
  answer = res.json();
});
afterAll(() => t?.close());

describe('who may export', () => {
  it('answers 401 to a visitor and 403 to a student', async () => {
    expect((await csv(`${RANGE_QUERY}&series=requests`, null)).statusCode).toBe(401);
    expect((await csv(`${RANGE_QUERY}&series=requests`, student)).statusCode).toBe(403);
  });

  it.each([
    [`${RANGE_QUERY}&series=everything`, 'series', INSIGHTS_MESSAGES.insightsUnknownSeries],
    [RANGE_QUERY, 'series', INSIGHTS_MESSAGES.insightsUnknownSeries],
    ['from=2025-03-10&to=2025-02-01&series=requests', 'to', MENU_MESSAGES.rangeBackwards],
    ['from=2024-01-01&to=2025-01-01&series=payments', 'to', INSIGHTS_MESSAGES.insightsRangeTooLong],
    ['from=March&to=2025-04-01&series=payments', 'from', MENU_MESSAGES.invalidDate],
  ])('refuses %s with a 400 naming %s', async (query, field, message) => {
    const res = await csv(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual(expect.objectContaining({ path: field, message }));
  });
});

describe('a chart series', () => {
  it('is a CSV attachment named after the series and the range, kept by no shared cache', async () => {
    const res = await csv(`${RANGE_QUERY}&series=requests-per-day`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="messhall-requests-per-day-${RANGE.from}-${RANGE.to}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  const asText = (cells: (string | number)[]) => cells.map(String);

  it.each<[string, string[], (a: InsightsResponse) => (string | number)[][]]>([
    [
      'requests-per-day',
      ['date', 'pending', 'delivered', 'cancelled'],
      (a) => a.requestsPerDay.map((d) => [d.date, d.pending, d.delivered, d.cancelled]),
    ],
    [
      'revenue-per-month',
      ['month', 'silver_cents', 'gold_cents', 'platinum_cents', 'payments'],
      (a) => a.revenuePerMonth.map((m) => [m.month, m.silver, m.gold, m.platinum, m.payments]),
    ],
    ['active-members', ['date', 'members'], (a) => a.activeMembers.map((d) => [d.date, d.members])],
    [
      'review-stars',
      ['stars', 'reviews'],
      (a) => [...a.reviewStars.stars.map((s) => [s.stars, s.reviews]), ['none', a.reviewStars.withoutStars]],
    ],
    [
      'meal-service',
      ['date', 'slot', 'expected', 'skipped', 'served'],
      (a) =>
        a.mealService.flatMap((d) => d.slots.map((s) => [d.date, s.slot, s.expected, s.skipped, s.served])),
    ],
  ])('%s has a header row and the JSON answer’s numbers', async (series, header, rows) => {
    const [head, ...body] = await rowsOf(series);
    expect(head).toEqual(header);
    expect(body).toEqual(rows(answer).map(asText));
    expect(body.length).toBeGreaterThan(0);
  });

  it('top-meals lists each ranking in order, titles quoted and neutralised', async () => {
    const [head, ...body] = await rowsOf('top-meals');
    expect(head).toEqual(['list', 'rank', 'meal_id', 'title', 'value', 'count']);
    const safe = (title: string) => (title === FORMULA_TITLE ? `'${title}` : title);
    const lists = [
      ['by-rating', answer.topMeals.byRating],
      ['by-likes', answer.topMeals.byLikes],
      ['by-requests', answer.topMeals.byRequests],
      ['worst-rated', answer.topMeals.worstRated],
    ] as const;
    expect(body).toEqual(
      lists.flatMap(([list, meals]) =>
        meals.map((m, i) => asText([list, i + 1, m.mealId, safe(m.title), m.value, m.count])),
      ),
    );
    expect(body.some((row) => row[3] === AWKWARD_TITLE)).toBe(true);
  });
});

describe('the row-by-row exports', () => {
  it('lists the range’s requests on the hostel’s clock with meal, student, plan and status', async () => {
    const [head, ...body] = await rowsOf('requests');
    expect(head).toEqual(['created_at (Asia/Dhaka)', 'meal', 'student', 'email', 'plan', 'status']);
    const titles = new Map(h.meals.map((m) => [m.id, m.title]));
    const students = new Map(h.students.map((s) => [s.id, s]));
    const safe = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);
    const expected = h.requests
      .filter((r) => inDays(r.createdAt, RANGE))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((r) => {
        const who = students.get(r.userId)!;
        return [
          dhakaClock(r.createdAt),
          safe(titles.get(r.mealId)!),
          safe(who.name),
          who.email,
          'Gold',
          r.status,
        ];
      });
    // Rows made in the same minute may come in either order.
    const key = (row: string[]) => row.join('|');
    expect(body.map(key).sort()).toEqual(expected.map(key).sort());
    expect(body.map((row) => row[0])).toEqual(expected.map((row) => row[0]));
    expect(body.map((row) => row[0])).toContain('2025-03-15 23:30:00');
    expect(body[0]![0]).toBe('2025-03-10 00:00:00');
  });

  it('lists the range’s payments with the student, plan and amount', async () => {
    const [head, ...body] = await rowsOf('payments');
    expect(head).toEqual([
      'paid_at (Asia/Dhaka)',
      'student',
      'email',
      'plan',
      'amount_cents',
      'currency',
      'transaction_id',
    ]);
    const paid = h.payments
      .filter((p) => inDays(p.createdAt, RANGE))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(body.map((row) => [row[0], row[3], row[4]])).toEqual(
      paid.map((p) => [dhakaClock(p.createdAt), p.plan, String(p.cents)]),
    );
    expect(body.every((row) => row[6]!.startsWith('test_'))).toBe(true);
  });

  it('quotes commas, quotes and line breaks, and neutralises formulas', async () => {
    const res = await csv(`${RANGE_QUERY}&series=requests`);
    expect(res.body).toContain('"Rice, ""dal""\nand egg"');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""win"")"`);
    expect(res.body).toContain(`'${FORMULA_NAME}`);
    expect(res.body).not.toMatch(/(^|[,\n])=HYPERLINK/);
    expect(res.body.split('\r\n')[0]).toBe('\uFEFFcreated_at (Asia/Dhaka),meal,student,email,plan,status');
  });

  it('keeps a name with a bare line break in its own cell, and neutralises full-width formulas', async () => {
    // Names written before names refused control characters are still in the table.
    const day = '2024-07-01';
    const names = ['Rina\n=HYPERLINK(C1&D1)', 'Rafi\r+1', '\uFF1DSUM(1)', '\uFF0B1', '\uFF0D1', '\uFF20A1'];
    const people = names.map((name, i) => ({
      id: randomUUID(),
      name,
      email: `csv-${i}-${randomUUID()}@x.test`,
    }));
    await t.database.db.insert(users).values(people);
    const moment = at(day, '12:00');
    await t.database.db.insert(mealRequests).values(
      people.map((p) => ({
        userId: p.id,
        mealId: h.meals[0]!.id,
        packageName: 'Gold',
        status: 'delivered' as const,
        createdAt: moment,
      })),
    );
    await t.database.db.insert(payments).values(
      people.map((p) => ({
        userId: p.id,
        packageName: 'Gold',
        amountCents: 2000,
        currency: 'usd',
        provider: 'sandbox',
        transactionId: `test_${randomUUID()}`,
        status: 'succeeded',
        periodStart: moment,
        periodEnd: new Date(moment.getTime() + 30 * 24 * 60 * 60 * 1000),
        createdAt: moment,
      })),
    );
    const expected = names.map((name) => (/^\p{L}/u.test(name) ? name : `'${name}`)).sort();
    for (const [series, column] of [
      ['requests', 2],
      ['payments', 1],
    ] as const) {
      const [, ...body] = await rowsOf(series, `from=${day}&to=${day}`);
      expect(body).toHaveLength(names.length);
      expect(body.map((row) => row[column]).sort()).toEqual(expected);
      expect(body.every((row) => /^\d{4}-\d{2}-\d{2} /.test(row[0]!))).toBe(true);
    }
  });

  it('pages through thousands of rows, rows made in the same instant included', async () => {
    // 2,500 requests on one day of 2024, 1,200 of them in the same microsecond: page edges fall inside the tie.
    const day = '2024-06-01';
    const same = at(day, '12:00');
    const rows = Array.from({ length: 2_500 }, (_, i) => ({
      userId: h.students[i % 8]!.id,
      mealId: h.meals[i % 6]!.id,
      packageName: 'Silver',
      status: i % 2 === 0 ? ('delivered' as const) : ('cancelled' as const),
      createdAt: i < 1_200 ? same : new Date(same.getTime() + (i - 1_199) * 1_000),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.database.db.insert(mealRequests).values(rows.slice(i, i + 500));
    const [, ...body] = await rowsOf('requests', `from=${day}&to=${day}`);
    expect(body).toHaveLength(2_500);
    expect(body.filter((row) => row[0] === dhakaClock(same))).toHaveLength(1_200);
    expect(body.filter((row) => row[5] === 'delivered')).toHaveLength(1_250);
    expect(new Set(body.map((row) => row[0])).size).toBe(1 + 1_300);
    expect(dhakaDay(same)).toBe(day);
  });
});
