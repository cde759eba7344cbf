import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan } from '@messhall/shared';
import {
  dietProfiles,
  mealRequests,
  meals,
  paymentIntents,
  payments,
  reviews,
  users,
} from '../../src/db/schema/index.js';
import { mealBody, upcomingBody } from '../factories/meal-bodies.js';
import { TEST_PASSWORD } from '../factories/users.js';
import { buildSecurityContext, type Role, type SecurityContext } from './context.js';

// Mass assignment: fields only the server may set — role, emailVerified, status, price, userId, membership — are
// ignored (or the request refused) in every body that could carry them. Each test checks the stored row.

let ctx: SecurityContext;
beforeAll(async () => {
  ctx = await buildSecurityContext();
});
afterAll(() => ctx.t.close());

const db = () => ctx.t.database.db;
const call = (role: Role, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object | string) =>
  ctx.inject(role, {
    method,
    url,
    payload,
    ...(typeof payload === 'string' ? { headers: { 'content-type': 'application/json' } } : {}),
  });
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

/** Server-only fields as a client might send them, in both the spec's and our spelling. */
const PRIVILEGED = {
  role: 'admin',
  emailVerified: true,
  banned: false,
  status: 'delivered',
  published: true,
  price: 0.01,
  amount: 1,
  amountCents: 1,
  currency: 'xxx',
  userId: 'someone-else',
  userEmail: 'someone-else@sec.test',
  userName: 'Someone Else',
  subscriptionStatus: 'Platinum',
  packageName: 'Platinum',
  periodEnd: '2099-01-01T00:00:00.000Z',
  likes: 999,
  rating: 5,
  reviews_count: 999,
  distributorEmail: 'mallory@evil.test',
  distributorName: 'Mallory',
  _id: '00000000-0000-4000-8000-00000000dead',
  createdAt: '2000-01-01T00:00:00.000Z',
};

describe('accounts', () => {
  it('sign-up ignores role, emailVerified and ban fields: the new account is an unverified user', async () => {
    const email = `mass-${randomUUID().slice(0, 8)}@sec.test`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...PRIVILEGED, name: 'Mass', email, password: TEST_PASSWORD },
    });
    expect([200, 400]).toContain(res.statusCode);
    const [row] = await db().select().from(users).where(eq(users.email, email));
    if (row) expect(row).toMatchObject({ role: 'user', emailVerified: false, banned: false });
  });

  it('update-user cannot grant a role, verify an e-mail or change the e-mail', async () => {
    const me = ctx.actors.otherUser;
    const res = await call('otherUser', 'POST', '/api/auth/update-user', {
      ...PRIVILEGED,
      email: 'new-address@sec.test',
      name: 'Still Omar',
    });
    expect([200, 400]).toContain(res.statusCode);
    expect(await userRow(me.id)).toMatchObject({ role: 'user', emailVerified: false, email: me.email });
  });

  // auth.plugin.ts keeps bodies of /api/auth/admin/* as they are (the admin plugin needs `role`), judged on the raw
  // URL; `new URL()` then resolves `admin/../` to a non-admin endpoint. better-auth's own field rules still hold.
  it.each(['/api/auth/admin/../update-user', '/api/auth/admin/%2e%2e/update-user'])(
    'a dot-segment detour (%s) still cannot set role, emailVerified or banned',
    async (url) => {
      const me = ctx.actors.otherUser;
      const res = await call('otherUser', 'POST', url, {
        name: 'Detour',
        role: 'admin',
        emailVerified: true,
        banned: true,
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(await userRow(me.id)).toMatchObject({ role: 'user', emailVerified: false, banned: false });
    },
  );

  it('a dot-segment detour to sign-up still creates a plain user', async () => {
    const email = `detour-${randomUUID().slice(0, 8)}@sec.test`;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/admin/../sign-up/email',
      payload: { name: 'Detour', email, password: TEST_PASSWORD, role: 'admin', emailVerified: true },
    });
    const [row] = await db().select().from(users).where(eq(users.email, email));
    if (row) expect(row).toMatchObject({ role: 'user', emailVerified: false });
  });

  it('POST /api/users changes only name and photo', async () => {
    const me = ctx.actors.otherUser;
    const before = await userRow(me.id);
    const res = await call('otherUser', 'POST', '/api/users', {
      ...PRIVILEGED,
      email: 'new-address@sec.test',
      created_at: '2000-01-01T00:00:00.000Z',
      last_log_in: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'user', email: me.email, subscriptionStatus: null });
    const after = await userRow(me.id);
    expect(after).toMatchObject({ role: 'user', email: me.email, emailVerified: false });
    expect(after.createdAt).toEqual(before.createdAt);
    // No membership was conjured up by the body.
    expect(await db().select().from(payments).where(eq(payments.userId, me.id))).toEqual([]);
  });

  it("PUT /api/users/me/diet saves the caller's profile, whoever the body names", async () => {
    const me = ctx.actors.otherUser;
    const victim = ctx.actors.user;
    const res = await call('otherUser', 'PUT', '/api/users/me/diet', {
      ...PRIVILEGED,
      userId: victim.id,
      email: victim.email,
      _id: victim.id,
      diet: ['vegan'],
      avoid: ['milk'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ diet: ['vegan'], avoid: ['milk'] });
    const saved = await db().select().from(dietProfiles);
    expect(saved.filter((row) => row.userId === victim.id)).toEqual([]);
    expect(saved.find((row) => row.userId === me.id)).toMatchObject({ diet: ['vegan'], avoid: ['milk'] });
  });

  it.each([
    ['__proto__', '{"name":"Proto","__proto__":{"role":"admin"}}'],
    ['constructor.prototype', '{"name":"Proto","constructor":{"prototype":{"role":"admin"}}}'],
  ])('a %s body is refused and pollutes nothing', async (_label, text) => {
    const res = await call('otherUser', 'POST', '/api/users', text);
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect((await userRow(ctx.actors.otherUser.id)).role).toBe('user');
  });
});

describe('meals and upcoming meals', () => {
  it('POST /api/meals takes the distributor from the session and starts every counter at zero', async () => {
    const admin = ctx.actors.admin;
    const res = await call('admin', 'POST', '/api/meals', { ...PRIVILEGED, ...mealBody({ price: 85.5 }) });
    expect(res.statusCode).toBe(201);
    const [row] = await db().select().from(meals).where(eq(meals.id, res.json()._id));
    expect(row).toMatchObject({
      distributorEmail: admin.email.toLowerCase(),
      distributorName: admin.name,
      distributorId: admin.id,
      likesCount: 0,
      reviewsCount: 0,
      rating: 0,
      status: 'published',
      price: 85.5,
    });
    expect(row!.id).not.toBe(PRIVILEGED._id);
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);
  });

  it('the diet filter keys are derived from the tags and allergens, never taken from the body', async () => {
    const res = await call('admin', 'POST', '/api/meals', {
      ...mealBody({ dietTags: ['vegetarian'], allergens: ['milk'] }),
      dietKeys: ['vegan', 'without:milk'],
      diet_keys: ['vegan', 'without:milk'],
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db().select().from(meals).where(eq(meals.id, res.json()._id));
    expect(row!.dietKeys).toContain('vegetarian');
    expect(row!.dietKeys).not.toContain('vegan');
    expect(row!.dietKeys).not.toContain('without:milk');
  });

  it('PATCH /api/meals/:id leaves counters, status and distributor alone', async () => {
    const id = await ctx.fresh.meal();
    const [before] = await db().select().from(meals).where(eq(meals.id, id));
    const res = await call('admin', 'PATCH', `/api/meals/${id}`, { ...PRIVILEGED, ...mealBody() });
    expect(res.statusCode).toBe(200);
    const [after] = await db().select().from(meals).where(eq(meals.id, id));
    expect(after).toMatchObject({
      likesCount: before!.likesCount,
      reviewsCount: before!.reviewsCount,
      rating: before!.rating,
      status: before!.status,
      distributorEmail: before!.distributorEmail,
    });
  });

  it('POST /api/upcoming cannot publish or pre-like the meal', async () => {
    const res = await call('admin', 'POST', '/api/upcoming', {
      ...upcomingBody(),
      ...PRIVILEGED,
      price: 120,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db().select().from(meals).where(eq(meals.id, res.json()._id));
    expect(row).toMatchObject({
      status: 'upcoming',
      likesCount: 0,
      distributorEmail: ctx.actors.admin.email,
    });
  });
});

describe('reviews', () => {
  it('a review’s author and meal come from the session and the URL', async () => {
    const mealId = await ctx.fresh.meal();
    const other = await ctx.fresh.meal();
    const res = await call('otherUser', 'POST', `/api/meals/${mealId}/reviews`, {
      ...PRIVILEGED,
      mealId: other,
      content: 'Fine',
      rating: 3,
      time: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, res.json().review._id));
    expect(row).toMatchObject({ userId: ctx.actors.otherUser.id, mealId, rating: 3 });
    const [meal] = await db().select().from(meals).where(eq(meals.id, mealId));
    expect(meal).toMatchObject({ reviewsCount: 1, rating: 3, likesCount: 0 });
  });

  it('an edit changes content and rating only', async () => {
    const id = await ctx.fresh.review();
    const other = await ctx.fresh.meal();
    const res = await call('user', 'PATCH', `/api/reviews/${id}`, {
      ...PRIVILEGED,
      mealId: other,
      content: 'Edited',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ userId: ctx.actors.user.id, content: 'Edited' });
    expect(row!.mealId).not.toBe(other);
  });
});

describe('requests', () => {
  it('a request is the caller’s, pending, with the plan the server finds', async () => {
    const mealId = await ctx.fresh.meal();
    const res = await call('user', 'POST', '/api/requests', { ...PRIVILEGED, mealId });
    expect(res.statusCode).toBe(201);
    const [row] = await db().select().from(mealRequests).where(eq(mealRequests.id, res.json()._id));
    // The owner's fixture plan is Gold (factories/memberships.ts), not the body's Platinum.
    expect(row).toMatchObject({ userId: ctx.actors.user.id, status: 'pending', packageName: 'Gold', mealId });
  });

  it('a member without a plan cannot buy one with a body field', async () => {
    const res = await call('otherUser', 'POST', '/api/requests', {
      ...PRIVILEGED,
      mealId: await ctx.fresh.meal(),
    });
    expect(res.statusCode).toBe(403);
  });

  it('the admin status change moves only the status', async () => {
    const id = await ctx.fresh.request();
    const [before] = await db().select().from(mealRequests).where(eq(mealRequests.id, id));
    const res = await call('admin', 'PATCH', `/api/requests/${id}`, {
      ...PRIVILEGED,
      status: 'cancelled',
      mealId: await ctx.fresh.meal(),
    });
    expect(res.statusCode).toBe(200);
    const [after] = await db().select().from(mealRequests).where(eq(mealRequests.id, id));
    expect(after).toMatchObject({ ...before, status: 'cancelled', updatedAt: after!.updatedAt });
  });
});

describe('payments', () => {
  it('the amount of an intent is the plan’s, whatever price or currency the body names', async () => {
    const res = await call('otherUser', 'POST', '/api/payment/create-payment-intent', {
      ...PRIVILEGED,
      packageName: 'Platinum',
    });
    expect(res.statusCode).toBe(200);
    const plan = findPlan('Platinum')!;
    expect(res.json().package).toEqual({ name: 'Platinum', price: plan.price });
    const rows = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, ctx.actors.otherUser.id));
    expect(rows.map((r) => [r.amountCents, r.currency])).toEqual([[plan.priceCents, plan.currency]]);
  });

  it('save-payment records what the provider says, not the body', async () => {
    const transactionId = await ctx.fresh.paidIntent(); // a Silver intent of `user`
    const mismatched = await call('user', 'POST', '/api/payment/save-payment', {
      ...PRIVILEGED,
      transactionId,
      packageName: 'Platinum',
    });
    expect(mismatched.statusCode).toBe(400);
    const { packageName: _ignored, ...rest } = PRIVILEGED;
    const res = await call('user', 'POST', '/api/payment/save-payment', { ...rest, transactionId });
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(row).toMatchObject({
      userId: ctx.actors.user.id,
      packageName: 'Silver',
      amountCents: findPlan('Silver')!.priceCents,
      status: 'succeeded',
    });
  });
});
