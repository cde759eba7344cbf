import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailboxResponseSchema } from '@messhall/shared';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { SessionCache } from '../src/modules/auth/session-cache.js';
import { buildSecondApp, buildTestApp, type TestApp } from './helper.js';
import { SseClient } from './factories/sse.js';
import { createUser, signIn, TEST_PASSWORD, type TestUser } from './factories/users.js';

// Two app instances on ONE database, as behind a load balancer: every instance remembers the sessions it has
// checked, and whatever ends a session through one instance must end it on the other at its very next request.
/** better-auth refuses its state-changing calls without the app's own origin. */
const ORIGIN = 'http://localhost:3000';
let a: TestApp;
let b: TestApp;
let admin: TestUser;

beforeAll(async () => {
  a = await buildTestApp();
  b = await buildSecondApp(a);
  admin = await createUser(a.app, a.database, { role: 'admin', name: 'Ada' });
}, 60_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

/** A better-auth POST as the web app sends it: the session cookie and the app's own origin. */
function authPost(app: TestApp, path: string, cookie: string, payload: object = {}) {
  return app.app.inject({
    method: 'POST',
    url: `/api/auth/${path}`,
    headers: { cookie, origin: ORIGIN },
    payload,
  });
}

function me(app: TestApp, cookie: string) {
  return app.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
}

function getSession(app: TestApp, cookie: string) {
  return app.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
}

/** Signed in on B, twice on each path, so that B answers the second time from memory. */
async function warm(cookie: string) {
  for (let i = 0; i < 2; i++) {
    expect((await me(b, cookie)).statusCode).toBe(200);
    const session = await getSession(b, cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { id: expect.any(String) } });
  }
}

async function expectSignedOutOnB(cookie: string) {
  const res = await me(b, cookie);
  expect(res.statusCode).toBe(401);
  const session = await getSession(b, cookie);
  expect(session.statusCode).toBe(200);
  expect(session.json()).toBeNull();
}

/** The whole forgot-password flow through one instance: the mailed link's token, then the new password. */
async function resetPassword(via: TestApp, email: string) {
  const asked = await via.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
  });
  expect(asked.statusCode).toBe(200);
  const mailbox = devMailboxResponseSchema.parse(
    (await via.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json(),
  );
  const text = mailbox.mails.find((mail) => mail.to === email)?.text ?? '';
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(token).toBeDefined();
  const reset = await via.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword: 'Fresh#Start456' },
  });
  expect(reset.statusCode).toBe(200);
}

describe('a session remembered by instance B ends on B at the next request after it ends through A', () => {
  it('answers get-session from memory exactly as better-auth does', async () => {
    const user = await createUser(a.app, a.database, { name: 'Echo' });
    const first = await getSession(b, user.headers.cookie);
    const second = await getSession(b, user.headers.cookie);
    expect(second.body).toBe(first.body);
    for (const header of ['content-type', 'cache-control', 'pragma']) {
      expect(second.headers[header]).toBe(first.headers[header]);
    }
    expect(second.json()).toMatchObject({ user: { id: user.id, name: 'Echo' } });
    expect(JSON.stringify(second.json())).not.toMatch(/"token"/);
  });

  it('sign-out', async () => {
    const user = await createUser(a.app, a.database);
    await warm(user.headers.cookie);
    const out = await authPost(a, 'sign-out', user.headers.cookie);
    expect(out.statusCode).toBe(200);
    await expectSignedOutOnB(user.headers.cookie);
  });

  it('revoke-sessions (sign out everywhere) and revoke-other-sessions', async () => {
    const user = await createUser(a.app, a.database);
    const other = await signIn(a.app, user.email);
    await warm(user.headers.cookie);
    await warm(other);
    const res = await authPost(a, 'revoke-other-sessions', user.headers.cookie);
    expect(res.statusCode).toBe(200);
    await expectSignedOutOnB(other);
    expect((await me(b, user.headers.cookie)).statusCode).toBe(200);

    const all = await authPost(a, 'revoke-sessions', user.headers.cookie);
    expect(all.statusCode).toBe(200);
    await expectSignedOutOnB(user.headers.cookie);
  });

  it('a password change ends the other sessions (the one that changed it goes on with a new cookie)', async () => {
    const user = await createUser(a.app, a.database);
    const laptop = await signIn(a.app, user.email);
    await warm(laptop);
    const res = await authPost(a, 'change-password', user.headers.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Changed#Pass456',
    });
    expect(res.statusCode).toBe(200);
    await expectSignedOutOnB(laptop);
    const renewed = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await me(b, renewed)).statusCode).toBe(200);
  });

  it('a password reset', async () => {
    const user = await createUser(a.app, a.database, { name: 'Forgetful' });
    await warm(user.headers.cookie);
    await resetPassword(a, user.email);
    await expectSignedOutOnB(user.headers.cookie);
  });

  it('Make Admin takes effect on the next request', async () => {
    const user = await createUser(a.app, a.database);
    await warm(user.headers.cookie);
    const listUsers = () => b.app.inject({ method: 'GET', url: '/api/users', headers: user.headers });
    expect((await listUsers()).statusCode).toBe(403);
    expect((await listUsers()).statusCode).toBe(403);
    const made = await a.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/make-admin`,
      headers: admin.headers,
    });
    expect(made.statusCode).toBe(200);
    expect((await listUsers()).statusCode).toBe(200);
    expect((await getSession(b, user.headers.cookie)).json()).toMatchObject({ user: { role: 'admin' } });
  });

  it('a ban, however it is written', async () => {
    const user = await createUser(a.app, a.database);
    await warm(user.headers.cookie);
    await a.database.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    await expectSignedOutOnB(user.headers.cookie);
  });

  it('a deleted user', async () => {
    const user = await createUser(a.app, a.database);
    await warm(user.headers.cookie);
    await a.database.db.delete(users).where(eq(users.id, user.id));
    await expectSignedOutOnB(user.headers.cookie);
  });

  it("a changed name shows on the other instance's next answer", async () => {
    const user = await createUser(a.app, a.database, { name: 'Before' });
    await warm(user.headers.cookie);
    const renamed = await a.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: user.headers,
      payload: { name: 'After' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(b, user.headers.cookie)).json()).toMatchObject({ name: 'After' });
    expect((await getSession(b, user.headers.cookie)).json()).toMatchObject({ user: { name: 'After' } });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: an instance that hears no NOTIFY', () => {
  let deafDatabase: Database;
  let deaf: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: a.databaseUrl, poolSize: 5 });
    // A LISTEN connection that is down: notices are lost; the revision read must still catch every change.
    deafDatabase = { ...database, listen: async () => async () => {} };
    deaf = await buildApp({ config: a.config, database: deafDatabase, authSecret: a.authSecret });
    await deaf.ready();
  });
  afterAll(async () => {
    await deaf.close();
    await deafDatabase.close();
  });

  it('still refuses a session signed out through A at its very next request', async () => {
    const user = await createUser(a.app, a.database);
    const ask = () => deaf.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    await authPost(a, 'sign-out', user.headers.cookie);
    expect((await ask()).statusCode).toBe(401);
  });
});

describe('the cache itself', () => {
  it('never files a session under a cookie that did not carry it', async () => {
    const user = await createUser(a.app, a.database);
    // A cookie of the other name (production's __Secure- one here; the plain one in production), planted first.
    const planted = '__Secure-better-auth.session_token=planted.c2lnbmF0dXJl';
    for (const both of [`${planted}; ${user.headers.cookie}`, `${user.headers.cookie}; ${planted}`]) {
      await me(b, both);
      await me(b, both);
    }
    expect((await me(b, planted)).statusCode).toBe(401);
    expect((await getSession(b, planted)).json()).toBeNull();
    expect((await me(b, user.headers.cookie)).statusCode).toBe(200);
  });

  it('does not keep what a check read before a change it heard of meanwhile', async () => {
    const cache = new SessionCache({ database: a.database });
    await cache.start();
    try {
      const viewer = { id: 'u1', name: 'U', email: 'u@x.test', image: null, role: 'user' as const };
      const entry = { viewer, expiresAt: Date.now() + 60_000, refreshAt: Date.now() + 60_000 };
      const stamp = cache.stamp();
      const heard = new Promise<void>((resolve) => {
        const off = cache.onChange(() => {
          off();
          resolve();
        });
      });
      // A session ends (any change does) while a check of it is reading the database.
      await a.database.query("update sessions set expires_at = now() where user_id = 'nobody'");
      await a.database.query(
        "update users set name = name || '.' where id = (select id from users order by id limit 1)",
      );
      cache.store('key', stamp, entry);
      expect(await cache.get('key')).toBeUndefined();
      // On PostgreSQL the NOTIFY may arrive after that read and empties the cache again: a fill that begins
      // once it has been heard is kept.
      await heard;
      cache.store('key', cache.stamp(), entry);
      expect(await cache.get('key')).toEqual(entry);
    } finally {
      await cache.stop();
    }
  });
});

describe('live-update streams end with their session', () => {
  let urlA: string;
  beforeAll(async () => {
    const address = await a.app.listen({ port: 0, host: '127.0.0.1' });
    urlA = `${address}/api/events`;
  });

  async function open(cookie: string) {
    const stream = await SseClient.connect(urlA, cookie);
    expect(stream.response.status).toBe(200);
    await stream.connected();
    return stream;
  }

  async function ends(stream: SseClient) {
    await stream.until(() => stream.ended, 5000, 'the stream to end');
  }

  it('on sign-out through the other instance; the user’s other streams and other users’ stay', async () => {
    const user = await createUser(a.app, a.database);
    const bystander = await createUser(a.app, a.database);
    const phone = await signIn(a.app, user.email);
    const [stream, phoneStream, bystanderStream] = await Promise.all([
      open(user.headers.cookie),
      open(phone),
      open(bystander.headers.cookie),
    ]);
    try {
      const out = await authPost(b, 'sign-out', user.headers.cookie);
      expect(out.statusCode).toBe(200);
      await ends(stream);
      // The phone's session still holds: its stream goes on and still hears what is meant for the user.
      a.app.liveHub.heartbeat();
      await phoneStream.until(() => phoneStream.comments.includes('ping') || undefined, 5000, 'heartbeat');
      await bystanderStream.until(() => bystanderStream.comments.includes('ping') || undefined, 5000, 'ping');
      expect(phoneStream.ended).toBe(false);
      expect(bystanderStream.ended).toBe(false);
    } finally {
      for (const s of [stream, phoneStream, bystanderStream]) s.close();
    }
  });

  it('on revoke-sessions, a password reset and a ban', async () => {
    const revoked = await createUser(a.app, a.database);
    const banned = await createUser(a.app, a.database);
    const forgetful = await createUser(a.app, a.database);
    const streams = await Promise.all([
      open(revoked.headers.cookie),
      open(banned.headers.cookie),
      open(forgetful.headers.cookie),
    ]);
    try {
      const res = await authPost(b, 'revoke-sessions', revoked.headers.cookie);
      expect(res.statusCode).toBe(200);
      await ends(streams[0]!);
      expect(streams[1]!.ended).toBe(false);
      await b.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
      await ends(streams[1]!);
      expect(streams[2]!.ended).toBe(false);
      await resetPassword(b, forgetful.email);
      await ends(streams[2]!);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('on a role change: the stream reconnects with what the session says now', async () => {
    const user = await createUser(a.app, a.database);
    const stream = await open(user.headers.cookie);
    try {
      const made = await b.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}/make-admin`,
        headers: admin.headers,
      });
      expect(made.statusCode).toBe(200);
      await ends(stream);
    } finally {
      stream.close();
    }
    const again = await open(user.headers.cookie);
    again.close();
  });
});
