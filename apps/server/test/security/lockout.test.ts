import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';
import { createUser, TEST_PASSWORD, type TestUser } from '../factories/users.js';

// Admins' e-mails are public on every meal, so a limit that locks an ACCOUNT is a lock anyone can put on the
// administrator. Failures from other addresses must not keep the owner out (docs/decisions/0025).

let t: TestApp;
let admin: TestUser;
let host = 0;
const attacker = () => `203.0.113.${++host}`;
const ownerAddress = '198.51.100.7';

beforeAll(async () => {
  t = await buildTestApp({ NODE_ENV: 'production', RATE_LIMIT: 'on' });
  admin = await createUser(t.app, t.database, { role: 'admin' });
});
afterAll(() => t?.close());

const signIn = (ip: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    payload: { email: admin.email, password },
  });

describe('nobody can lock another person out', () => {
  it('11 wrong sign-ins for the admin from other addresses leave the admin’s own sign-in working', async () => {
    for (let i = 0; i < 11; i++) expect((await signIn(attacker(), 'Wrong#Pass123')).statusCode).toBe(401);
    expect((await signIn(ownerAddress, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('6 reset requests from other addresses leave the owner’s own reset request working', async () => {
    const resetFrom = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: ip,
        payload: { email: admin.email, redirectTo: '/reset-password' },
      });
    for (let i = 0; i < 6; i++) expect((await resetFrom(attacker())).statusCode).toBe(200);
    expect((await resetFrom(ownerAddress)).statusCode).toBe(200);
  });

  it('guessing stays expensive: a run of failures from one address is still cut off there', async () => {
    const ip = attacker();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(ip, 'Wrong#Pass123')).statusCode);
    expect(statuses).toContain(429);
  });
});
