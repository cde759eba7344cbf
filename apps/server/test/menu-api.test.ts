import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_MESSAGES as M } from '@messhall/shared';
import { mealServings } from '../src/db/schema/index.js';
import { buildTestApp, type TestApp } from './helper.js';
import { insertMeals } from './factories/meals.js';
import { giveMembership } from './factories/memberships.js';
import { hostelDay } from './factories/menu.js';
import { createUser, type TestUser } from './factories/users.js';

// The dated menu, the skip rules and the admins' cutoff settings, through the real routes. Days are relative to
// today on the hostel's clock (Asia/Dhaka), so nothing depends on the hour the tests run at.

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let stranger: TestUser;
let mealIds: string[];
let upcomingId: string | undefined;

const as = (user: TestUser | null) => user?.headers ?? {};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.database, { role: 'admin', name: 'Kitchen Karim' });
  member = await createUser(t.app, t.database, { name: 'Member Mina' });
  stranger = await createUser(t.app, t.database, { name: 'Bronze Bilal' });
  await giveMembership(t.database.db, member.id);
  mealIds = await insertMeals(t.database.db, [
    { title: 'Khichuri', category: 'Breakfast' },
    { title: 'Paratha and egg', category: 'Breakfast' },
    { title: 'Beef tehari', category: 'Lunch' },
    { title: 'Dal and rice', category: 'Dinner' },
  ]);
  [upcomingId] = await insertMeals(t.database.db, [{ title: 'Not yet', status: 'upcoming' }]);
}, 60_000);
afterAll(() => t.close());

const getMenu = (from: string, to: string, user: TestUser | null = null) =>
  t.app.inject({ method: 'GET', url: `/api/menu?from=${from}&to=${to}`, headers: as(user) });
const putSlot = (date: string, slot: string, ids: unknown, user: TestUser | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/menu/${date}/${slot}`,
    headers: as(user),
    payload: { mealIds: ids },
  });
const skip = (date: string, slot: string, user: TestUser, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url: `/api/menu/${date}/${slot}/skip`, headers: as(user) });
const skipRows = async (userId: string) =>
  t.database.query<{ date: string; slot: string }>(
    `select date::text as date, slot::text as slot from meal_skips where user_id = $1 order by date, slot`,
    [userId],
  );

type Slot = {
  slot: string;
  cutoff: string;
  meals: { title: string }[];
  covered?: boolean;
  skipped?: boolean;
};
type Day = { date: string; slots: Slot[] };

describe('GET /api/menu', () => {
  it('lists every day of the range with breakfast, lunch and dinner and their cutoffs on the hostel clock', async () => {
    const res = await getMenu('2026-03-01', '2026-03-07');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { timeZone: string; days: Day[] };
    expect(body.timeZone).toBe('Asia/Dhaka');
    expect(body.days.map((d) => d.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    const [first] = body.days;
    expect(first!.slots.map((s) => s.slot)).toEqual(['breakfast', 'lunch', 'dinner']);
    // 22:00 the evening before, 10:00 and 16:00 the same day, in Dhaka (UTC+6).
    expect(first!.slots.map((s) => s.cutoff)).toEqual([
      '2026-02-28T16:00:00.000Z',
      '2026-03-01T04:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
    ]);
    expect(first!.slots.every((s) => s.meals.length === 0 && !('skipped' in s))).toBe(true);
  });

  it.each([
    ['from=2026-03-01&to=2026-04-01', 'to', M.rangeTooLong],
    ['from=2026-03-05&to=2026-03-01', 'to', M.rangeBackwards],
    ['from=2026-02-30&to=2026-03-01', 'from', M.invalidDate],
    ['from=tomorrow&to=2026-03-01', 'from', M.invalidDate],
  ])('refuses %s with a 400 naming %s', async (query, field, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/menu?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual(expect.objectContaining({ path: field, message }));
  });

  it('accepts the first and the last hostel day', async () => {
    expect((await getMenu('2000-01-01', '2000-01-01')).statusCode).toBe(200);
    const last = await getMenu('2999-12-25', '2999-12-31');
    expect(last.statusCode).toBe(200);
    expect(last.json().days.at(-1).date).toBe('2999-12-31');
  });

  it('accepts 31 days', async () => {
    const res = await getMenu('2026-03-01', '2026-03-31');
    expect(res.json().days).toHaveLength(31);
  });
});

describe('days outside 2000–2999', () => {
  it.each([
    ['GET', '/api/menu?from=9999-12-31&to=9999-12-31', 'from', null],
    ['GET', '/api/menu?from=2026-03-01&to=9999-12-31', 'to', null],
    ['GET', '/api/menu?from=1999-12-31&to=2000-01-01', 'from', null],
    ['GET', '/api/menu/headcount?from=9999-12-25&to=9999-12-31', 'from', 'admin'],
    ['GET', '/api/admin/insights?from=9999-12-01&to=9999-12-31', 'from', 'admin'],
    ['GET', '/api/admin/insights.csv?from=9999-12-01&to=9999-12-31&series=requests', 'from', 'admin'],
    ['POST', '/api/menu/9999-12-31/lunch/skip', 'date', 'member'],
    ['DELETE', '/api/menu/9999-12-31/lunch/skip', 'date', 'member'],
    ['GET', '/api/menu/9999-12-31/lunch/pass', 'date', 'member'],
  ] as const)('%s %s is a 400 naming %s', async (method, url, field, who) => {
    const user = who === 'admin' ? admin : who === 'member' ? member : null;
    const res = await t.app.inject({ method, url, headers: as(user) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual(
      expect.objectContaining({ path: field, message: M.dateOutOfRange }),
    );
  });

  it('refuses a year-9999 slot, a range skip and a copied week with a 400, saving nothing', async () => {
    const put = await putSlot('9999-12-31', 'lunch', [mealIds[2]]);
    expect(put.statusCode).toBe(400);
    expect(put.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'date', message: M.dateOutOfRange }),
    );
    const away = await t.app.inject({
      method: 'POST',
      url: '/api/menu/skips',
      headers: as(member),
      payload: { from: '9999-12-30', to: '9999-12-31' },
    });
    expect(away.statusCode).toBe(400);
    expect(away.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'from', message: M.dateOutOfRange }),
    );
    const copy = await t.app.inject({
      method: 'POST',
      url: '/api/menu/copy-week',
      headers: as(admin),
      payload: { from: '2999-12-25', to: '9999-12-24' },
    });
    expect(copy.statusCode).toBe(400);
    expect(copy.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'to', message: M.dateOutOfRange }),
    );
    const rows = await t.database.query<{ n: number }>(
      `select count(*)::int as n from menu_items where date > '2999-12-31'`,
    );
    expect(rows[0]!.n).toBe(0);
    expect(await skipRows(member.id)).not.toContainEqual(expect.objectContaining({ date: '9999-12-31' }));
  });
});

describe('planning the menu (admin)', () => {
  const day = '2026-05-04';

  it('sets a slot’s meals in order, and everyone reads them', async () => {
    const res = await putSlot(day, 'breakfast', [mealIds[1], mealIds[0]]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ date: day, slot: 'breakfast' });
    expect(res.json().meals.map((m: { title: string }) => m.title)).toEqual(['Paratha and egg', 'Khichuri']);
    const menu = (await getMenu(day, day)).json() as { days: Day[] };
    expect(menu.days[0]!.slots[0]!.meals.map((m) => m.title)).toEqual(['Paratha and egg', 'Khichuri']);
    expect(menu.days[0]!.slots[1]!.meals).toEqual([]);
  });

  it('refuses unknown and unpublished meals with a 400 naming mealIds, changing nothing', async () => {
    for (const ids of [[mealIds[2], '00000000-0000-4000-8000-000000000001'], [upcomingId], ['not-a-uuid']]) {
      const res = await putSlot(day, 'breakfast', ids);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0].path).toMatch(/^mealIds/);
    }
    const twice = await putSlot(day, 'lunch', [mealIds[2], mealIds[2]]);
    expect(twice.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'mealIds', message: M.duplicateMeals }),
    );
    const menu = (await getMenu(day, day)).json() as { days: Day[] };
    expect(menu.days[0]!.slots[0]!.meals).toHaveLength(2);
  });

  it('clears a slot with an empty list', async () => {
    await putSlot(day, 'dinner', [mealIds[3]]);
    const res = await putSlot(day, 'dinner', []);
    expect(res.json().meals).toEqual([]);
  });

  it('refuses a bad slot with a 400 naming it', async () => {
    const res = await putSlot(day, 'brunch', [mealIds[0]]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'slot', message: M.invalidSlot }),
    );
  });

  it('is for admins only', async () => {
    expect((await putSlot(day, 'lunch', [mealIds[2]], member)).statusCode).toBe(403);
    expect((await putSlot(day, 'lunch', [mealIds[2]], null)).statusCode).toBe(401);
  });

  it('copies a week over another, replacing every slot of the target days', async () => {
    const from = '2026-06-01';
    const to = '2026-06-08';
    await putSlot(from, 'breakfast', [mealIds[0]]);
    await putSlot('2026-06-03', 'lunch', [mealIds[2], mealIds[3]]);
    // Planned in the target week where the source week has nothing: the copy clears it.
    await putSlot('2026-06-09', 'dinner', [mealIds[3]]);
    // Outside the 7 target days: untouched.
    await putSlot('2026-06-15', 'dinner', [mealIds[3]]);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu/copy-week',
      headers: as(admin),
      payload: { from, to },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ copied: 3 });
    const week = (await getMenu(to, '2026-06-15')).json() as { days: Day[] };
    const titles = week.days.map((d) => d.slots.map((s) => s.meals.map((m) => m.title)));
    expect(titles[0]).toEqual([['Khichuri'], [], []]);
    expect(titles[1]).toEqual([[], [], []]);
    expect(titles[2]).toEqual([[], ['Beef tehari', 'Dal and rice'], []]);
    expect(titles[7]).toEqual([[], [], ['Dal and rice']]);
  });

  it('refuses to copy a week onto itself or an overlapping week, naming to', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu/copy-week',
      headers: as(admin),
      payload: { from: '2026-06-01', to: '2026-06-04' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'to', message: M.weeksOverlap }),
    );
  });

  it('drops a deleted meal from the menu', async () => {
    const [gone] = await insertMeals(t.database.db, [{ title: 'Short-lived' }]);
    await putSlot('2026-07-01', 'lunch', [gone, mealIds[2]]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/meals/${gone}`, headers: as(admin) });
    expect(del.statusCode).toBe(200);
    const menu = (await getMenu('2026-07-01', '2026-07-01')).json() as { days: Day[] };
    expect(menu.days[0]!.slots[1]!.meals.map((m) => m.title)).toEqual(['Beef tehari']);
  });
});

describe('skipping a meal', () => {
  it('skips an open slot once, shows it to the member only, and undoes it', async () => {
    const day = hostelDay(3);
    const first = await skip(day, 'lunch', member);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ date: day, slot: 'lunch', skipped: true });
    expect((await skip(day, 'lunch', member)).statusCode).toBe(201);
    expect(await skipRows(member.id)).toEqual([{ date: day, slot: 'lunch' }]);

    const mine = (await getMenu(day, day, member)).json() as { days: Day[] };
    expect(mine.days[0]!.slots.map((s) => s.skipped)).toEqual([false, true, false]);
    const visitors = (await getMenu(day, day)).json() as { days: Day[] };
    expect(visitors.days[0]!.slots.some((s) => 'skipped' in s)).toBe(false);

    expect((await skip(day, 'lunch', member, 'DELETE')).statusCode).toBe(204);
    expect((await skip(day, 'lunch', member, 'DELETE')).statusCode).toBe(204);
    expect(await skipRows(member.id)).toEqual([]);
  });

  it('refuses to skip a meal the member was already served (409), and a range skip reports it closed', async () => {
    // Served under earlier times that an admin has since moved: the slot's cutoff is still ahead.
    const day = hostelDay(20);
    await t.database.db
      .insert(mealServings)
      .values({ userId: member.id, date: day, slot: 'lunch', servedBy: admin.id });
    const res = await skip(day, 'lunch', member);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(M.skipAfterServed);
    const away = await t.app.inject({
      method: 'POST',
      url: '/api/menu/skips',
      headers: as(member),
      payload: { from: day, to: day, slots: ['lunch'] },
    });
    expect(away.statusCode).toBe(201);
    expect(away.json()).toMatchObject({ skipped: [], closed: [{ date: day, slot: 'lunch' }] });
    expect(await skipRows(member.id)).toEqual([]);
  });

  it('refuses a slot after its cutoff with 409 naming when it closed', async () => {
    const yesterday = hostelDay(-1);
    const res = await skip(yesterday, 'dinner', member);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(
      /^Skipping this meal closed at 16:00 on \w{3} \d{1,2} \w{3} \(Asia\/Dhaka\)\.$/,
    );
    expect((await skip(yesterday, 'dinner', member, 'DELETE')).statusCode).toBe(409);
    expect(await skipRows(member.id)).toEqual([]);
  });

  it('refuses a student without a plan on that day with 403 SUBSCRIPTION_REQUIRED', async () => {
    const res = await skip(hostelDay(3), 'lunch', stranger);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      message: M.needPlanForMeals,
      messageKey: 'needPlanForMeals',
    });
    const lapsed = await createUser(t.app, t.database);
    await giveMembership(t.database.db, lapsed.id, { expired: true });
    expect((await skip(hostelDay(3), 'lunch', lapsed)).statusCode).toBe(403);
    expect((await skip(hostelDay(3), 'lunch', member, 'POST')).statusCode).toBe(201);
    await skip(hostelDay(3), 'lunch', member, 'DELETE');
  });

  it('counts a plan that starts later from its first day', async () => {
    const waiting = await createUser(t.app, t.database);
    await giveMembership(t.database.db, waiting.id, { startsInDays: 5 });
    expect((await skip(hostelDay(2), 'dinner', waiting)).statusCode).toBe(403);
    expect((await skip(hostelDay(7), 'dinner', waiting)).statusCode).toBe(201);
  });

  it('tells a signed-in reader which slots a plan of theirs counts them in for', async () => {
    const covered = async (user: TestUser, day: string) =>
      ((await getMenu(day, day, user)).json() as { days: Day[] }).days[0]!.slots.map((s) => s.covered);
    // Mina's plan began at this moment: yesterday's meals were before it.
    expect(await covered(member, hostelDay(-1))).toEqual([false, false, false]);
    expect(await covered(member, hostelDay(3))).toEqual([true, true, true]);
    expect(await covered(stranger, hostelDay(3))).toEqual([false, false, false]);
    const waiting = await createUser(t.app, t.database);
    await giveMembership(t.database.db, waiting.id, { startsInDays: 5 });
    expect(await covered(waiting, hostelDay(2))).toEqual([false, false, false]);
    expect(await covered(waiting, hostelDay(7))).toEqual([true, true, true]);
    const visitors = (await getMenu(hostelDay(3), hostelDay(3))).json() as { days: Day[] };
    expect(visitors.days[0]!.slots.some((s) => 'covered' in s)).toBe(false);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/menu/${hostelDay(3)}/lunch/skip`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('skips a range of days in one go and reports the slots already closed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu/skips',
      headers: as(member),
      payload: { from: hostelDay(-1), to: hostelDay(2) },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as {
      skipped: { date: string; slot: string }[];
      closed: { date: string; slot: string; cutoff: string }[];
      notCovered: unknown[];
    };
    const keys = (list: { date: string; slot: string }[]) => list.map((r) => `${r.date} ${r.slot}`);
    const slotsOf = (day: string) => ['breakfast', 'lunch', 'dinner'].map((slot) => `${day} ${slot}`);
    expect(keys(body.closed)).toEqual(expect.arrayContaining(slotsOf(hostelDay(-1))));
    expect(keys(body.skipped)).toEqual(
      expect.arrayContaining([`${hostelDay(1)} lunch`, `${hostelDay(1)} dinner`, ...slotsOf(hostelDay(2))]),
    );
    // Today's slots, and tomorrow's breakfast (skipping closes at 22:00 tonight), land on one side or the other,
    // depending on the hour.
    expect(body.skipped.length + body.closed.length).toBe(12);
    expect(body.notCovered).toEqual([]);
    expect(await skipRows(member.id)).toHaveLength(body.skipped.length);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/menu/skips',
      headers: as(member),
      payload: { from: hostelDay(1), to: hostelDay(2), slots: ['dinner'] },
    });
    expect(again.json().skipped).toHaveLength(2);
    expect(await skipRows(member.id)).toHaveLength(body.skipped.length);
  });

  it('refuses a range longer than 31 days, naming to', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu/skips',
      headers: as(member),
      payload: { from: hostelDay(1), to: hostelDay(40) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'to', message: M.rangeTooLong }),
    );
  });
});

describe('cutoff and serving times (admin)', () => {
  it('starts from the defaults and moves the menu’s cutoffs when changed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menu/cutoffs', headers: as(admin) });
    expect(res.statusCode).toBe(200);
    const times = res.json();
    expect(times).toMatchObject({
      timeZone: 'Asia/Dhaka',
      passGraceMinutes: 30,
      breakfast: { cutoffDaysBefore: 1, cutoffTime: '22:00', servingFrom: '07:00', servingTo: '10:00' },
      lunch: { cutoffDaysBefore: 0, cutoffTime: '10:00' },
      dinner: { cutoffDaysBefore: 0, cutoffTime: '16:00' },
    });
    const changed = { ...times, lunch: { ...times.lunch, cutoffTime: '09:30' } };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/menu/cutoffs',
      headers: as(admin),
      payload: changed,
    });
    expect(put.statusCode).toBe(200);
    const menu = (await getMenu('2026-03-01', '2026-03-01')).json() as { days: Day[] };
    expect(menu.days[0]!.slots[1]!.cutoff).toBe('2026-03-01T03:30:00.000Z');
    await t.app.inject({ method: 'PUT', url: '/api/menu/cutoffs', headers: as(admin), payload: times });
  });

  it('refuses times that cannot work, naming the field', async () => {
    const times = (
      await t.app.inject({ method: 'GET', url: '/api/menu/cutoffs', headers: as(admin) })
    ).json();
    const cases = [
      [{ ...times, dinner: { ...times.dinner, servingTo: '19:00' } }, 'dinner.servingTo', M.servingBackwards],
      [{ ...times, lunch: { ...times.lunch, cutoffTime: '13:00' } }, 'lunch.cutoffTime', M.cutoffTooLate],
      // Equal to the start of serving: a member could be served and then skip the meal.
      [
        { ...times, lunch: { ...times.lunch, cutoffTime: times.lunch.servingFrom } },
        'lunch.cutoffTime',
        M.cutoffTooLate,
      ],
      // Equal to the moment the counter starts taking passes (serving less the grace).
      [
        { ...times, dinner: { ...times.dinner, cutoffTime: '19:00', servingFrom: '19:30' } },
        'dinner.cutoffTime',
        M.cutoffTooLate,
      ],
      [
        { ...times, breakfast: { ...times.breakfast, servingFrom: '7am' } },
        'breakfast.servingFrom',
        M.invalidTime,
      ],
    ] as const;
    for (const [payload, path, message] of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/menu/cutoffs',
        headers: as(admin),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues).toContainEqual(expect.objectContaining({ path, message }));
    }
  });

  it('accepts a cutoff a minute before the counter takes passes', async () => {
    const times = (
      await t.app.inject({ method: 'GET', url: '/api/menu/cutoffs', headers: as(admin) })
    ).json();
    const payload = { ...times, dinner: { ...times.dinner, cutoffTime: '18:59', servingFrom: '19:30' } };
    const res = await t.app.inject({ method: 'PUT', url: '/api/menu/cutoffs', headers: as(admin), payload });
    expect(res.statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: '/api/menu/cutoffs', headers: as(admin), payload: times });
  });

  it('is for admins only', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/menu/cutoffs', headers: as(member) })).statusCode,
    ).toBe(403);
  });
});
