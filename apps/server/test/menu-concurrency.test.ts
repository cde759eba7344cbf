import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { createUsers } from './factories/crowd.js';
import { giveMembership } from './factories/memberships.js';
import { hostelDay, serveLunchNow } from './factories/menu.js';
import { createUser, type TestUser } from './factories/users.js';

// Exact counts under concurrency: 50 members skipping at the same moment, and passes scanned in parallel (the
// same code many times, and many codes at once), leave the headcount equal to the rows behind it.

let t: TestApp;
let admin: TestUser;
let crowd: TestUser[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.database, { role: 'admin' });
  crowd = await createUsers(t.app, t.database, 50);
  for (const user of crowd) await giveMembership(t.database.db, user.id);
  await serveLunchNow(t.app, admin);
}, 300_000);
afterAll(() => t.close());

async function slotCount(date: string, slot: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/menu/headcount?from=${date}&to=${date}`,
    headers: admin.headers,
  });
  return (
    res.json().days[0].slots as { slot: string; expected: number; skipped: number; served: number }[]
  ).find((s) => s.slot === slot)!;
}
const rows = async (table: 'meal_skips' | 'meal_servings', date: string, slot: string) =>
  (
    await t.database.query<{ n: number }>(
      `select count(*)::int as n from ${table} where date = $1 and slot = $2`,
      [date, slot],
    )
  )[0]!.n;

describe('under concurrency', () => {
  it('50 parallel skips (each sent twice) make 50 skips, and expected drops by exactly 50', async () => {
    const day = hostelDay(3);
    expect(await slotCount(day, 'dinner')).toEqual({ slot: 'dinner', expected: 50, skipped: 0, served: 0 });
    const skip = (user: TestUser) =>
      t.app.inject({ method: 'POST', url: `/api/menu/${day}/dinner/skip`, headers: user.headers });
    const responses = await Promise.all(crowd.flatMap((user) => [skip(user), skip(user)]));
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 201));
    expect(await rows('meal_skips', day, 'dinner')).toBe(50);
    expect(await slotCount(day, 'dinner')).toEqual({ slot: 'dinner', expected: 0, skipped: 50, served: 0 });

    // Half of them undo it at the same moment, the other half skip again.
    const undo = (user: TestUser) =>
      t.app.inject({ method: 'DELETE', url: `/api/menu/${day}/dinner/skip`, headers: user.headers });
    await Promise.all(crowd.map((user, i) => (i % 2 === 0 ? undo(user) : skip(user))));
    expect(await rows('meal_skips', day, 'dinner')).toBe(25);
    expect(await slotCount(day, 'dinner')).toEqual({ slot: 'dinner', expected: 25, skipped: 25, served: 0 });
  });

  it('one code scanned 10 times at once is served once; 50 codes at once are served 50 times', async () => {
    const today = hostelDay(0);
    const passOf = async (user: TestUser) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/menu/${today}/lunch/pass`, headers: user.headers })
      ).json().code as string;
    const scan = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/menu/scan', headers: admin.headers, payload: { code } });

    const one = await passOf(crowd[0]!);
    const same = await Promise.all(Array.from({ length: 10 }, () => scan(one)));
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(same.filter((r) => r.statusCode === 409)).toHaveLength(9);
    for (const refused of same.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error.message).toMatch(/was already served at \d{2}:\d{2}\.$/);
    }
    expect(await rows('meal_servings', today, 'lunch')).toBe(1);

    const codes = await Promise.all(crowd.map(passOf));
    const all = await Promise.all(codes.map(scan));
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(49);
    expect(await rows('meal_servings', today, 'lunch')).toBe(50);
    expect((await slotCount(today, 'lunch')).served).toBe(50);
  });
});
