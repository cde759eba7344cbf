import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_MESSAGES as M, type ForecastResponse } from '@messhall/shared';
import { mealServings } from '../src/db/schema/index.js';
import { buildSecondApp, buildTestApp, type TestApp } from './helper.js';
import { giveMembership } from './factories/memberships.js';
import { hostelDay } from './factories/menu.js';
import { createUser, type TestUser } from './factories/users.js';

// The forecast per slot and the kitchen's production records, through the real routes (decisions 0065, 0066).

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let members: TestUser[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.database, { role: 'admin', name: 'Kitchen Karim' });
  student = await createUser(t.app, t.database, { name: 'Student Sadia' });
  members = [];
  for (const name of ['Mina', 'Rafi', 'Tuli', 'Omar']) {
    const member = await createUser(t.app, t.database, { name: `Member ${name}` });
    await giveMembership(t.database.db, member.id);
    members.push(member);
  }
}, 60_000);
afterAll(() => t.close());

const getForecast = (from: string, to: string, user: TestUser | null = admin, app = t.app) =>
  app.inject({
    method: 'GET',
    url: `/api/menu/forecast?from=${from}&to=${to}`,
    headers: user?.headers ?? {},
  });
const putProduction = (date: string, slot: string, payload: unknown, user: TestUser | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/menu/${date}/${slot}/production`,
    headers: user?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
const slotOf = (body: ForecastResponse, date: string, slot: string) =>
  body.days.find((d) => d.date === date)!.slots.find((s) => s.slot === slot)!;
const issues = (res: { json: () => unknown }) =>
  (res.json() as { error: { issues: { path: string; message: string }[] } }).error.issues;

describe('GET /api/menu/forecast', () => {
  it('says there is too little history and cooks for the expected count', async () => {
    const res = await getForecast(hostelDay(1), hostelDay(7));
    expect(res.statusCode).toBe(200);
    const body = res.json() as ForecastResponse;
    expect(body.today).toBe(hostelDay(0));
    expect(body.days.map((d) => d.date)).toHaveLength(7);
    const lunch = slotOf(body, hostelDay(1), 'lunch');
    expect(lunch).toMatchObject({
      expected: 4,
      cookFor: 4,
      low: 4,
      high: 4,
      basis: 'expected',
      share: null,
      weeks: 0,
      production: null,
    });
  });

  it('cooks for the share served on that weekday over the last weeks, and a skip moves it at once', async () => {
    // Each member paid for the two months before their plan of today; three of the four ate lunch every day of
    // the eight weeks before today.
    for (const member of members) {
      for (const startsInDays of [-60, -30]) await giveMembership(t.database.db, member.id, { startsInDays });
    }
    await t.database.db
      .insert(mealServings)
      .values(
        Array.from({ length: 56 }, (_, i) =>
          members.slice(0, 3).map((m) => ({ userId: m.id, date: hostelDay(-1 - i), slot: 'lunch' as const })),
        ).flat(),
      );
    // Rows written behind the product's back into days already over: an instance keeps the counts of such days
    // (decision 0065), so another instance, which has not counted them yet, reads them.
    const fresh = await buildSecondApp(t);
    const forecastOf = async (date: string) =>
      (await getForecast(date, date, admin, fresh.app)).json() as ForecastResponse;
    const before = await forecastOf(hostelDay(2));
    expect(slotOf(before, hostelDay(2), 'lunch')).toMatchObject({
      expected: 4,
      cookFor: 3,
      low: 3,
      high: 3,
      basis: 'history',
      share: 0.75,
      weeks: 8,
    });
    // Nobody ate dinner on those days: the forecast says so rather than falling back.
    expect(slotOf(before, hostelDay(2), 'dinner')).toMatchObject({ expected: 4, cookFor: 0, share: 0 });

    const skip = await t.app.inject({
      method: 'POST',
      url: `/api/menu/${hostelDay(2)}/lunch/skip`,
      headers: members[3]!.headers,
    });
    expect(skip.statusCode).toBe(201);
    const after = await forecastOf(hostelDay(2));
    expect(slotOf(after, hostelDay(2), 'lunch')).toMatchObject({ expected: 3, skipped: 1, cookFor: 2 });
    await fresh.close();
  });

  it('refuses a range longer than 14 days or running backwards, naming `to`', async () => {
    for (const [from, to] of [
      [hostelDay(0), hostelDay(14)],
      [hostelDay(3), hostelDay(1)],
    ]) {
      const res = await getForecast(from!, to!);
      expect(res.statusCode).toBe(400);
      expect(issues(res)[0]!.path).toBe('to');
    }
    expect(issues(await getForecast(hostelDay(0), hostelDay(14)))[0]!.message).toBe(M.forecastRangeTooLong);
    expect(issues(await getForecast('2026-13-01', hostelDay(1)))[0]!.path).toBe('from');
  });

  it('is for admins: 401 signed out, 403 for a student', async () => {
    expect((await getForecast(hostelDay(0), hostelDay(1), null)).statusCode).toBe(401);
    expect((await getForecast(hostelDay(0), hostelDay(1), student)).statusCode).toBe(403);
  });
});

describe('PUT /api/menu/{date}/{slot}/production', () => {
  const productionRows = () =>
    t.database.query<{ n: number }>('select count(*)::int as n from meal_production');

  it('refuses bad numbers with a 400 naming the field, and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ cooked: -1, leftover: 0 }, 'cooked', M.portionsWhole],
      [{ cooked: 'forty', leftover: 0 }, 'cooked', M.portionsWhole],
      [{ leftover: 0 }, 'cooked', M.portionsWhole],
      [{ cooked: 40, leftover: 2.5 }, 'leftover', M.portionsWhole],
      [{ cooked: 40, leftover: 100_001 }, 'leftover', M.portionsWhole],
      [{ cooked: 40, leftover: 41 }, 'leftover', M.leftoverOverCooked],
    ];
    for (const [payload, path, message] of cases) {
      const res = await putProduction(hostelDay(0), 'lunch', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issues(res)).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect((await putProduction(hostelDay(0), 'brunch', { cooked: 1, leftover: 0 })).statusCode).toBe(400);
    expect((await productionRows())[0]!.n).toBe(0);
  });

  it('is for admins: 401 signed out, 403 for a student', async () => {
    expect((await putProduction(hostelDay(0), 'lunch', { cooked: 4, leftover: 0 }, null)).statusCode).toBe(
      401,
    );
    expect((await putProduction(hostelDay(0), 'lunch', { cooked: 4, leftover: 0 }, student)).statusCode).toBe(
      403,
    );
    expect((await productionRows())[0]!.n).toBe(0);
  });

  it("is recorded only on the slot's own hostel day", async () => {
    for (const offset of [-1, 1]) {
      const res = await putProduction(hostelDay(offset), 'lunch', { cooked: 4, leftover: 0 });
      expect(res.statusCode).toBe(409);
      expect((res.json() as { error: { message: string } }).error.message).toBe(M.productionNotToday);
    }
    expect((await productionRows())[0]!.n).toBe(0);
  });

  it('records and corrects a slot, shows it in the forecast, and leaves an audit row', async () => {
    const first = await putProduction(hostelDay(0), 'lunch', { cooked: 40, leftover: 6 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ date: hostelDay(0), slot: 'lunch', cooked: 40, leftover: 6 });
    const fixed = await putProduction(hostelDay(0), 'lunch', { cooked: 38, leftover: 4 });
    expect(fixed.json()).toMatchObject({ cooked: 38, leftover: 4 });
    expect((await productionRows())[0]!.n).toBe(1);

    const body = (await getForecast(hostelDay(0), hostelDay(0))).json() as ForecastResponse;
    expect(slotOf(body, hostelDay(0), 'lunch').production).toMatchObject({ cooked: 38, leftover: 4 });
    expect(slotOf(body, hostelDay(0), 'dinner').production).toBeNull();

    const audit = await t.database.query<{ actor_id: string; data: { cooked: number } }>(
      "select actor_id, data from audit_log where action = 'menu.production' order by created_at",
    );
    expect(audit.map((row) => [row.actor_id, row.data.cooked])).toEqual([
      [admin.id, 40],
      [admin.id, 38],
    ]);
  });

  it('shows on the insights: the waste series, its totals and its CSV', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/insights?from=${hostelDay(-6)}&to=${hostelDay(0)}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      waste: {
        date: string;
        slots: { slot: string; cooked: number | null; leftover: number | null; forecast: number }[];
      }[];
      totals: { cooked: number; leftover: number };
    };
    expect(body.waste).toHaveLength(7);
    const today = body.waste.at(-1)!;
    expect(today.slots.find((s) => s.slot === 'lunch')).toMatchObject({ cooked: 38, leftover: 4 });
    expect(today.slots.find((s) => s.slot === 'dinner')).toMatchObject({ cooked: null, leftover: null });
    expect(body.totals).toMatchObject({ cooked: 38, leftover: 4 });
    // Three of four ate lunch every day of the history, and the forecast of each day knew it.
    const pastLunch = body.waste
      .find((d) => d.date === hostelDay(-5))!
      .slots.find((s) => s.slot === 'lunch')!;
    expect(pastLunch.forecast).toBe(3);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/insights.csv?from=${hostelDay(0)}&to=${hostelDay(0)}&series=waste`,
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('date,slot,expected,forecast,served,cooked,leftover');
    // Today's lunch: forecast 3 of the 4 expected, nobody served yet, 38 cooked and 4 left as recorded.
    expect(lines).toContain(`${hostelDay(0)},lunch,4,3,0,38,4`);
    expect(lines).toContain(`${hostelDay(0)},dinner,4,0,0,,`);
  });
});
