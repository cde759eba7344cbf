import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, webhookEvents } from '../src/db/schema/index.js';
import { buildTestApp, type TestApp } from './helper.js';
import { StripeStandIn, type StandInIntent } from './factories/stripe-stand-in.js';
import { createUser, type TestUser } from './factories/users.js';

const WEBHOOK_SECRET = 'whsec_messhall_test_secret';

let t: TestApp;
let standIn: StripeStandIn;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  standIn = new StripeStandIn();
  const apiBase = await standIn.start();
  t = await buildTestApp({
    STRIPE_SECRET_KEY: 'sk_test_messhall',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_messhall',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: apiBase,
  });
  alice = await createUser(t.app, t.database);
  bob = await createUser(t.app, t.database);
});
afterAll(async () => {
  await t.close();
  await standIn.stop();
});

function post(url: string, who: TestUser | undefined, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload });
}

async function checkout(who: TestUser, packageName: string): Promise<StandInIntent> {
  const res = await post('/api/payment/create-payment-intent', who, { packageName });
  expect(res.statusCode).toBe(200);
  const secret = res.json().clientSecret as string;
  const intent = [...standIn.intents.values()].find((i) => i.client_secret === secret);
  if (!intent) throw new Error('the stand-in does not know this client secret');
  return intent;
}

async function paymentsOf(transactionId: string) {
  return t.database.db.select().from(payments).where(eq(payments.transactionId, transactionId));
}

function signedEvent(intent: StandInIntent, options: { type?: string; id?: string; secret?: string } = {}) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${randomBytes(10).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: options.type ?? 'payment_intent.succeeded',
    data: { object: { ...intent, status: 'succeeded' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return { payload, signature };
}

function deliver(event: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

describe('Stripe provider', () => {
  it('tells the web to show Stripe Elements with the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(res.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_messhall', testMode: true });
  });

  it("sends the plan's amount and currency, whatever the body says, with the caller in the metadata", async () => {
    const res = await post('/api/payment/create-payment-intent', alice, {
      packageName: 'platinum',
      price: 0.01,
      amount: 1,
      currency: 'bdt',
      email: bob.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().package).toEqual({ name: 'Platinum', price: 30 });
    const sent = standIn.creates().at(-1)!;
    expect(sent.params.get('amount')).toBe('3000');
    expect(sent.params.get('currency')).toBe('usd');
    expect(sent.params.get('metadata[userId]')).toBe(alice.id);
    expect(sent.params.get('metadata[packageName]')).toBe('Platinum');
    expect(sent.idempotencyKey).toContain(alice.id);
    const intent = standIn.intents.get([...standIn.intents.keys()].at(-1)!)!;
    expect(res.json().clientSecret).toBe(intent.client_secret);
  });

  it('reuses the pending intent on a double click, also in parallel', async () => {
    const before = standIn.creates().length;
    const first = await post('/api/payment/create-payment-intent', bob, { packageName: 'silver' });
    const again = await post('/api/payment/create-payment-intent', bob, { packageName: 'Silver' });
    expect(again.json().clientSecret).toBe(first.json().clientSecret);
    expect(standIn.creates().length).toBe(before + 1);

    const carol = await createUser(t.app, t.database);
    const parallel = await Promise.all(
      Array.from({ length: 4 }, () =>
        post('/api/payment/create-payment-intent', carol, { packageName: 'gold' }),
      ),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(parallel.map((r) => r.json().clientSecret)).size).toBe(1);
  });

  it('records nothing for an intent that has not succeeded', async () => {
    const intent = await checkout(alice, 'gold');
    const res = await post('/api/payment/save-payment', alice, { transactionId: intent.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This payment has not succeeded.');
    expect(await paymentsOf(intent.id)).toHaveLength(0);
  });

  it('records nothing when the amount or currency is not the plan’s', async () => {
    const cheap = standIn.addIntent({
      amount: 100,
      status: 'succeeded',
      metadata: { userId: alice.id, packageName: 'Platinum' },
    });
    const res = await post('/api/payment/save-payment', alice, { transactionId: cheap.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This payment does not match the price of its plan.');
    const euros = standIn.addIntent({
      amount: 3000,
      currency: 'eur',
      status: 'succeeded',
      metadata: { userId: alice.id, packageName: 'Platinum' },
    });
    expect((await post('/api/payment/save-payment', alice, { transactionId: euros.id })).statusCode).toBe(
      400,
    );
    expect(await paymentsOf(cheap.id)).toHaveLength(0);
    expect(await paymentsOf(euros.id)).toHaveLength(0);
  });

  it("refuses another user's payment (403) and records nothing", async () => {
    const intent = await checkout(alice, 'silver');
    intent.status = 'succeeded';
    const res = await post('/api/payment/save-payment', bob, {
      transactionId: intent.id,
      email: alice.email,
    });
    expect(res.statusCode).toBe(403);
    expect(await paymentsOf(intent.id)).toHaveLength(0);
  });

  it('answers 400 for an unknown transaction id', async () => {
    const res = await post('/api/payment/save-payment', alice, { transactionId: 'pi_does_not_exist' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Payment not found.');
  });

  it('records a verified payment once, and does not reuse a paid intent for the next checkout', async () => {
    const dan = await createUser(t.app, t.database);
    const intent = await checkout(dan, 'gold');
    intent.status = 'succeeded';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/payment/save-payment', dan, { transactionId: intent.id, packageName: 'gold', price: 0 }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const res of answers) {
      expect(res.json()).toMatchObject({
        success: true,
        payment: { transactionId: intent.id, packageName: 'Gold', price: 20 },
      });
    }
    expect(await paymentsOf(intent.id)).toHaveLength(1);

    const next = await checkout(dan, 'gold');
    expect(next.id).not.toBe(intent.id);
  });

  it('the sandbox confirm step does not exist under Stripe', async () => {
    const res = await post('/api/payment/sandbox/confirm', alice, {
      clientSecret: 'pi_x_secret_y',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('Stripe webhook', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const intent = await checkout(alice, 'platinum');
    intent.status = 'succeeded';
    const forged = signedEvent(intent, { secret: 'whsec_not_ours' });
    const res = await deliver(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid webhook signature.');
    const tampered = signedEvent(intent);
    expect(
      (
        await deliver({
          ...tampered,
          payload: tampered.payload.replace('"livemode":false', '"livemode":true'),
        })
      ).statusCode,
    ).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: tampered.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await paymentsOf(intent.id)).toHaveLength(0);
    const eventId = JSON.parse(forged.payload).id as string;
    expect(
      await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId)),
    ).toHaveLength(0);
  });

  it('grants the plan from the webhook alone (the browser closed before save-payment)', async () => {
    const erin = await createUser(t.app, t.database);
    const intent = await checkout(erin, 'gold');
    intent.status = 'succeeded';
    const res = await deliver(signedEvent(intent));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const membership = await t.app.inject({
      method: 'GET',
      url: '/api/payment/membership',
      headers: erin.headers,
    });
    expect(membership.json().level).toBe('Gold');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.recorded'), eq(auditLog.actorId, erin.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toMatchObject({ transactionId: intent.id, via: 'webhook' });

    // The browser comes back later: same payment, nothing new.
    const saved = await post('/api/payment/save-payment', erin, { transactionId: intent.id });
    expect(saved.statusCode).toBe(200);
    expect(await paymentsOf(intent.id)).toHaveLength(1);
  });

  it('the same signed event 5 times, one after another, records one payment', async () => {
    const fay = await createUser(t.app, t.database);
    const intent = await checkout(fay, 'silver');
    intent.status = 'succeeded';
    const event = signedEvent(intent);
    for (let i = 0; i < 5; i += 1) expect((await deliver(event)).statusCode).toBe(200);
    expect(await paymentsOf(intent.id)).toHaveLength(1);
    const eventId = JSON.parse(event.payload).id as string;
    expect(
      await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId)),
    ).toHaveLength(1);
  });

  it('the same signed event 5 times in parallel (and a save-payment racing it) records one payment', async () => {
    const gus = await createUser(t.app, t.database);
    const intent = await checkout(gus, 'platinum');
    intent.status = 'succeeded';
    const event = signedEvent(intent);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(event)),
      post('/api/payment/save-payment', gus, { transactionId: intent.id }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await paymentsOf(intent.id)).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.recorded'), eq(auditLog.actorId, gus.id)));
    expect(audit).toHaveLength(1);
  });

  it('trusts the provider, not the event payload, and ignores other or late events', async () => {
    const hal = await createUser(t.app, t.database);
    const intent = await checkout(hal, 'gold');
    // The payload claims success; Stripe (the stand-in) says the intent is still unpaid.
    expect((await deliver(signedEvent(intent))).statusCode).toBe(200);
    expect(await paymentsOf(intent.id)).toHaveLength(0);
    // A late, out-of-order event after the payment changes nothing.
    intent.status = 'succeeded';
    expect((await deliver(signedEvent(intent))).statusCode).toBe(200);
    expect((await deliver(signedEvent(intent, { type: 'payment_intent.created' }))).statusCode).toBe(200);
    expect((await deliver(signedEvent(intent, { type: 'payment_intent.payment_failed' }))).statusCode).toBe(
      200,
    );
    const rows = await paymentsOf(intent.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: hal.id,
      packageName: 'Gold',
      amountCents: 2000,
      status: 'succeeded',
    });
  });
});
