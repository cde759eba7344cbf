import { eq, inArray, notLike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema/index.js';
import { ACCOUNT_LIMITS, accountAddressKey, accountKey } from '../src/modules/auth/account-limits.js';
import { IP_LIMITS } from '../src/modules/auth/auth.js';
import { addressBucket } from '../src/lib/client-address.js';
import { buildTestApp, type TestApp } from './helper.js';
import { createUser, TEST_PASSWORD, type TestUser } from './factories/users.js';

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

describe('behind a proxy that appends to X-Forwarded-For (TRUST_PROXY=on)', () => {
  it('counts the address the proxy saw, not one the client wrote in front of it', async () => {
    const proxied = await buildTestApp({ RATE_LIMIT: 'on', TRUST_PROXY: 'on' });
    try {
      // nginx's `proxy_add_x_forwarded_for`: whatever the client sent, then the address nginx saw.
      const signIn = (i: number, client = '203.0.113.9') =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `192.0.2.${i}, ${client}` },
          payload: { email: `proxied-${i}@messhall.test`, password: 'Wrong#Pass123' },
        });
      for (let i = 0; i < IP_LIMITS['/sign-in/email'].max; i++)
        expect((await signIn(i)).statusCode).toBe(401);
      expectRateLimited(await signIn(99));
      // Another client behind the same proxy is counted apart: the proxy's own address is not the client's.
      expect((await signIn(100, '203.0.113.10')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

/** Forgets better-auth's per-IP counters, so that a test sees what the per-account limits alone do. */
async function forgetIpLimits() {
  await t.database.db.delete(rateLimits).where(notLike(rateLimits.key, 'acct%'));
}

describe('per-account limits (account and address together)', () => {
  it('sign-in: after 10 failures on one account, that address is refused even with the right password; others are not', async () => {
    const victim = await createUser(t.app, t.database);
    const ip = freshIp();
    const { perAddress } = ACCOUNT_LIMITS['sign-in'];
    for (let i = 0; i < perAddress; i++) expect((await signInFrom(ip, victim.email)).statusCode).toBe(401);
    await forgetIpLimits();
    const locked = await signInFrom(ip, victim.email.toUpperCase(), TEST_PASSWORD);
    expectRateLimited(locked);
    expect(locked.json().error.message).toBe('Too many attempts. Please try again in 15 minutes.');
    // The owner elsewhere, and the same address on another account, are untouched.
    expect((await signInFrom(freshIp(), victim.email, TEST_PASSWORD)).statusCode).toBe(200);
    const other = await createUser(t.app, t.database);
    expect((await signInFrom(ip, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('sign-in: an account under attack from many addresses allows each address one try, and the owner in', async () => {
    const victim = await createUser(t.app, t.database);
    const { accountWide } = ACCOUNT_LIMITS['sign-in'];
    const attackers = Array.from({ length: accountWide + 1 }, freshIp);
    for (const ip of attackers) expect((await signInFrom(ip, victim.email)).statusCode).toBe(401);
    // Over the account-wide count: a second guess from an address that already tried is refused…
    expectRateLimited(await signInFrom(attackers[0]!, victim.email));
    // …while an address that never failed still signs in with the right password.
    expect((await signInFrom(freshIp(), victim.email, TEST_PASSWORD)).statusCode).toBe(200);
    // 32 password checks, each a deliberately slow hash: on a shared CI machine that is more than the default.
  }, 120_000);

  it('a successful sign-in clears the run of failures', async () => {
    const user = await createUser(t.app, t.database);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await signInFrom(ip, user.email);
    expect((await signInFrom(ip, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(rateLimits)
      .where(
        inArray(rateLimits.key, [
          accountKey('sign-in', user.email),
          accountAddressKey('sign-in', user.email, ip),
        ]),
      );
    expect(rows).toHaveLength(0);
  });

  it('reset requests: one address gets at most 5 mails an hour sent to one mailbox', async () => {
    const user = await createUser(t.app, t.database);
    const ip = freshIp();
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: ip,
        payload: { email: user.email, redirectTo: '/reset-password' },
      });
    for (let i = 0; i < ACCOUNT_LIMITS['reset-request'].perAddress; i++)
      expect((await request()).statusCode).toBe(200);
    await forgetIpLimits();
    const limited = await request();
    expectRateLimited(limited);
    expect(limited.json().error.message).toBe('Too many attempts. Please try again in 60 minutes.');
  });

  it('a window that has passed starts a new count', async () => {
    const user = await createUser(t.app, t.database);
    const ip = freshIp();
    for (let i = 0; i < ACCOUNT_LIMITS['sign-in'].perAddress; i++) await signInFrom(ip, user.email);
    await forgetIpLimits();
    expectRateLimited(await signInFrom(ip, user.email));
    await t.database.db
      .update(rateLimits)
      .set({ lastRequest: Date.now() - 1 })
      .where(eq(rateLimits.key, accountAddressKey('sign-in', user.email, ip)));
    await forgetIpLimits();
    expect((await signInFrom(ip, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('an IPv6 client counts as its /64', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressBucket('10.0.0.1')).toBe('10.0.0.1');
  });
});

describe('password checks by a signed-in caller', () => {
  const page = (user: TestUser, ip: string) => ({
    remoteAddress: ip,
    headers: { ...user.headers, origin: new URL(t.config.publicUrl).origin },
  });

  it('verify-password is not offered: a session is no licence to test guesses', async () => {
    const user = await createUser(t.app, t.database);
    for (const url of ['/api/auth/verify-password', '/api/auth/verify-password/']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        ...page(user, freshIp()),
        payload: { password: TEST_PASSWORD },
      });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('change-password: 10 wrong current passwords from one address, then even the right one is refused there', async () => {
    const user = await createUser(t.app, t.database);
    const ip = freshIp();
    const change = (currentPassword: string, from = ip) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        ...page(user, from),
        payload: { currentPassword, newPassword: 'New#Pass4567' },
      });
    for (let i = 0; i < ACCOUNT_LIMITS['change-password'].perAddress; i++) {
      expect((await change(`Guess#${i}abc`)).statusCode).toBe(400);
      // Past better-auth's per-address limit, so that only the per-account count can refuse.
      await forgetIpLimits();
    }
    const limited = await change(TEST_PASSWORD);
    expectRateLimited(limited);
    expect(limited.json().error.message).toBe('Too many attempts. Please try again in 15 minutes.');
    // The owner elsewhere still changes it.
    expect((await change(TEST_PASSWORD, freshIp())).statusCode).toBe(200);
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
