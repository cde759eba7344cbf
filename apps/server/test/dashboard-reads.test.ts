import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '../src/db/schema/index.js';
import { buildSecondApp, buildTestApp, type TestApp } from './helper.js';
import { insertMeals } from './factories/meals.js';
import { giveMembership } from './factories/memberships.js';
import { createUser, type TestUser } from './factories/users.js';

// A student's dashboard reads (their requests, reviews, payments and membership) are kept for them like their
// other answers (the public cache is on here): a kept answer is served only until their data changes, here
// or on another instance, or the moment their plan ends.
let a: TestApp;
let b: TestApp;
let admin: TestUser;
const NOTIFY_WAIT = { timeout: 2_000, interval: 20 };

beforeAll(async () => {
  a = await buildTestApp({ PUBLIC_CACHE_MB: '4' });
  b = await buildSecondApp(a);
  admin = await createUser(a.app, a.database, { role: 'admin' });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const read = (url: string, user: TestUser, app = a.app) =>
  app.inject({ method: 'GET', url, headers: user.headers });
const write = (method: 'POST' | 'PATCH' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  a.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

/** Reads twice: the second answer must be the kept one, so a later change cannot hide behind it. */
async function kept(url: string, user: TestUser, app = a.app) {
  await read(url, user, app);
  const again = await read(url, user, app);
  expect(again.statusCode).toBe(200);
  expect(again.headers['x-cache'], url).toBe('HIT');
  expect(again.headers['cache-control']).toBe('private, no-cache');
  return again.json();
}

async function buyGold(student: TestUser) {
  const intent = await write('POST', '/api/payment/create-payment-intent', student, { packageName: 'gold' });
  const card = {
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 1,
    cvc: '123',
  };
  const paid = await write('POST', '/api/payment/sandbox/confirm', student, {
    clientSecret: intent.json().clientSecret,
    card,
  });
  expect(paid.statusCode).toBe(200);
}

describe("a student's dashboard reads", () => {
  it('show a payment, a request, its serving and a review on the very next read', async () => {
    const student = await createUser(a.app, a.database);
    const [mealId] = await insertMeals(a.database.db, [{ title: 'Dashboard Khichuri' }]);
    const requests = `/api/requests?email=${encodeURIComponent(student.email)}&page=1`;
    const reviews = `/api/reviews/user/${student.id}?page=1`;

    expect((await kept('/api/payment/membership', student)).level).toBe('Bronze');
    expect(await kept('/api/payment/history', student)).toEqual([]);
    expect((await kept(requests, student)).total).toBe(0);
    expect((await kept(reviews, student)).total).toBe(0);

    await buyGold(student);
    expect((await read('/api/payment/membership', student)).json().level).toBe('Gold');
    expect((await read('/api/payment/history', student)).json()).toHaveLength(1);

    expect((await kept(requests, student)).total).toBe(0);
    const made = await write('POST', '/api/requests', student, { mealId });
    expect(made.statusCode).toBe(201);
    expect((await read(requests, student)).json().requests).toMatchObject([{ status: 'pending' }]);

    const everyones = '/api/requests?page=1&limit=50';
    expect((await kept(everyones, admin)).requests.map((r: { _id: string }) => r._id)).toContain(
      made.json()._id,
    );
    expect((await kept(requests, student)).requests).toMatchObject([{ status: 'pending' }]);
    expect((await write('PATCH', `/api/requests/${made.json()._id}/serve`, admin)).statusCode).toBe(200);
    expect((await read(requests, student)).json().requests).toMatchObject([{ status: 'delivered' }]);
    const served = (await read(everyones, admin))
      .json()
      .requests.find((r: { _id: string }) => r._id === made.json()._id);
    expect(served.status).toBe('delivered');

    const posted = await write('POST', `/api/meals/${mealId}/reviews`, student, {
      content: 'Warm',
      rating: 4,
    });
    expect(posted.statusCode).toBe(201);
    expect((await read(reviews, student)).json().reviews).toMatchObject([{ content: 'Warm' }]);
  });

  it('are kept per reader: another student never gets them', async () => {
    const [one, two] = await Promise.all([createUser(a.app, a.database), createUser(a.app, a.database)]);
    await giveMembership(a.database.db, one.id);
    expect((await kept('/api/payment/membership', one)).level).toBe('Gold');
    expect((await read('/api/payment/membership', two)).json().level).toBe('Bronze');
    expect((await read('/api/payment/history', two)).json()).toEqual([]);
  });

  it('keep a membership no longer than the plan runs', async () => {
    const student = await createUser(a.app, a.database);
    const ends = new Date(Date.now() + 2_000);
    await giveMembership(a.database.db, student.id);
    await a.database.db.update(payments).set({ periodEnd: ends }).where(eq(payments.userId, student.id));
    expect((await kept('/api/payment/membership', student)).level).toBe('Gold');
    await vi.waitUntil(() => Date.now() > ends.getTime(), { timeout: 10_000, interval: 50 });
    const after = (await read('/api/payment/membership', student)).json();
    expect(after.level).toBe('Bronze');
    expect(after.expired).toMatchObject({ plan: 'Gold' });
  });

  it('kept on another instance show a write made on this one', async () => {
    const student = await createUser(a.app, a.database);
    await giveMembership(a.database.db, student.id);
    const [mealId] = await insertMeals(a.database.db, [{ title: 'Twin Request' }]);
    expect((await kept('/api/requests?page=1', student, b.app)).total).toBe(0);
    expect((await write('POST', '/api/requests', student, { mealId })).statusCode).toBe(201);
    await vi.waitFor(
      async () => expect((await read('/api/requests?page=1', student, b.app)).json().total).toBe(1),
      NOTIFY_WAIT,
    );
  });
});
