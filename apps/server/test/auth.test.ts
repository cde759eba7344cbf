import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@messhall/shared';
import { sessions, users } from '../src/db/schema/index.js';
import { buildTestApp, type TestApp } from './helper.js';
import { createUser, signIn, TEST_PASSWORD } from './factories/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

function signUp(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });
}

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('sign-up', () => {
  it('creates a user with role user, signs them in and stamps last_log_in', async () => {
    const res = await signUp({ name: 'Nadia', email: 'nadia@messhall.test', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'nadia@messhall.test', name: 'Nadia', role: 'user' });
    const session = res.cookies.find((c) => c.name === 'better-auth.session_token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: cookieOf(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'nadia@messhall.test', role: 'user', subscriptionStatus: null });
    expect(me.json().last_log_in).not.toBeNull();
  });

  it('refuses a second account for the same e-mail, in any case, with a clear 4xx', async () => {
    await createUser(t.app, t.database, { email: 'taken@messhall.test' });
    const res = await signUp({ name: 'Again', email: 'Taken@Messhall.test', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' });
    expect(res.json().message).toMatch(/already exists/i);
  });

  it.each([
    ['abcdefgh', AUTH_MESSAGES.passwordCriteria],
    ['ABCDEFG1!', AUTH_MESSAGES.passwordCriteria],
    ['Abcdefgh1', AUTH_MESSAGES.passwordCriteria],
    ['Abcdefg!', AUTH_MESSAGES.passwordCriteria],
    ['Ab1!', AUTH_MESSAGES.passwordMinLength],
  ])('rejects the weak password %s on the server and creates nothing', async (password, message) => {
    const email = `weak-${password.length}-${Math.random().toString(36).slice(2, 8)}@messhall.test`;
    const res = await signUp({ name: 'Weak', email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await userRow(email)).toBeUndefined();
  });

  it('requires a name', async () => {
    const res = await signUp({ name: '   ', email: 'noname@messhall.test', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.nameRequired);
  });

  it('refuses a photo that is not an upload or an http(s) URL, at sign-up and on update-user', async () => {
    const res = await signUp({
      name: 'Pic',
      email: 'pic@messhall.test',
      password: TEST_PASSWORD,
      image: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    const user = await createUser(t.app, t.database);
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...user.headers, origin: 'http://localhost:3000' },
      payload: { image: 'data:text/html,<script>1</script>' },
    });
    expect(update.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...user.headers, origin: 'http://localhost:3000' },
      payload: { image: '/api/images/6f1c2d3e-1111-4222-8333-444455556666', role: 'admin' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await userRow(user.email))?.role).toBe('user');
  });

  it('ignores a role (and other server-only fields) in the body: new accounts are always user', async () => {
    const res = await signUp({
      name: 'Mallory',
      email: 'mallory@messhall.test',
      password: TEST_PASSWORD,
      role: 'admin',
      emailVerified: true,
      banned: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('user');
    expect((await userRow('mallory@messhall.test'))?.role).toBe('user');
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/users/admin/mallory@messhall.test',
      headers: { cookie: cookieOf(res) },
    });
    expect(admin.json()).toEqual({ admin: false });
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and updates last_log_in every time', async () => {
    const user = await createUser(t.app, t.database);
    const first = (await userRow(user.email))?.lastLoginAt;
    expect(first).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 15));
    await signIn(t.app, user.email);
    const second = (await userRow(user.email))?.lastLoginAt;
    expect(second!.getTime()).toBeGreaterThan(first!.getTime());
  });

  it('refuses a wrong password with 401 and a message', async () => {
    const user = await createUser(t.app, t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: 'Wrong#Pass123' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(res.cookies).toHaveLength(0);
  });

  it('accepts the signed token of the set-auth-token header as a bearer token for API clients', async () => {
    const user = await createUser(t.app, t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const token = res.headers['set-auth-token'] as string;
    expect(token).toBeTruthy();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
  });

  it('sign-out deletes the session: the old cookie no longer works', async () => {
    const user = await createUser(t.app, t.database);
    const before = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...user.headers, origin: 'http://localhost:3000' },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after.length).toBe(before.length - 1);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: user.headers,
    });
    expect(session.json()).toBeNull();
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });
});

describe('cookies and origins in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://messhall.example' });
  });
  afterAll(() => prod.close());

  it('uses Secure, __Secure- prefixed, httpOnly cookies over https', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://messhall.example' },
      payload: { name: 'Prod', email: 'prod@messhall.test', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === '__Secure-better-auth.session_token');
    expect(session).toMatchObject({ secure: true, httpOnly: true });
  });

  it('trusts the public URL and a request whose origin is its own host, nothing else', async () => {
    const user = await createUser(prod.app, prod.database);
    const signOutFrom = (origin: string, host?: string) =>
      prod.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { ...user.headers, origin, ...(host ? { host } : {}) },
      });
    // Reached directly at 127.0.0.1:4000 while PUBLIC_URL names another host (e2e, a local check).
    expect((await signOutFrom('http://127.0.0.1:4000', '127.0.0.1:4000')).statusCode).toBe(200);
    expect((await signOutFrom('https://evil.example')).statusCode).toBe(403);
  });

  it('has no development mailbox', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(404);
  });
});
