import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema/index.js';
import { ACCOUNT_LIMITS, accountKey } from '../src/modules/auth/account-limits.js';
import { IP_LIMITS } from '../src/modules/auth/auth.js';
import { buildTestApp, type TestApp } from './helper.js';
import { createUser, TEST_PASSWORD } from './factories/users.js';

// Limits are on here (RATE_LIMIT=on); every other test file runs with RATE_LIMIT=off, as load tests do.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT: 'on' });
});
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh client address, so one test's attempts do not count against the next. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function signInFrom(ip: string, email: string, password = 'Wrong#Pass123') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    payload: { email, password },
  });
}

const READABLE = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

function expectRateLimited(res: {
  statusCode: number;
  json: () => { code: string; message: string; error: { code: string; message: string } };
}) {
  expect(res.statusCode).toBe(429);
  const body = res.json();
  // Our envelope for our client, and better-auth's top-level shape for its own.
  expect(body.error.code).toBe('RATE_LIMITED');
  expect(body.error.message).toMatch(READABLE);
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toBe(body.error.message);
}

describe('per-IP limits (better-auth)', () => {
  it('sign-in: after the limit one IP gets 429 with a readable message; another IP does not', async () => {
    const ip = freshIp();
    const { max } = IP_LIMITS['/sign-in/email'];
    for (let i = 0; i < max; i++) {
      // Different e-mails, so only the IP limit can trip.
      expect((await signInFrom(ip, `ghost-${i}@messhall.test`)).statusCode).toBe(401);
    }
    const limited = await signInFrom(ip, 'ghost-last@messhall.test');
    expectRateLimited(limited);
    expect(limited.json().error.message).toBe('Too many attempts. Please try again in 1 minute.');
    expect((await signInFrom(freshIp(), 'ghost-last@messhall.test')).statusCode).toBe(401);
  });

  it('sign-up: the same', async () => {
    const ip = freshIp();
    const signUp = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: ip,
        payload: { name: 'Many', email: `many-${n}@messhall.test`, password: TEST_PASSWORD },
      });
    for (let i = 0; i < IP_LIMITS['/sign-up/email'].max; i++) expect((await signUp(i)).statusCode).toBe(200);
    expectRateLimited(await signUp(99));
  });

  it('does not trust a client-sent X-Forwarded-For (TRUST_PROXY is off)', async () => {
    const ip = freshIp();
    for (let i = 0; i < IP_LIMITS['/sign-in/email'].max; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `192.0.2.${i}`, 'x-messhall-client-ip': `198.51.100.${i}` },
        payload: { email: `spoof-${i}@messhall.test`, password: 'Wrong#Pass123' },
      });
    }
    expectRateLimited(await signInFrom(ip, 'spoof-last@messhall.test'));
  });
});

describe('per-account limits', () => {
  it('sign-in: one e-mail is locked after 10 failures from any number of IPs, even with the right password', async () => {
    const victim = await createUser(t.app, t.database);
    const { max } = ACCOUNT_LIMITS['sign-in'];
    for (let i = 0; i < max; i++) expect((await signInFrom(freshIp(), victim.email)).statusCode).toBe(401);
    const locked = await signInFrom(freshIp(), victim.email.toUpperCase());
    expectRateLimited(locked);
    expect(locked.json().error.message).toBe('Too many attempts. Please try again in 15 minutes.');
    expectRateLimited(await signInFrom(freshIp(), victim.email, TEST_PASSWORD));
    // Someone else's account is untouched.
    const other = await createUser(t.app, t.database);
    expect((await signInFrom(freshIp(), other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the run of failures', async () => {
    const user = await createUser(t.app, t.database);
    for (let i = 0; i < 5; i++) await signInFrom(freshIp(), user.email);
    expect((await signInFrom(freshIp(), user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, accountKey('sign-in', user.email)));
    expect(rows).toHaveLength(0);
  });

  it('reset requests: one mailbox gets at most 5 mails an hour', async () => {
    const user = await createUser(t.app, t.database);
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: freshIp(),
        payload: { email: user.email, redirectTo: '/reset-password' },
      });
    for (let i = 0; i < ACCOUNT_LIMITS['reset-request'].max; i++)
      expect((await request()).statusCode).toBe(200);
    const limited = await request();
    expectRateLimited(limited);
    expect(limited.json().error.message).toBe('Too many attempts. Please try again in 60 minutes.');
  });

  it('a window that has passed starts a new count', async () => {
    const user = await createUser(t.app, t.database);
    for (let i = 0; i < ACCOUNT_LIMITS['sign-in'].max; i++) await signInFrom(freshIp(), user.email);
    expectRateLimited(await signInFrom(freshIp(), user.email));
    await t.database.db
      .update(rateLimits)
      .set({ lastRequest: Date.now() - 1 })
      .where(eq(rateLimits.key, accountKey('sign-in', user.email)));
    expect((await signInFrom(freshIp(), user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('RATE_LIMIT=off', () => {
  it('turns both limits off (load tests and benchmarks)', async () => {
    const off = await buildTestApp({ RATE_LIMIT: 'off' });
    try {
      const user = await createUser(off.app, off.database);
      for (let i = 0; i < 15; i++) {
        const res = await off.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: user.email, password: 'Wrong#Pass123' },
        });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await off.close();
    }
  });
});
