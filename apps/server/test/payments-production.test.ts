import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { createUser } from './factories/users.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://messhall.example' };

describe('payments in production', () => {
  it('refuses the sandbox unless PAYMENTS_SANDBOX=on: checkout answers 503', async () => {
    t = await buildTestApp(production);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/config' })).json()).toEqual({
      provider: 'none',
      testMode: false,
    });
    const user = await createUser(t.app, t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-payment-intent',
      headers: user.headers,
      payload: { packageName: 'gold' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Card payments are not available right now. Please try again later.',
      messageKey: 'paymentsUnavailable',
    });
  });

  it('runs the sandbox, labelled test mode, with PAYMENTS_SANDBOX=on', async () => {
    t = await buildTestApp({ ...production, PAYMENTS_SANDBOX: 'on' });
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/config' })).json()).toEqual({
      provider: 'sandbox',
      testMode: true,
    });
  });
});
