import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, userListResponseSchema, userSchema } from '@messhall/shared';
import { auditLog, payments, users } from '../src/db/schema/index.js';
import { buildTestApp, type TestApp } from './helper.js';
import { createUser, type TestUser } from './factories/users.js';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.database, {
    role: 'admin',
    name: 'Head Cook',
    email: 'head@messhall.test',
  });
  alice = await createUser(t.app, t.database, { name: 'Alice Rahman', email: 'alice@messhall.test' });
  bob = await createUser(t.app, t.database, { name: 'Bob_100%', email: 'bob@hostel.test' });
});
afterAll(() => t.close());

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  who?: TestUser,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload !== undefined ? { payload } : {}),
  });
}

async function pay(
  userId: string,
  packageName: string,
  options: { status?: string; endsInDays: number; ageDays: number },
) {
  const createdAt = new Date(Date.now() - options.ageDays * DAY);
  await t.database.db.insert(payments).values({
    userId,
    packageName,
    amountCents: 1000,
    currency: 'usd',
    provider: 'sandbox',
    transactionId: `tx_${randomUUID()}`,
    status: options.status ?? 'succeeded',
    periodStart: createdAt,
    periodEnd: new Date(Date.now() + options.endsInDays * DAY),
    createdAt,
  });
}

describe('POST /api/users (own profile sync)', () => {
  it('sets the caller’s name and photo and answers their record', async () => {
    const res = await call('POST', '/api/users', alice, {
      name: 'Alice R.',
      photo: '/api/images/6f1c2d3e-1111-4222-8333-444455556666',
    });
    expect(res.statusCode).toBe(200);
    const body = userSchema.parse(res.json());
    expect(body).toMatchObject({
      _id: alice.id,
      name: 'Alice R.',
      email: alice.email,
      photo: '/api/images/6f1c2d3e-1111-4222-8333-444455556666',
      role: 'user',
      subscriptionStatus: null,
    });
    expect(Object.keys(res.json()).sort()).toEqual(
      ['_id', 'created_at', 'email', 'last_log_in', 'name', 'photo', 'role', 'subscriptionStatus'].sort(),
    );
  });

  it('ignores role, e-mail and timestamps in the body (the spec’s sign-up and Google variants)', async () => {
    const res = await call('POST', '/api/users', bob, {
      email: 'someone-else@messhall.test',
      role: 'admin',
      created_at: '2000-01-01T00:00:00.000Z',
      last_log_in: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: bob.email, role: 'user' });
    expect(res.json().created_at).not.toBe('2000-01-01T00:00:00.000Z');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, bob.id));
    expect(row).toMatchObject({ role: 'user', email: bob.email });
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '/api/images/../secrets'])(
    'refuses the photo %s',
    async (photo) => {
      const res = await call('POST', '/api/users', alice, { photo });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0].path).toBe('photo');
    },
  );

  it.each([
    ['a line break', 'Rina\n=HYPERLINK(C1&D1)'],
    ['a carriage return', 'Rina\r=1+1'],
    ['a tab', 'Rina\tRahman'],
    ['a right-to-left override', 'Rina \u202Egnp.exe'],
    ['a bidi isolate', 'Rina \u2066Rahman\u2069'],
  ])('refuses a name with %s, naming `name`, and keeps the old one', async (_label, name) => {
    const res = await call('POST', '/api/users', alice, { name });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual(
      expect.objectContaining({
        path: 'name',
        message: AUTH_MESSAGES.nameInvalidCharacters,
      }),
    );
    const me = await call('GET', '/api/users/me', alice);
    expect(me.json().name).toBe('Alice R.');
  });

  it('needs a session', async () => {
    expect((await call('POST', '/api/users', undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await call('GET', '/api/users/me')).statusCode).toBe(401);
  });
});

describe('GET /api/users/admin/:email', () => {
  it('tells a user and an admin their own status', async () => {
    expect((await call('GET', `/api/users/admin/${alice.email}`, alice)).json()).toEqual({ admin: false });
    expect((await call('GET', '/api/users/admin/HEAD@messhall.test', admin)).json()).toEqual({ admin: true });
  });

  it('refuses to tell user A about user B', async () => {
    const res = await call('GET', `/api/users/admin/${admin.email}`, alice);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('lets an admin ask about anyone, unknown e-mails included', async () => {
    expect((await call('GET', `/api/users/admin/${bob.email}`, admin)).json()).toEqual({ admin: false });
    expect((await call('GET', '/api/users/admin/nobody@messhall.test', admin)).json()).toEqual({
      admin: false,
    });
  });

  it('needs a session', async () => {
    expect((await call('GET', `/api/users/admin/${alice.email}`)).statusCode).toBe(401);
  });
});

describe('admin routes refuse non-admins', () => {
  it.each([
    ['GET', '/api/users'],
    ['GET', '/api/users?search=alice&role=user'],
    // Refused before the query is validated: no 400 that describes an admin route to a non-admin.
    ['GET', '/api/users?role=owner&page=0'],
    ['PATCH', '/api/users/SOME-ID/make-admin'],
    ['GET', '/api/users/admin/head@messhall.test'],
  ] as const)('%s %s: 403 for a user, 401 for a visitor', async (method, url) => {
    const target = url.replace('SOME-ID', bob.id);
    expect((await call(method, target, alice)).statusCode).toBe(403);
    expect((await call(method, target)).statusCode).toBe(401);
  });

  it('a refused make-admin changes nothing', async () => {
    await call('PATCH', `/api/users/${alice.id}/make-admin`, alice);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, alice.id));
    expect(row?.role).toBe('user');
  });
});

describe('GET /api/users (Manage Users)', () => {
  it('lists users newest first in the shared shape, paginated', async () => {
    const res = await call('GET', '/api/users?limit=2', admin);
    expect(res.statusCode).toBe(200);
    const body = userListResponseSchema.parse(res.json());
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.users.map((u) => u.email)).toEqual([bob.email, alice.email]);
    const page2 = userListResponseSchema.parse(
      (await call('GET', '/api/users?limit=2&page=2', admin)).json(),
    );
    expect(page2.users[0]?.email).toBe(admin.email);
  });

  it('searches by name or e-mail, case-insensitively', async () => {
    const byName = (await call('GET', '/api/users?search=cOOK', admin)).json();
    expect(byName.users.map((u: { email: string }) => u.email)).toEqual([admin.email]);
    const byEmail = (await call('GET', '/api/users?search=hostel.test', admin)).json();
    expect(byEmail.users.map((u: { email: string }) => u.email)).toEqual([bob.email]);
  });

  // Only Bob's name ('Bob_100%') holds %, _ or 100%; nobody's holds a backslash or the rest.
  it.each([
    ['%', true],
    ['_', true],
    ['100%', true],
    ['\\', false],
    ['.*', false],
    ["' or 1=1 --", false],
    ['a%e', false],
  ])('treats %s as plain text', async (search, matchesBob) => {
    const res = await call('GET', `/api/users?search=${encodeURIComponent(search)}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().users.map((u: { email: string }) => u.email)).toEqual(matchesBob ? [bob.email] : []);
  });

  it('filters by role', async () => {
    const res = (await call('GET', '/api/users?role=admin', admin)).json();
    expect(res.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect(res.users.map((u: { email: string }) => u.email)).toContain(admin.email);
    expect((await call('GET', '/api/users?role=owner', admin)).statusCode).toBe(400);
  });

  it('shows the active plan as subscriptionStatus: newest succeeded payment still running', async () => {
    const carol = await createUser(t.app, t.database, { email: 'carol@messhall.test' });
    const dave = await createUser(t.app, t.database, { email: 'dave@messhall.test' });
    await pay(carol.id, 'Silver', { endsInDays: 20, ageDays: 10 });
    await pay(carol.id, 'Gold', { endsInDays: 29, ageDays: 1 });
    await pay(carol.id, 'Platinum', { endsInDays: 29, ageDays: 0, status: 'failed' });
    await pay(dave.id, 'Platinum', { endsInDays: -1, ageDays: 31 });
    const list = (await call('GET', '/api/users?search=@messhall.test', admin)).json();
    const status = (email: string) =>
      list.users.find((u: { email: string }) => u.email === email)?.subscriptionStatus;
    expect(status(carol.email)).toBe('Gold');
    expect(status(dave.email)).toBeNull();
    expect(status(alice.email)).toBeNull();
    expect((await call('GET', '/api/users/me', carol)).json().subscriptionStatus).toBe('Gold');
  });
});

describe('PATCH /api/users/:id/make-admin', () => {
  it('promotes once, records who did it, and is idempotent', async () => {
    const erin = await createUser(t.app, t.database, { email: 'erin@messhall.test' });
    const first = await call('PATCH', `/api/users/${erin.id}/make-admin`, admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    const again = await call('PATCH', `/api/users/${erin.id}/make-admin`, admin);
    expect(again.json()).toEqual({ success: true });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, erin.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'user.make-admin', targetType: 'user' });
    // The session now carries the role: the new admin may use admin routes at once.
    expect((await call('GET', `/api/users/admin/${erin.email}`, erin)).json()).toEqual({ admin: true });
    expect((await call('GET', '/api/users', erin)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call('PATCH', '/api/users/no-such-user/make-admin', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
