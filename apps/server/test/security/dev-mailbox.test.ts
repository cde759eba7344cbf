import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';
import { createUser } from '../factories/users.js';

// Outside production the dev mailbox holds every password-reset link: it answers only the server's own machine.

let t: TestApp;
let trusting: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ NODE_ENV: 'development' });
  trusting = await buildTestApp({ NODE_ENV: 'development', TRUST_PROXY: 'on' });
  const user = await createUser(t.app, t.database);
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: user.email, redirectTo: '/reset-password' },
  });
  expect(reset.statusCode).toBe(200);
});
afterAll(async () => {
  await trusting?.close();
  await t?.close();
});

const mailbox = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers });

describe('the dev mailbox answers only this machine', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('from %s it lists the reset link', async (address) => {
    const res = await mailbox(t, address);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('reset-password?token=');
  });

  it.each([
    ['another machine', '203.0.113.9', {}],
    ['a proxy on this machine relaying a client', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
    ['a proxy on this machine (Forwarded)', '127.0.0.1', { forwarded: 'for=203.0.113.9' }],
  ])('refuses %s with 403 and no reset link', async (_label, address, headers) => {
    const res = await mailbox(t, address, headers);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('token=');
    expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('with TRUST_PROXY=on, a remote client claiming X-Forwarded-For: 127.0.0.1 is refused', async () => {
    const res = await mailbox(trusting, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' });
    expect(res.statusCode).toBe(403);
  });
});
