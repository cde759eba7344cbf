import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mealLikes, payments } from '../src/db/schema/index.js';
import { buildTestApp, type TestApp } from './helper.js';
import { insertMeals } from './factories/meals.js';
import { giveMembership } from './factories/memberships.js';
import { hostelDay, serveLunchNow } from './factories/menu.js';
import { createUser, type TestUser } from './factories/users.js';

// A signed-in student's meal reads are the visitor's answer (from the public cache, which is on here) plus
// their own likes: each student sees exactly their own likedByMe, and every count is as fresh as a visitor's.
let t: TestApp;
let liker: TestUser;
let other: TestUser;
let mealIds: string[];

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE_MB: '4' });
  [liker, other] = await Promise.all([createUser(t.app, t.database), createUser(t.app, t.database)]);
  mealIds = await insertMeals(
    t.database.db,
    [1, 2, 3].map((n) => ({ title: `Cached ${n}`, postTime: new Date(Date.UTC(2026, 0, n)) })),
  );
}, 60_000);
afterAll(() => t.close());

const read = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });

function likedIn(body: { meals: { _id: string; likedByMe: boolean; likes: number }[] }) {
  return Object.fromEntries(body.meals.map((m) => [m._id, [m.likedByMe, m.likes]]));
}

describe('signed-in meal reads share the visitor answer', () => {
  it('mark only the reader’s own likes, on the list and on the meal, with counts as fresh as a visitor’s', async () => {
    const list = '/api/meals?limit=12';
    const [liked, , unliked] = mealIds as [string, string, string];
    const like = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${liked}/like`,
      headers: liker.headers,
    });
    expect(like.statusCode).toBe(200);
    // Prime the visitor cache: from here on the shared part of every answer is a cache hit.
    await read(list);
    expect((await read(list)).headers['x-cache']).toBe('HIT');

    const mine = await read(list, liker);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-cache']).toBe('MISS');
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(likedIn(mine.json())).toMatchObject({ [liked]: [true, 1], [unliked]: [false, 0] });
    // The reader's own answer is kept for them: the second read is a hit with the same body.
    const again = await read(list, liker);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toBe(mine.body);
    expect(likedIn((await read(list, other)).json())).toMatchObject({ [liked]: [false, 1] });
    expect(likedIn((await read(list)).json())).toMatchObject({ [liked]: [false, 1] });
    expect((await read(`/api/meals/${liked}`, liker)).json()).toMatchObject({ likedByMe: true, likes: 1 });
    expect((await read(`/api/meals/${liked}`, other)).json()).toMatchObject({ likedByMe: false, likes: 1 });

    // The other student likes it too: both see 2, each their own flag.
    await t.app.inject({ method: 'PATCH', url: `/api/meals/${liked}/like`, headers: other.headers });
    expect(likedIn((await read(list, other)).json())).toMatchObject({ [liked]: [true, 2] });
    expect(likedIn((await read(list, liker)).json())).toMatchObject({ [liked]: [true, 2] });
    await t.app.inject({ method: 'PATCH', url: `/api/meals/${liked}/like`, headers: liker.headers });
    expect((await read(`/api/meals/${liked}`, liker)).json()).toMatchObject({ likedByMe: false, likes: 1 });
  });

  it('never serve a kept answer to a session that has ended', async () => {
    const reader = await createUser(t.app, t.database);
    const [meal] = mealIds as [string];
    await t.app.inject({ method: 'PATCH', url: `/api/meals/${meal}/like`, headers: reader.headers });
    const url = `/api/meals/${meal}`;
    expect((await read(url, reader)).json()).toMatchObject({ likedByMe: true });
    expect((await read(url, reader)).headers['x-cache']).toBe('HIT');

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...reader.headers, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await read(url, reader);
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-cache']).not.toBe('HIT');
    expect(after.json()).toMatchObject({ likedByMe: false });
  });

  it('mark the likes of a reader with more likes than are kept', async () => {
    const fan = await createUser(t.app, t.database);
    const ids = await insertMeals(
      t.database.db,
      Array.from({ length: 502 }, (_, n) => ({ title: `Fan Favourite ${n}` })),
    );
    const [notLiked, ...liked] = ids as [string, ...string[]];
    await t.database.db.insert(mealLikes).values(liked.map((mealId) => ({ mealId, userId: fan.id })));
    expect((await read(`/api/meals/${liked[500]}`, fan)).json().likedByMe).toBe(true);
    expect((await read(`/api/meals/${notLiked}`, fan)).json().likedByMe).toBe(false);
  });

  it('answer errors exactly as a visitor gets them', async () => {
    const missing = '/api/meals/00000000-0000-4000-8000-000000000001';
    const [visitor, student] = [await read(missing), await read(missing, liker)];
    expect(student.statusCode).toBe(404);
    expect(student.body).toBe(visitor.body);
    const bad = await read('/api/meals?limit=abc', liker);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe((await read('/api/meals?limit=abc')).body);
  });

  it('give a meal’s reviews to a signed-in reader as to a visitor', async () => {
    const url = `/api/meals/${mealIds[0]}/reviews`;
    const visitor = await read(url);
    const student = await read(url, liker);
    expect(student.statusCode).toBe(200);
    expect(student.body).toBe(visitor.body);
  });
});

describe('a member’s menu answer', () => {
  type MenuAnswer = { days: { date: string; slots: { slot: string; covered?: boolean }[] }[] };
  const covered = (body: MenuAnswer) => body.days.flatMap((d) => d.slots.map((s) => s.covered));
  const menu = (user: TestUser, from = hostelDay(1), to = hostelDay(7)) =>
    read(`/api/menu?from=${from}&to=${to}`, user);

  it('covers the days a plan bought by the sandbox provider counts, on the very next read', async () => {
    const student = await createUser(t.app, t.database);
    const before = await menu(student);
    expect(covered(before.json())).not.toContain(true);
    expect((await menu(student)).headers['x-cache']).toBe('HIT');

    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: student.headers, payload });
    const intent = await post('/api/payment/create-payment-intent', { packageName: 'gold' });
    const card = {
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 1,
      cvc: '123',
    };
    const paid = await post('/api/payment/sandbox/confirm', {
      clientSecret: intent.json().clientSecret,
      card,
    });
    expect(paid.statusCode).toBe(200);
    expect((await post('/api/payment/save-payment', { transactionId: paid.json().id })).statusCode).toBe(200);

    const after = await menu(student);
    expect(after.statusCode).toBe(200);
    expect(covered(after.json()).every((slot) => slot === true)).toBe(true);
  });

  it('is not kept past the moment the reader’s plan ends', async () => {
    // Lunch is being served now, so whether it is covered follows the clock; the plan ends in three seconds.
    const admin = await createUser(t.app, t.database, { role: 'admin' });
    await serveLunchNow(t.app, admin);
    const student = await createUser(t.app, t.database);
    const ends = new Date(Date.now() + 3_000);
    await giveMembership(t.database.db, student.id);
    await t.database.db.update(payments).set({ periodEnd: ends }).where(eq(payments.userId, student.id));
    const lunchCovered = async () => {
      const res = await menu(student, hostelDay(0), hostelDay(0));
      return res.json().days[0].slots.find((s: { slot: string }) => s.slot === 'lunch').covered as boolean;
    };
    expect(await lunchCovered()).toBe(true);
    await vi.waitUntil(() => Date.now() > ends.getTime(), { timeout: 10_000, interval: 50 });
    expect(await lunchCovered()).toBe(false);
  });
});

describe('with the limits on', () => {
  let limited: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    limited = await buildTestApp({ PUBLIC_CACHE_MB: '4', RATE_LIMIT: 'on' });
    user = await createUser(limited.app, limited.database);
  }, 60_000);
  afterAll(() => limited.close());

  it('a signed-in read counts once against the API limit, not twice', async () => {
    const remaining = async () => {
      const res = await limited.app.inject({ method: 'GET', url: '/api/meals', headers: user.headers });
      expect(res.statusCode).toBe(200);
      return Number(res.headers['x-ratelimit-remaining']);
    };
    const first = await remaining();
    expect(await remaining()).toBe(first - 1);
  });
});
