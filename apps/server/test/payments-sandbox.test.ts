import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentIntentResponseSchema, membershipSchema, paymentHistorySchema } from '@messhall/shared';
import { auditLog, paymentIntents, payments } from '../src/db/schema/index.js';
import { buildTestApp, type TestApp } from './helper.js';
import { createUser, type TestUser } from './factories/users.js';

const DAY = 24 * 60 * 60 * 1000;
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: NEXT_YEAR,
  cvc: '123',
  ...extra,
});

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.database, { role: 'admin' });
  alice = await createUser(t.app, t.database);
  bob = await createUser(t.app, t.database);
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, who?: TestUser, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload !== undefined ? { payload } : {}),
  });
}

async function startCheckout(who: TestUser, packageName: string): Promise<string> {
  const res = await call('POST', '/api/payment/create-payment-intent', who, { packageName });
  expect(res.statusCode).toBe(200);
  return res.json().clientSecret as string;
}

/** The sandbox's client secret is `<intent id>_secret_<random>`, like Stripe's. */
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

function confirm(who: TestUser | undefined, clientSecret: string, cardBody: Record<string, unknown>) {
  return call('POST', '/api/payment/sandbox/confirm', who, { clientSecret, card: cardBody });
}

async function paymentsOf(userId: string) {
  return t.database.db.select().from(payments).where(eq(payments.userId, userId));
}

/** Buys a plan through the whole sandbox flow; returns the transaction id. */
async function buy(who: TestUser, packageName: string): Promise<string> {
  const secret = await startCheckout(who, packageName);
  const paid = await confirm(who, secret, card('4242 4242 4242 4242'));
  expect(paid.statusCode).toBe(200);
  const id = paid.json().id as string;
  expect((await call('POST', '/api/payment/save-payment', who, { transactionId: id })).statusCode).toBe(200);
  return id;
}

describe('access', () => {
  it('lets visitors read the config only (sandbox, test mode, no key)', async () => {
    const res = await call('GET', '/api/payment/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'sandbox', testMode: true });
  });

  it('answers 401 to visitors on every other payment route', async () => {
    const routes: ['GET' | 'POST', string, Record<string, unknown>?][] = [
      ['POST', '/api/payment/create-payment-intent', { packageName: 'gold' }],
      ['POST', '/api/payment/sandbox/confirm', { clientSecret: 'x', card: card('4242424242424242') }],
      ['POST', '/api/payment/save-payment', { transactionId: 'pi_x' }],
      ['GET', '/api/payment/history'],
      ['GET', `/api/payment/history?email=${encodeURIComponent(alice.email)}`],
      ['GET', '/api/payment/membership'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
    }
  });

  it('has no webhook without Stripe', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('create-payment-intent', () => {
  it("answers the client secret and the plan's own price", async () => {
    const res = await call('POST', '/api/payment/create-payment-intent', alice, {
      packageName: 'gold',
      price: 0.01,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().package).toEqual({ name: 'Gold', price: 20 });
    expect(res.json().clientSecret).toMatch(/^pi_sandbox_[0-9a-f]+_secret_[\w-]{32}$/);
    const [row] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intentIdOf(res.json().clientSecret)));
    expect(row).toMatchObject({ userId: alice.id, packageName: 'Gold', amountCents: 2000, currency: 'usd' });
  });

  it('refuses an unknown package or Bronze with 400', async () => {
    for (const packageName of ['diamond', 'Bronze', '']) {
      const res = await call('POST', '/api/payment/create-payment-intent', alice, { packageName });
      expect(res.statusCode, packageName).toBe(400);
      expect(res.json().error.issues[0].path).toBe('packageName');
    }
  });

  it('returns the same client secret on a double click, sequential or parallel', async () => {
    const first = await startCheckout(bob, 'platinum');
    expect(await startCheckout(bob, 'Platinum')).toBe(first);
    const parallel = await Promise.all(Array.from({ length: 5 }, () => startCheckout(bob, 'silver')));
    expect(new Set(parallel).size).toBe(1);
    expect(parallel[0]).not.toBe(first);
  });

  it('stops reusing a pending intent after 30 minutes; the old one can no longer be paid', async () => {
    const carol = await createUser(t.app, t.database);
    const old = await startCheckout(carol, 'gold');
    await t.database.db
      .update(paymentIntents)
      .set({ createdAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(paymentIntents.clientSecret, old));
    const fresh = await startCheckout(carol, 'gold');
    expect(fresh).not.toBe(old);
    const res = await confirm(carol, old, card('4242424242424242'));
    expect(res.statusCode).toBe(409);
  });
});

describe('sandbox confirm', () => {
  it('names the card field at fault (400) for a bad number, expiry or CVC', async () => {
    const secret = await startCheckout(alice, 'silver');
    const cases: [Record<string, unknown>, string][] = [
      [card('4242 4242 4242 4241'), 'card.number'],
      [card('4242-4242-4242-4242'), 'card.number'],
      [card('4242424242424242', { expMonth: 13 }), 'card.expMonth'],
      [card('4242424242424242', { expYear: NEXT_YEAR - 2 }), 'card.expYear'],
      [card('4242424242424242', { cvc: '12' }), 'card.cvc'],
      [card('4242424242424242', { cvc: 'abc' }), 'card.cvc'],
    ];
    for (const [body, field] of cases) {
      const res = await confirm(alice, secret, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
  });

  it("declines 4000 0000 0000 0002 with Stripe's text (402) and records nothing", async () => {
    const dan = await createUser(t.app, t.database);
    const secret = await startCheckout(dan, 'gold');
    const res = await confirm(dan, secret, card('4000 0000 0000 0002'));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      error: { code: 'CARD_DECLINED', message: 'Your card was declined.', messageKey: 'cardDeclined' },
    });
    const save = await call('POST', '/api/payment/save-payment', dan, { transactionId: intentIdOf(secret) });
    expect(save.statusCode).toBe(400);
    expect(await paymentsOf(dan.id)).toHaveLength(0);
    // The intent stays payable with another card, as at Stripe.
    expect((await confirm(dan, secret, card('4242424242424242'))).statusCode).toBe(200);
  });

  it('fails 4000 0000 0000 9995 with insufficient funds, and a non-test card like Stripe test mode', async () => {
    const secret = await startCheckout(alice, 'platinum');
    const poor = await confirm(alice, secret, card('4000000000009995'));
    expect(poor.statusCode).toBe(402);
    expect(poor.json().error).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'Your card has insufficient funds.',
      messageKey: 'insufficientFunds',
    });
    const real = await confirm(alice, secret, card('4111 1111 1111 1111'));
    expect(real.statusCode).toBe(402);
    expect(real.json().error.message).toContain('non test card');
  });

  it("refuses another user's client secret (403)", async () => {
    const secret = await startCheckout(alice, 'silver');
    const res = await confirm(bob, secret, card('4242424242424242'));
    expect(res.statusCode).toBe(403);
    expect((await confirm(bob, 'pi_sandbox_nope_secret_nope', card('4242424242424242'))).statusCode).toBe(
      404,
    );
  });
});

describe('save-payment', () => {
  it('records a 4242 payment once even when called 5 times in parallel', async () => {
    const erin = await createUser(t.app, t.database);
    const secret = await startCheckout(erin, 'gold');
    const paid = await confirm(erin, secret, card('4242 4242 4242 4242'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ id: intentIdOf(secret), status: 'succeeded' });

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/payment/save-payment', erin, {
          transactionId: paid.json().id,
          packageName: 'gold',
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = answers.map((r) => r.json());
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toMatchObject({
      success: true,
      payment: { transactionId: paid.json().id, packageName: 'Gold', price: 20 },
    });
    const rows = await paymentsOf(erin.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.periodEnd.getTime() - rows[0]!.periodStart.getTime()).toBe(30 * DAY);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.recorded'), eq(auditLog.actorId, erin.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.data).toMatchObject({ transactionId: paid.json().id, via: 'sandbox-confirm' });
  });

  it('is not needed for the plan: the confirm step records the payment, once however many confirms and saves race', async () => {
    const gus = await createUser(t.app, t.database);
    const secret = await startCheckout(gus, 'platinum');
    const paid = await confirm(gus, secret, card('4242 4242 4242 4242'));
    expect(paid.statusCode).toBe(200);
    const transactionId = paid.json().id as string;

    // The browser's save-payment never arrived: the plan is held all the same.
    const membership = await call('GET', '/api/payment/membership', gus);
    expect(membership.json()).toMatchObject({ level: 'Platinum' });
    expect(await paymentsOf(gus.id)).toHaveLength(1);

    // "Try saving again", repeated, raced by a repeated confirm: one payment, the same answer each time.
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => call('POST', '/api/payment/save-payment', gus, { transactionId })),
      confirm(gus, secret, card('4242 4242 4242 4242')),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.slice(0, 4).map((r) => r.body)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({
      success: true,
      payment: { transactionId, packageName: 'Platinum' },
    });
    expect(await paymentsOf(gus.id)).toHaveLength(1);
    const history = await call('GET', '/api/payment/history', gus);
    expect(history.json()).toHaveLength(1);
  });

  it('records parallel first confirms of one checkout once', async () => {
    const hana = await createUser(t.app, t.database);
    const secret = await startCheckout(hana, 'silver');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => confirm(hana, secret, card('4242 4242 4242 4242'))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await paymentsOf(hana.id)).toHaveLength(1);
  });

  it('ignores a price or e-mail in the body', async () => {
    const fay = await createUser(t.app, t.database);
    const secret = await startCheckout(fay, 'platinum');
    const { id } = (await confirm(fay, secret, card('5555 5555 5555 4444'))).json();
    const res = await call('POST', '/api/payment/save-payment', fay, {
      transactionId: id,
      price: 0.5,
      email: alice.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment.price).toBe(30);
    const rows = await paymentsOf(fay.id);
    expect(rows).toMatchObject([{ amountCents: 3000, packageName: 'Platinum' }]);
    expect(await paymentsOf(alice.id)).toHaveLength(0);
  });

  it("refuses another user's transaction (403) and a mismatched package (400)", async () => {
    const gus = await createUser(t.app, t.database);
    const secret = await startCheckout(gus, 'silver');
    const { id } = (await confirm(gus, secret, card('4242424242424242'))).json();
    expect((await call('POST', '/api/payment/save-payment', bob, { transactionId: id })).statusCode).toBe(
      403,
    );
    const wrong = await call('POST', '/api/payment/save-payment', gus, {
      transactionId: id,
      packageName: 'gold',
    });
    expect(wrong.statusCode).toBe(400);
    // The confirm step recorded the Silver payment; neither refusal changed it.
    expect(await paymentsOf(gus.id)).toMatchObject([{ packageName: 'Silver', transactionId: id }]);
    expect((await call('POST', '/api/payment/save-payment', gus, { transactionId: id })).statusCode).toBe(
      200,
    );
    // Once recorded, it is still not bob's.
    expect((await call('POST', '/api/payment/save-payment', bob, { transactionId: id })).statusCode).toBe(
      403,
    );
  });

  it('a paid checkout is not reused for the next one', async () => {
    const hal = await createUser(t.app, t.database);
    const id = await buy(hal, 'silver');
    const next = await startCheckout(hal, 'silver');
    expect(intentIdOf(next)).not.toBe(id);
  });
});

describe('membership', () => {
  it('is Bronze without a payment, Gold after a Gold payment (also on the user record)', async () => {
    const ivy = await createUser(t.app, t.database);
    const before = await call('GET', '/api/payment/membership', ivy);
    expect(before.json()).toEqual({ level: 'Bronze', periodEnd: null, next: null, expired: null });
    await buy(ivy, 'gold');
    const after = membershipSchema.parse((await call('GET', '/api/payment/membership', ivy)).json());
    expect(after.level).toBe('Gold');
    const ends = new Date(after.periodEnd!).getTime();
    expect(Math.abs(ends - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect((await call('GET', '/api/users/me', ivy)).json().subscriptionStatus).toBe('Gold');
  });

  it('is Bronze again once the 30 days are over', async () => {
    const jo = await createUser(t.app, t.database);
    const paidAt = new Date(Date.now() - 31 * DAY);
    await t.database.db.insert(payments).values({
      userId: jo.id,
      packageName: 'Gold',
      amountCents: 2000,
      currency: 'usd',
      provider: 'sandbox',
      transactionId: `pi_sandbox_${randomUUID().replace(/-/g, '')}`,
      status: 'succeeded',
      periodStart: paidAt,
      periodEnd: new Date(paidAt.getTime() + 30 * DAY),
      createdAt: paidAt,
    });
    // Bronze, with the plan that ran out and when, so the screens can say so and offer to renew it.
    expect((await call('GET', '/api/payment/membership', jo)).json()).toEqual({
      level: 'Bronze',
      periodEnd: null,
      next: null,
      expired: { plan: 'Gold', endedAt: new Date(paidAt.getTime() + 30 * DAY).toISOString() },
    });
    // The history still shows it.
    expect((await call('GET', '/api/payment/history', jo)).json()).toHaveLength(1);
  });

  it('is the paid plan whose period holds today', async () => {
    const kim = await createUser(t.app, t.database);
    await buy(kim, 'platinum');
    await buy(kim, 'silver');
    expect((await call('GET', '/api/payment/membership', kim)).json().level).toBe('Platinum');
  });
});

describe('a plan bought during another', () => {
  const PRICE = { Silver: 1000, Gold: 2000, Platinum: 3000 } as const;

  /** A paid period that began `startedDaysAgo` days ago (negative: starts later) and runs `days` days. */
  async function paidPeriod(who: TestUser, plan: keyof typeof PRICE, startedDaysAgo: number, days = 30) {
    const start = new Date(Date.now() - startedDaysAgo * DAY);
    await t.database.db.insert(payments).values({
      userId: who.id,
      packageName: plan,
      amountCents: PRICE[plan],
      currency: 'usd',
      provider: 'sandbox',
      transactionId: `pi_sandbox_${randomUUID().replace(/-/g, '')}`,
      status: 'succeeded',
      periodStart: start,
      periodEnd: new Date(start.getTime() + days * DAY),
      createdAt: new Date(Math.min(start.getTime(), Date.now())),
    });
    return new Date(start.getTime() + days * DAY);
  }

  const scheduleOf = async (who: TestUser, packageName: string) => {
    const res = await call('POST', '/api/payment/create-payment-intent', who, { packageName });
    expect(res.statusCode).toBe(200);
    return createPaymentIntentResponseSchema.parse(res.json()).schedule;
  };
  const membershipOf = async (who: TestUser) =>
    membershipSchema.parse((await call('GET', '/api/payment/membership', who)).json());
  const near = (iso: string | null | undefined, expected: number) =>
    expect(Math.abs(new Date(iso!).getTime() - expected)).toBeLessThan(60_000);

  it('a first plan starts now, for 30 days', async () => {
    const nia = await createUser(t.app, t.database);
    const schedule = await scheduleOf(nia, 'silver');
    expect(schedule).toMatchObject({ change: 'new', current: null, unusedDays: 0, creditDays: 0 });
    near(schedule.startsAt, Date.now());
    near(schedule.endsAt, Date.now() + 30 * DAY);
  });

  it('a cheaper plan waits until the dearer one ends: Gold is not cut short', async () => {
    const gus = await createUser(t.app, t.database);
    const goldEnds = await paidPeriod(gus, 'Gold', 10);
    const schedule = await scheduleOf(gus, 'silver');
    expect(schedule).toMatchObject({
      change: 'later',
      startsAt: goldEnds.toISOString(),
      endsAt: new Date(goldEnds.getTime() + 30 * DAY).toISOString(),
      current: { plan: 'Gold', endsAt: goldEnds.toISOString() },
    });
    await buy(gus, 'silver');
    expect(await membershipOf(gus)).toEqual({
      level: 'Gold',
      periodEnd: goldEnds.toISOString(),
      next: {
        plan: 'Silver',
        startsAt: goldEnds.toISOString(),
        endsAt: new Date(goldEnds.getTime() + 30 * DAY).toISOString(),
      },
      expired: null,
    });
    expect((await call('GET', '/api/users/me', gus)).json().subscriptionStatus).toBe('Gold');
  });

  it('the same plan again adds 30 days after the paid time, also after a plan already waiting', async () => {
    const ros = await createUser(t.app, t.database);
    const goldEnds = await paidPeriod(ros, 'Gold', 5);
    await buy(ros, 'silver');
    const schedule = await scheduleOf(ros, 'gold');
    expect(schedule.change).toBe('later');
    expect(schedule.startsAt).toBe(new Date(goldEnds.getTime() + 30 * DAY).toISOString());
    await buy(ros, 'gold');
    const periods = (await paymentsOf(ros.id)).sort((a, b) => +a.periodStart - +b.periodStart);
    expect(periods.map((p) => [p.packageName, p.periodEnd.getTime() - p.periodStart.getTime()])).toEqual([
      ['Gold', 30 * DAY],
      ['Silver', 30 * DAY],
      ['Gold', 30 * DAY],
    ]);
    expect(periods[1]!.periodStart).toEqual(periods[0]!.periodEnd);
    expect(periods[2]!.periodStart).toEqual(periods[1]!.periodEnd);
    expect((await membershipOf(ros)).level).toBe('Gold');
  });

  it('a dearer plan starts now and the unused days are credited at their value', async () => {
    const uma = await createUser(t.app, t.database);
    await paidPeriod(uma, 'Silver', 0); // a whole Silver month left: worth 15 days of Gold
    const schedule = await scheduleOf(uma, 'gold');
    expect(schedule).toMatchObject({ change: 'upgrade', unusedDays: 30, creditDays: 15 });
    expect(schedule.current?.plan).toBe('Silver');
    near(schedule.startsAt, Date.now());
    near(schedule.endsAt, Date.now() + 45 * DAY);

    await buy(uma, 'gold');
    const membership = await membershipOf(uma);
    expect(membership).toMatchObject({ level: 'Gold', next: null, expired: null });
    near(membership.periodEnd, Date.now() + 45 * DAY);
    const silver = (await paymentsOf(uma.id)).find((p) => p.packageName === 'Silver')!;
    near(silver.periodEnd.toISOString(), Date.now()); // its days now belong to Gold
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, uma.id), eq(auditLog.action, 'payment.recorded')));
    expect(audit!.data).toMatchObject({ change: 'upgrade', credited: [silver.id] });
  });

  it('an upgrade also takes the plan that was waiting, which then never runs', async () => {
    const pia = await createUser(t.app, t.database);
    await paidPeriod(pia, 'Gold', 20); // 10 days of Gold left
    await buy(pia, 'silver'); // 30 days of Silver waiting
    const schedule = await scheduleOf(pia, 'platinum');
    // 10 × $20 + 30 × $10 of time left = 500 dollar-days = 16.7 days of Platinum.
    expect(schedule).toMatchObject({ change: 'upgrade', unusedDays: 40, creditDays: 17 });
    await buy(pia, 'platinum');
    const membership = await membershipOf(pia);
    expect(membership).toMatchObject({ level: 'Platinum', next: null });
    near(membership.periodEnd, Date.now() + 30 * DAY + (50 / 3) * DAY);
    const silver = (await paymentsOf(pia.id)).find((p) => p.packageName === 'Silver')!;
    expect(silver.periodEnd).toEqual(silver.periodStart);
  });

  it('payments of one student saved at once get periods one after the other', async () => {
    const zed = await createUser(t.app, t.database);
    const paidIds: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const paid = await confirm(zed, await startCheckout(zed, 'silver'), card('4242 4242 4242 4242'));
      paidIds.push(paid.json().id as string);
    }
    const saved = await Promise.all(
      paidIds.map((transactionId) => call('POST', '/api/payment/save-payment', zed, { transactionId })),
    );
    expect(saved.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const periods = (await paymentsOf(zed.id)).sort((a, b) => +a.periodStart - +b.periodStart);
    for (let i = 1; i < periods.length; i += 1) {
      expect(periods[i]!.periodStart).toEqual(periods[i - 1]!.periodEnd);
    }
    expect(periods.at(-1)!.periodEnd.getTime() - periods[0]!.periodStart.getTime()).toBe(150 * DAY);
  });
});

describe('history', () => {
  let lee: TestUser;
  let older: string;
  let newer: string;

  beforeAll(async () => {
    lee = await createUser(t.app, t.database);
    older = await buy(lee, 'silver');
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(payments.transactionId, older));
    newer = await buy(lee, 'gold');
  });

  it('shows the caller’s own payments, newest first, without or with their own e-mail', async () => {
    for (const url of [
      '/api/payment/history',
      `/api/payment/history?email=${encodeURIComponent(lee.email.toUpperCase())}`,
    ]) {
      const res = await call('GET', url, lee);
      expect(res.statusCode).toBe(200);
      const rows = paymentHistorySchema.parse(res.json());
      expect(rows.map((r) => r.transactionId)).toEqual([newer, older]);
      expect(rows[0]).toMatchObject({ packageName: 'Gold', price: 20 });
      expect(Object.keys(rows[0]!).sort()).toEqual(['date', 'packageName', 'price', 'transactionId']);
    }
  });

  it("refuses a user reading another user's history (403)", async () => {
    const res = await call('GET', `/api/payment/history?email=${encodeURIComponent(lee.email)}`, bob);
    expect(res.statusCode).toBe(403);
    const nobody = await call('GET', '/api/payment/history?email=nobody%40messhall.test', bob);
    expect(nobody.statusCode).toBe(403);
  });

  it("lets an admin read anyone's history", async () => {
    const res = await call('GET', `/api/payment/history?email=${encodeURIComponent(lee.email)}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { transactionId: string }) => r.transactionId)).toEqual([newer, older]);
    const none = await call('GET', '/api/payment/history?email=nobody%40messhall.test', admin);
    expect(none.json()).toEqual([]);
  });
});
