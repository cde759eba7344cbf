import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';
import { createUser, TEST_PASSWORD, type TestUser } from '../factories/users.js';

// A bearer token is a 30-day credential equal to the httpOnly session cookie. Page script must never be handed
// one: only an API client's sign-in (no Origin: not a page) gets the set-auth-token header.

let t: TestApp;
let user: TestUser;
let ownOrigin: string;

beforeAll(async () => {
  t = await buildTestApp({ NODE_ENV: 'production' });
  user = await createUser(t.app, t.database);
  ownOrigin = new URL(t.config.publicUrl).origin;
});
afterAll(() => t?.close());

function expectNoToken(res: { headers: Record<string, unknown> }, what: string) {
  expect(res.headers['set-auth-token'], `${what}: set-auth-token`).toBeUndefined();
  expect(String(res.headers['access-control-expose-headers'] ?? ''), what).not.toMatch(/set-auth-token/i);
}

/** better-auth's raw session token (the cookie's value without its signature) in an answer's body. */
function expectNoTokenInBody(res: { json: () => unknown }, what: string) {
  const body = res.json() as Record<string, unknown>;
  expect(body, `${what}: body`).not.toHaveProperty('token');
  expect(body, `${what}: body`).toHaveProperty('user');
}

describe('set-auth-token reaches API clients that sign in, never the browser app', () => {
  it('POST /api/auth/update-user from the web app carries no token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...user.headers, origin: ownOrigin },
      payload: { name: 'Renamed Rita' },
    });
    expect(res.statusCode).toBe(200);
    expectNoToken(res, 'update-user');
  });

  it('the web app’s sign-in and sign-up set the httpOnly cookie and carry no token', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ownOrigin },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.cookies.some((c) => c.name.endsWith('session_token') && c.httpOnly)).toBe(true);
    expectNoToken(signIn, 'sign-in from a page');
    expectNoTokenInBody(signIn, 'sign-in from a page');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ownOrigin },
      payload: {
        name: 'New Nadia',
        email: `nadia-${randomUUID().slice(0, 6)}@sec.test`,
        password: TEST_PASSWORD,
      },
    });
    expect(signUp.statusCode).toBe(200);
    expectNoToken(signUp, 'sign-up from a page');
    expectNoTokenInBody(signUp, 'sign-up from a page');
  });

  it('an API client’s sign-in gets a bearer token that works; later answers to it carry no new one', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const token = signIn.headers['set-auth-token'];
    expect(typeof token).toBe('string');
    expectNoTokenInBody(signIn, 'an API client’s sign-in');
    const bearer = { authorization: `Bearer ${String(token)}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer });
    expect(me.statusCode).toBe(200);
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: bearer,
      payload: { name: 'Api Client' },
    });
    expect(update.statusCode).toBe(200);
    expectNoToken(update, 'update-user with a bearer token');
  });

  it('a password change answers without the new session’s raw token', async () => {
    const owner = await createUser(t.app, t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...owner.headers, origin: ownOrigin },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Changed#Pass789' },
    });
    expect(res.statusCode).toBe(200);
    expectNoToken(res, 'change-password');
    expectNoTokenInBody(res, 'change-password');
    // The page keeps working on the new httpOnly cookie.
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode,
    ).toBe(200);
  });
});
