import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_MESSAGES as M } from '@messhall/shared';
import { eq } from 'drizzle-orm';
import { mealSkips, payments, users } from '../src/db/schema/index.js';
import { buildTestApp, type TestApp } from './helper.js';
import { giveMembership } from './factories/memberships.js';
import { hostelDay, serveLunchNow } from './factories/menu.js';
import { SseClient } from './factories/sse.js';
import { createUser, type TestUser } from './factories/users.js';

// The meal pass from the member's phone to the counter, and the kitchen's headcount. Lunch is set to be served
// around the moment the tests run (factories/menu.ts), so today's lunch passes are accepted at any hour.

let t: TestApp;
let admin: TestUser;
let base: string;

const today = () => hostelDay(0);

async function member(name: string): Promise<TestUser> {
  const user = await createUser(t.app, t.database, { name });
  await giveMembership(t.database.db, user.id);
  return user;
}
const pass = (user: TestUser, date = today(), slot = 'lunch') =>
  t.app.inject({ method: 'GET', url: `/api/menu/${date}/${slot}/pass`, headers: user.headers });
const scan = (code: string, by: TestUser = admin) =>
  t.app.inject({ method: 'POST', url: '/api/menu/scan', headers: by.headers, payload: { code } });
const headcount = async (from: string, to = from) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/menu/headcount?from=${from}&to=${to}`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    days: { date: string; slots: { slot: string; expected: number; skipped: number; served: number }[] }[];
  };
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.database, { role: 'admin', name: 'Counter Chitra' });
  await serveLunchNow(t.app, admin);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => t.close());

describe('the meal pass', () => {
  it('is the same signed code every time, short enough for a QR code, valid until serving ends plus the grace', async () => {
    const mina = await member('Mina Member');
    const first = await pass(mina);
    expect(first.statusCode).toBe(200);
    const body = first.json() as { code: string; expiresAt: string; date: string; slot: string };
    expect(body).toMatchObject({ date: today(), slot: 'lunch' });
    expect(body.code).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(body.code.length).toBeLessThan(120);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await pass(mina)).json().code).toBe(body.code);
    // Another member, or another slot, has another code.
    expect((await pass(await member('Other Omar'))).json().code).not.toBe(body.code);
    expect((await pass(mina, hostelDay(1))).json().code).not.toBe(body.code);
  });

  it('is refused without a plan (403), for a skipped slot and after serving (409)', async () => {
    const bronze = await createUser(t.app, t.database);
    expect((await pass(bronze)).json().error.code).toBe('SUBSCRIPTION_REQUIRED');
    const away = await member('Away Arif');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/menu/${hostelDay(2)}/dinner/skip`,
          headers: away.headers,
        })
      ).statusCode,
    ).toBe(201);
    const skipped = await pass(away, hostelDay(2), 'dinner');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().error.message).toBe(M.passSkipped);
    const over = await pass(away, hostelDay(-2), 'dinner');
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(M.passOver);
  });
});

describe('scanning at the counter', () => {
  it('serves a member once, with name and photo, and refuses the same code again naming the time', async () => {
    const rina = await member('Rina Rahman');
    await t.database.db
      .update(users)
      .set({ image: '/api/images/11111111-1111-4111-8111-111111111111' })
      .where(eq(users.id, rina.id));
    const { code } = (await pass(rina)).json();
    const served = await scan(code);
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({
      name: 'Rina Rahman',
      photo: '/api/images/11111111-1111-4111-8111-111111111111',
      date: today(),
      slot: 'lunch',
    });
    const again = await scan(code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/^Rina Rahman was already served at \d{2}:\d{2}\.$/);
  });

  it('refuses a forged or damaged code', async () => {
    const sam = await member('Sam Signed');
    const { code } = (await pass(sam)).json() as { code: string };
    const [payload, mac] = code.split('.') as [string, string];
    const otherUser = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace(sam.id, admin.id),
    ).toString('base64url');
    for (const forged of [
      `${otherUser}.${mac}`,
      `${payload}.${mac.slice(0, -2)}AA`,
      'hello',
      `${payload}.`,
    ]) {
      const res = await scan(forged);
      expect(res.statusCode, forged).toBe(409);
      expect(res.json().error.message).toBe(M.passForged);
    }
    const blank = await scan('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.issues[0].path).toBe('code');
  });

  it('refuses a pass of another slot, naming it and what is served now', async () => {
    const tia = await member('Tia Tomorrow');
    const { code } = (await pass(tia, hostelDay(1))).json();
    const res = await scan(code);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(
      /^This pass is for lunch on \w{3} \d{1,2} \w{3}; now serving (lunch|breakfast|dinner) on /,
    );
  });

  it('refuses a member who skipped the slot or whose plan has ended', async () => {
    const sid = await member('Sid Skipper');
    const sidCode = (await pass(sid)).json().code;
    // A skip made before the cutoff (yesterday evening).
    await t.database.db.insert(mealSkips).values({ userId: sid.id, date: today(), slot: 'lunch' });
    const skipped = await scan(sidCode);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().error.message).toBe(M.passWasSkipped);

    const eve = await member('Eve Expired');
    const eveCode = (await pass(eve)).json().code;
    await t.database.db
      .update(payments)
      .set({ periodEnd: new Date(Date.now() - 86_400_000) })
      .where(eq(payments.userId, eve.id));
    const expired = await scan(eveCode);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(M.passPlanInactive);
  });

  it('is for admins only', async () => {
    const mo = await member('Mo Member');
    const { code } = (await pass(mo)).json();
    expect((await scan(code, mo)).statusCode).toBe(403);
  });
});

describe('the short code, typed at the counter', () => {
  const CROCKFORD_6 = /^[0-9A-HJKMNP-TV-Z]{6}$/;

  it('is 6 characters without look-alikes, the same every time, for one member, day and meal', async () => {
    const lena = await member('Lena Short');
    const { shortCode } = (await pass(lena)).json() as { shortCode: string };
    expect(shortCode).toMatch(CROCKFORD_6);
    expect((await pass(lena)).json().shortCode).toBe(shortCode);
    expect((await pass(lena, hostelDay(1))).json().shortCode).not.toBe(shortCode);
    expect((await pass(lena, today(), 'dinner')).json().shortCode).not.toBe(shortCode);
    expect((await pass(await member('Other Olga'))).json().shortCode).not.toBe(shortCode);
  });

  it('serves the member whose pass it is, typed in any case with spaces and dashes, once', async () => {
    const tara = await member('Tara Typed');
    const { shortCode } = (await pass(tara)).json() as { shortCode: string };
    // As a person types what they hear: lower case, a dash in the middle, O for 0 and l for 1.
    const typed = ` ${shortCode.slice(0, 3)}-${shortCode.slice(3)} `
      .toLowerCase()
      .replace(/0/g, 'O')
      .replace(/1/g, 'l');
    const served = await scan(typed);
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ name: 'Tara Typed', date: today(), slot: 'lunch' });
    const again = await scan(shortCode);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/^Tara Typed was already served at \d{2}:\d{2}\.$/);
  });

  it('refuses a code of no pass being served now: made up, or another meal’s', async () => {
    const uma = await member('Uma Tomorrow');
    const tomorrow = (await pass(uma, hostelDay(1))).json().shortCode as string;
    const own = (await pass(uma)).json().shortCode as string;
    const madeUp = own === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    for (const code of [tomorrow, madeUp]) {
      const res = await scan(code);
      expect(res.statusCode, code).toBe(409);
      expect(res.json().error.message).toBe(M.passForged);
    }
  });

  it('reads a scanned QR code in its canonical form: whitespace a paste carried is no part of it', async () => {
    const quinn = await member('Quinn Pasted');
    const { code } = (await pass(quinn)).json() as { code: string };
    const served = await scan(`${code.slice(0, 20)}\n${code.slice(20, 40)} ${code.slice(40)}`);
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ name: 'Quinn Pasted' });
  });
});

describe('the headcount', () => {
  it('counts members with a plan that day, less skips, and the passes served; live for admins', async () => {
    const day = hostelDay(4);
    const before = (await headcount(day)).days[0]!.slots.find((s) => s.slot === 'dinner')!;
    const [members] = await t.database.query<{ n: number }>(
      `select count(distinct user_id)::int as n from payments where status = 'succeeded' and period_start <= now() + interval '4 days' and period_end > now() + interval '5 days'`,
    );
    expect(before.expected + before.skipped).toBe(members!.n);

    const stream = await SseClient.connect(`${base}/api/events`, admin.headers.cookie);
    await stream.connected();
    const kim = await member('Kim Counted');
    const after = (await headcount(day)).days[0]!.slots.find((s) => s.slot === 'dinner')!;
    expect(after.expected).toBe(before.expected + 1);

    expect(
      (await t.app.inject({ method: 'POST', url: `/api/menu/${day}/dinner/skip`, headers: kim.headers }))
        .statusCode,
    ).toBe(201);
    await stream.next('headcount.changed', (data) => (data.dates as string[]).includes(day));
    const skipped = (await headcount(day)).days[0]!.slots.find((s) => s.slot === 'dinner')!;
    expect(skipped).toEqual({
      slot: 'dinner',
      expected: before.expected,
      skipped: before.skipped + 1,
      served: 0,
    });
    stream.close();
  });

  it('counts a member once over overlapping paid periods, and only on the days a plan covers', async () => {
    const dinner = (answer: Awaited<ReturnType<typeof headcount>>, index: number) =>
      answer.days[index]!.slots.find((s) => s.slot === 'dinner')!;
    const before = await headcount(today(), hostelDay(4));

    const upgraded = await member('Uma Upgraded');
    await giveMembership(t.database.db, upgraded.id, { packageName: 'Platinum' });
    const later = await createUser(t.app, t.database, { name: 'Pia Later' });
    await giveMembership(t.database.db, later.id, { startsInDays: 2 });
    // A skip left behind by a member whose plan has ended is not taken off anyone's count.
    const lapsed = await createUser(t.app, t.database, { name: 'Lars Lapsed' });
    await giveMembership(t.database.db, lapsed.id, { expired: true });
    await t.database.db.insert(mealSkips).values({ userId: lapsed.id, date: hostelDay(4), slot: 'dinner' });

    const after = await headcount(today(), hostelDay(4));
    // Tomorrow: whatever the hour, its dinner is after Uma's plan began and before Pia's.
    expect(dinner(after, 1)).toEqual({ ...dinner(before, 1), expected: dinner(before, 1).expected + 1 });
    expect(dinner(after, 4)).toEqual({ ...dinner(before, 4), expected: dinner(before, 4).expected + 2 });
  });

  it('counts today’s served passes', async () => {
    const ned = await member('Ned Served');
    const before = (await headcount(today())).days[0]!.slots.find((s) => s.slot === 'lunch')!;
    expect((await scan((await pass(ned)).json().code)).statusCode).toBe(200);
    const after = (await headcount(today())).days[0]!.slots.find((s) => s.slot === 'lunch')!;
    expect(after.served).toBe(before.served + 1);
  });

  it('is for admins only, and refuses more than 31 days naming to', async () => {
    const mo = await member('Mo Curious');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/menu/headcount?from=${today()}&to=${today()}`,
      headers: mo.headers,
    });
    expect(res.statusCode).toBe(403);
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/menu/headcount?from=${today()}&to=${hostelDay(31)}`,
      headers: admin.headers,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.issues[0].path).toBe('to');
  });
});
