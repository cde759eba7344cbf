import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { insertMeals } from './factories/meals.js';
import { giveMembership } from './factories/memberships.js';
import { createUser, type TestUser } from './factories/users.js';

let t: TestApp;
let member: TestUser;
let other: TestUser;
let nonMember: TestUser;
let expired: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [member, other, nonMember, expired, admin] = await Promise.all([
    createUser(t.app, t.database, { name: 'Mona Member' }),
    createUser(t.app, t.database, { name: 'Otto Other' }),
    createUser(t.app, t.database, { name: 'Nina None' }),
    createUser(t.app, t.database, { name: 'Ed Expired' }),
    createUser(t.app, t.database, { role: 'admin', name: 'Ada Admin' }),
  ]);
  await giveMembership(t.database.db, member.id, { packageName: 'Gold' });
  await giveMembership(t.database.db, other.id, { packageName: 'Silver' });
  await giveMembership(t.database.db, expired.id, { packageName: 'Platinum', expired: true });
}, 60_000);
afterAll(() => t.close());

const request = (user: TestUser | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/requests',
    ...(user ? { headers: user.headers } : {}),
    payload: payload as object,
  });
const serve = (user: TestUser, id: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/requests/${id}/serve`, headers: user.headers });
const setStatus = (user: TestUser, id: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/requests/${id}`, headers: user.headers, payload: { status } });
const remove = (user: TestUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/requests/${id}`, headers: user.headers });
const statusOf = async (id: string) =>
  (await t.database.query<{ status: string }>('select status from meal_requests where id = $1', [id]))[0]
    ?.status;

async function newRequest(user: TestUser = member) {
  const [mealId] = await insertMeals(t.database.db, [{}]);
  const res = await request(user, { mealId });
  expect(res.statusCode).toBe(201);
  return { mealId: mealId!, id: res.json()._id as string };
}

describe('POST /api/requests', () => {
  it('needs a signed-in user', async () => {
    const [mealId] = await insertMeals(t.database.db, [{}]);
    expect((await request(undefined, { mealId })).statusCode).toBe(401);
  });

  it('without a membership: 403 SUBSCRIPTION_REQUIRED with the spec text; nothing stored', async () => {
    const [mealId] = await insertMeals(t.database.db, [{}]);
    const res = await request(nonMember, { mealId });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: {
        code: 'SUBSCRIPTION_REQUIRED',
        message: 'You need an active subscription to request meals',
        messageKey: 'needSubscription',
      },
    });
    expect(await t.database.query('select 1 from meal_requests where user_id = $1', [nonMember.id])).toEqual(
      [],
    );
  });

  it('with an expired membership: 403 that names the plan and the day it ended', async () => {
    const [mealId] = await insertMeals(t.database.db, [{}]);
    const res = await request(expired, { mealId });
    expect(res.statusCode).toBe(403);
    const [row] = await t.database.query<{ period_end: Date }>(
      'select period_end from payments where user_id = $1',
      [expired.id],
    );
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(row!.period_end));
    expect(res.json().error).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      message: `Your Platinum plan expired on ${day}. Renew it to request meals.`,
      messageKey: 'planExpired',
    });
  });

  it('takes identity, package and status from the server, never the body', async () => {
    const [mealId] = await insertMeals(t.database.db, [{ title: 'Khichuri', likesCount: 4 }]);
    const res = await request(member, {
      mealId,
      userId: other.id,
      userEmail: 'x@evil.test',
      userName: 'Mallory',
      mealTitle: 'Free lobster',
      packageName: 'Platinum',
      status: 'delivered',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: member.id,
      userEmail: member.email,
      userName: 'Mona Member',
      mealId,
      mealTitle: 'Khichuri',
      packageName: 'Gold',
      status: 'pending',
      likes: 4,
      reviews_count: 0,
    });
  });

  it('one pending request per user per meal: a duplicate is 409, also when sent in parallel', async () => {
    const { mealId } = await newRequest();
    const dup = await request(member, { mealId });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('You already have a pending request for this meal');

    const [fresh] = await insertMeals(t.database.db, [{}]);
    const burst = await Promise.all(Array.from({ length: 8 }, () => request(member, { mealId: fresh })));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 409)).toHaveLength(7);
    const rows = await t.database.query('select 1 from meal_requests where meal_id = $1', [fresh]);
    expect(rows).toHaveLength(1);
  });

  it('a delivered request does not block a new one for the same meal', async () => {
    const { mealId, id } = await newRequest();
    expect((await serve(admin, id)).statusCode).toBe(200);
    expect((await request(member, { mealId })).statusCode).toBe(201);
  });

  it('404 for an unknown meal, 409 for an upcoming one, 400 for a malformed id', async () => {
    expect((await request(member, { mealId: '6f1c1f3e-8a63-4d55-9f59-2a1d1d1d1d1d' })).statusCode).toBe(404);
    const [upcoming] = await insertMeals(t.database.db, [{ status: 'upcoming', publishDate: new Date() }]);
    expect((await request(member, { mealId: upcoming })).statusCode).toBe(409);
    const bad = await request(member, { mealId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('mealId');
  });
});

describe('request transitions', () => {
  it('a user cannot serve or cancel', async () => {
    const { id } = await newRequest();
    expect((await serve(member, id)).statusCode).toBe(403);
    expect((await setStatus(member, id, 'cancelled')).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('pending');
  });

  it('admin serves pending → delivered; serve again or cancel afterwards is 409 and changes nothing', async () => {
    const { id } = await newRequest();
    const served = await serve(admin, id);
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ _id: id, status: 'delivered' });
    const again = await serve(admin, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVALID_TRANSITION');
    const cancel = await setStatus(admin, id, 'cancelled');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('INVALID_TRANSITION');
    expect(await statusOf(id)).toBe('delivered');
  });

  it('admin cancels pending → cancelled; then serve is 409; back to pending is 409; unknown status 400', async () => {
    const { id } = await newRequest();
    const cancelled = await setStatus(admin, id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await serve(admin, id)).statusCode).toBe(409);
    expect((await setStatus(admin, id, 'pending')).statusCode).toBe(409);
    expect((await setStatus(admin, id, 'approved')).statusCode).toBe(400);
    expect(await statusOf(id)).toBe('cancelled');
    expect((await serve(admin, '6f1c1f3e-8a63-4d55-9f59-2a1d1d1d1d1d')).statusCode).toBe(404);
  });

  it('a serve and a cancel racing: exactly one wins', async () => {
    const { id } = await newRequest();
    const [a, b] = await Promise.all([serve(admin, id), setStatus(admin, id, 'cancelled')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'delivered' : 'cancelled';
    expect(await statusOf(id)).toBe(winner);
    const notes = await t.database.query(
      "select 1 from notifications where user_id = $1 and type like 'request.%'",
      [member.id],
    );
    expect(notes.length).toBeGreaterThan(0);
  });

  it('the owner deletes their own pending request, but not a delivered one, and never someone else’s', async () => {
    const pending = await newRequest();
    expect((await remove(other, pending.id)).statusCode).toBe(403);
    expect((await remove(admin, pending.id)).statusCode).toBe(403);
    const own = await remove(member, pending.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true });
    expect(await statusOf(pending.id)).toBeUndefined();
    expect((await remove(member, pending.id)).statusCode).toBe(404);

    const delivered = await newRequest();
    await serve(admin, delivered.id);
    const res = await remove(member, delivered.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('INVALID_TRANSITION');
    expect(await statusOf(delivered.id)).toBe('delivered');
  });
});

describe('GET /api/requests', () => {
  it("a user gets only their own requests, whatever the query says; another's e-mail is 403", async () => {
    await newRequest(member);
    await newRequest(other);
    const mine = await t.app.inject({ method: 'GET', url: '/api/requests', headers: member.headers });
    expect(mine.statusCode).toBe(200);
    const body = mine.json();
    expect(body.requests.length).toBeGreaterThan(0);
    expect(body.requests.every((r: { userId: string }) => r.userId === member.id)).toBe(true);
    expect(body).toMatchObject({ page: 1, limit: 100 });
    expect(body.total).toBe(body.requests.length);

    for (const query of [`search=${encodeURIComponent('Otto')}`, 'status=pending', `email=${member.email}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/requests?${query}`,
        headers: member.headers,
      });
      expect(res.statusCode, query).toBe(200);
      expect(
        res.json().requests.every((r: { userId: string }) => r.userId === member.id),
        query,
      ).toBe(true);
    }
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/requests?email=${encodeURIComponent(other.email)}`,
      headers: member.headers,
    });
    expect(theirs.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/requests' })).statusCode).toBe(401);
  });

  it('an admin gets everyone’s, newest first, searchable by name or e-mail (plain text), paged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/requests', headers: admin.headers });
    const all = res.json().requests as { userId: string; createdAt: string }[];
    expect(new Set(all.map((r) => r.userId))).toEqual(new Set([member.id, other.id]));
    const times = all.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const byName = await t.app.inject({
      method: 'GET',
      url: '/api/requests?search=otto',
      headers: admin.headers,
    });
    expect(byName.json().requests.every((r: { userId: string }) => r.userId === other.id)).toBe(true);
    expect(byName.json().total).toBeGreaterThan(0);
    const byEmail = await t.app.inject({
      method: 'GET',
      url: `/api/requests?search=${encodeURIComponent(member.email.slice(0, 12))}`,
      headers: admin.headers,
    });
    expect(byEmail.json().requests.every((r: { userId: string }) => r.userId === member.id)).toBe(true);
    const nul = await t.app.inject({
      method: 'GET',
      url: '/api/requests?search=%00',
      headers: admin.headers,
    });
    expect(nul.statusCode).toBe(200);
    const nulEmail = await t.app.inject({
      method: 'GET',
      url: '/api/requests?email=%00',
      headers: admin.headers,
    });
    expect(nulEmail.statusCode).toBe(400);
    const wildcard = await t.app.inject({
      method: 'GET',
      url: '/api/requests?search=%25',
      headers: admin.headers,
    });
    expect(wildcard.json().total).toBe(0);
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/requests?email=${encodeURIComponent(other.email)}`,
      headers: admin.headers,
    });
    expect(filtered.json().requests.every((r: { userId: string }) => r.userId === other.id)).toBe(true);
    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/requests?limit=1&page=2',
      headers: admin.headers,
    });
    expect(paged.json()).toMatchObject({ page: 2, limit: 1, total: all.length });
    expect(paged.json().requests).toHaveLength(1);
  });
});
