import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  mealLikes,
  mealRequests,
  notifications,
  payments,
  reviews,
  sessions,
  users,
} from '../../src/db/schema/index.js';
import { buildSecurityContext, TEST_CARD, type Role, type SecurityContext } from './context.js';
import { routeTable, rowLabel } from './route-table.js';

// Object-level authorization: user A (the fixtures' owner, `user`) against user B (`otherUser`) on every kind of
// object one user owns, and a scan of every GET answer for secrets and other people's e-mail addresses.

let ctx: SecurityContext;
let A: SecurityContext['actors']['user'];
let B: SecurityContext['actors']['otherUser'];

beforeAll(async () => {
  ctx = await buildSecurityContext();
  A = ctx.actors.user;
  B = ctx.actors.otherUser;
});
afterAll(() => ctx.t.close());

const db = () => ctx.t.database.db;
const call = (
  role: Role,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.inject(role, { method, url, ...(payload ? { payload } : {}) });

describe('reviews', () => {
  it('B can neither edit nor delete A’s review, and it stays as A wrote it', async () => {
    const id = await ctx.fresh.review();
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await call('otherUser', method, `/api/reviews/${id}`, { content: 'Pwned', rating: 1 });
      expect(res.statusCode).toBe(403);
    }
    expect((await call('otherUser', 'DELETE', `/api/reviews/${id}`)).statusCode).toBe(403);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ userId: A.id, content: 'Tasty and warm', rating: 4 });
  });

  it('an admin may delete A’s review but not put words in A’s mouth', async () => {
    const id = await ctx.fresh.review();
    expect(
      (await call('admin', 'PATCH', `/api/reviews/${id}`, { content: 'Edited by admin' })).statusCode,
    ).toBe(403);
    expect((await db().select().from(reviews).where(eq(reviews.id, id)))[0]?.content).toBe('Tasty and warm');
    expect((await call('admin', 'DELETE', `/api/reviews/${id}`)).statusCode).toBe(200);
  });

  it('B’s review carries B’s name whatever the body claims, and leaves A’s review alone', async () => {
    const mealId = await ctx.fresh.meal();
    const mine = await call('user', 'POST', `/api/meals/${mealId}/reviews`, { content: 'A says', rating: 5 });
    const res = await call('otherUser', 'POST', `/api/meals/${mealId}/reviews`, {
      content: 'B says',
      rating: 1,
      userId: A.id,
      userName: A.name,
      userEmail: A.email,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().review).toMatchObject({ userId: B.id, userName: B.name });
    const [own] = await db().select().from(reviews).where(eq(reviews.id, mine.json().review._id));
    expect(own).toMatchObject({ userId: A.id, content: 'A says', rating: 5 });
  });

  it('B cannot list A’s reviews; A and an admin can', async () => {
    expect((await call('otherUser', 'GET', `/api/reviews/user/${A.id}`)).statusCode).toBe(403);
    expect((await call('user', 'GET', `/api/reviews/user/${A.id}`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/reviews/user/${A.id}`)).statusCode).toBe(200);
  });
});

describe('meal requests', () => {
  it('B’s list never shows A’s requests, and asking for A’s by e-mail is refused', async () => {
    const mine = (await call('otherUser', 'GET', '/api/requests?limit=100')).json();
    expect(mine.requests.filter((r: { userId: string }) => r.userId !== B.id)).toEqual([]);
    const res = await call('otherUser', 'GET', `/api/requests?email=${encodeURIComponent(A.email)}`);
    expect(res.statusCode).toBe(403);
  });

  it('B cannot delete, serve or cancel A’s request; it stays pending', async () => {
    const id = await ctx.fresh.request();
    expect((await call('otherUser', 'DELETE', `/api/requests/${id}`)).statusCode).toBe(403);
    expect((await call('otherUser', 'PATCH', `/api/requests/${id}/serve`)).statusCode).toBe(403);
    expect(
      (await call('otherUser', 'PATCH', `/api/requests/${id}`, { status: 'cancelled' })).statusCode,
    ).toBe(403);
    // Even an admin only serves or cancels: deleting stays the owner's.
    expect((await call('admin', 'DELETE', `/api/requests/${id}`)).statusCode).toBe(403);
    const [row] = await db().select().from(mealRequests).where(eq(mealRequests.id, id));
    expect(row).toMatchObject({ userId: A.id, status: 'pending' });
  });

  it('A cannot serve their own request', async () => {
    const id = await ctx.fresh.request();
    expect((await call('user', 'PATCH', `/api/requests/${id}/serve`)).statusCode).toBe(403);
    expect((await call('user', 'PATCH', `/api/requests/${id}`, { status: 'delivered' })).statusCode).toBe(
      403,
    );
  });
});

describe('likes', () => {
  it('a like is always the caller’s own, whatever userId the body names', async () => {
    const mealId = await ctx.fresh.meal();
    await call('user', 'PATCH', `/api/meals/${mealId}/like`);
    // B "unlikes on behalf of A" — the spec's body — which only toggles B's own like.
    const res = await call('otherUser', 'PATCH', `/api/meals/${mealId}/like`, { userId: A.id });
    expect(res.json()).toEqual({ likes: 2, liked: true });
    const rows = await db().select().from(mealLikes).where(eq(mealLikes.mealId, mealId));
    expect(rows.map((r) => r.userId).sort()).toEqual([A.id, B.id].sort());
    // likedByMe is per caller; the list of likers is never exposed.
    const seen = (await call('visitor', 'GET', `/api/meals/${mealId}`)).json();
    expect(seen).toMatchObject({ likes: 2, likedByMe: false });
    expect(JSON.stringify(seen)).not.toContain(A.id);
  });

  it('the upcoming like is the caller’s too', async () => {
    const mealId = await ctx.fresh.upcoming();
    await call('otherUser', 'PATCH', `/api/upcoming/${mealId}/like`, { userId: A.id, email: A.email });
    const rows = await db()
      .select()
      .from(mealLikes)
      .where(and(eq(mealLikes.mealId, mealId), eq(mealLikes.userId, A.id)));
    expect(rows).toEqual([]);
  });
});

describe('payments', () => {
  it('B cannot read A’s payment history, by e-mail or otherwise', async () => {
    const [own] = await db().select().from(payments).where(eq(payments.userId, A.id));
    const res = await call('otherUser', 'GET', `/api/payment/history?email=${encodeURIComponent(A.email)}`);
    expect(res.statusCode).toBe(403);
    const plain = await call('otherUser', 'GET', '/api/payment/history');
    expect(plain.body).not.toContain(own!.transactionId);
    // An admin may look A up (Manage Users).
    const admin = await call('admin', 'GET', `/api/payment/history?email=${encodeURIComponent(A.email)}`);
    expect(admin.json().map((p: { transactionId: string }) => p.transactionId)).toContain(own!.transactionId);
  });

  it('B cannot pay with A’s client secret or save A’s paid intent as B’s membership', async () => {
    const secret = await ctx.fresh.intentSecret();
    const confirm = await call('otherUser', 'POST', '/api/payment/sandbox/confirm', {
      clientSecret: secret,
      card: TEST_CARD,
    });
    expect(confirm.statusCode).toBe(403);
    const paid = await ctx.fresh.paidIntent();
    const save = await call('otherUser', 'POST', '/api/payment/save-payment', { transactionId: paid });
    expect(save.statusCode).toBe(403);
    expect(await db().select().from(payments).where(eq(payments.userId, B.id))).toEqual([]);
    // Once A saved it, B still cannot claim it.
    expect(
      (await call('user', 'POST', '/api/payment/save-payment', { transactionId: paid })).statusCode,
    ).toBe(200);
    expect(
      (await call('otherUser', 'POST', '/api/payment/save-payment', { transactionId: paid })).statusCode,
    ).toBe(403);
  });

  it('B’s membership is B’s: A’s plan does not show up for B', async () => {
    const res = await call('otherUser', 'GET', '/api/payment/membership');
    expect(res.json()).toMatchObject({ level: 'Bronze', periodEnd: null });
  });
});

describe('profile', () => {
  it('B cannot ask whether A is an admin, nor promote anyone', async () => {
    expect(
      (await call('otherUser', 'GET', `/api/users/admin/${encodeURIComponent(A.email)}`)).statusCode,
    ).toBe(403);
    expect((await call('otherUser', 'PATCH', `/api/users/${B.id}/make-admin`)).statusCode).toBe(403);
    const [row] = await db().select().from(users).where(eq(users.id, B.id));
    expect(row?.role).toBe('user');
  });

  it('profile writes touch only the caller’s row, whatever id or e-mail the body names', async () => {
    const before = (await db().select().from(users).where(eq(users.id, A.id)))[0]!;
    await call('otherUser', 'POST', '/api/users', {
      _id: A.id,
      id: A.id,
      email: A.email,
      name: 'Renamed by B',
    });
    await call('otherUser', 'POST', '/api/auth/update-user', {
      userId: A.id,
      id: A.id,
      name: 'Renamed by B',
    });
    const after = (await db().select().from(users).where(eq(users.id, A.id)))[0]!;
    expect(after.name).toBe(before.name);
    expect((await db().select().from(users).where(eq(users.id, B.id)))[0]?.name).toBe('Renamed by B');
  });
});

describe('notifications', () => {
  it('B cannot read A’s notification (404, not 403), nor see it, and read-all leaves A’s unread', async () => {
    const id = await ctx.fresh.notification();
    expect((await call('otherUser', 'PATCH', `/api/notifications/${id}/read`)).statusCode).toBe(404);
    expect((await call('otherUser', 'GET', '/api/notifications')).body).not.toContain(id);
    await call('otherUser', 'PATCH', '/api/notifications/read-all');
    const [row] = await db().select().from(notifications).where(eq(notifications.id, id));
    expect(row?.readAt).toBeNull();
  });
});

describe('uploads and images', () => {
  it('an upload answers only its URL, and the image is served as WebP with nosniff to anyone', async () => {
    const res = await call('otherUser', 'GET', `/api/images/${ctx.ids.image}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Who uploaded it is not part of any answer.
    expect(JSON.stringify(res.headers)).not.toContain(A.id);
  });
});

describe('live events', () => {
  /** An SSE connection over real HTTP that keeps everything it receives. */
  function openStream(role: Role, port: number) {
    let text = '';
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/api/events',
      agent: false,
      headers: ctx.headersOf(role),
    });
    req.on('response', (res) => res.on('data', (chunk: Buffer) => (text += chunk.toString())));
    req.on('error', () => {});
    req.end();
    return { received: () => text, close: () => req.destroy() };
  }
  const until = async (check: () => boolean, ms = 5000) => {
    for (const start = Date.now(); !check() && Date.now() - start < ms;)
      await new Promise((r) => setTimeout(r, 25));
  };

  it('a request’s events reach its owner and the admins, never another user', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const streams = {
      owner: openStream('user', port),
      other: openStream('otherUser', port),
      admin: openStream('admin', port),
    };
    try {
      await until(() => Object.values(streams).every((s) => s.received().includes('connected')));
      const id = await ctx.fresh.request();
      await until(() => streams.owner.received().includes(id) && streams.admin.received().includes(id));
      expect(streams.owner.received()).toContain(id);
      expect(streams.admin.received()).toContain(id);
      await new Promise((r) => setTimeout(r, 300));
      expect(streams.other.received()).not.toContain(id);
    } finally {
      Object.values(streams).forEach((s) => s.close());
    }
  });
});

// ── no secrets in responses ───────────────────────────────────────────────────────────────────────────────

/** Keys whose presence in an answer is a leak by itself. */
const SECRET_KEYS =
  /^(password|passwordhash|hash|token|sessiontoken|accesstoken|refreshtoken|idtoken|secret|clientsecret)$/i;
/** better-auth's scrypt format: hex salt ":" hex key. */
const SCRYPT_LIKE = /[0-9a-f]{32}:[0-9a-f]{64,}/i;

interface Finding {
  path: string;
  what: string;
}

/**
 * meals' distributorEmail is public by design (docs/product/entities.md#meal: the meal card names its distributor), so values under that
 * key are not counted as someone else's e-mail.
 */
const PUBLIC_EMAIL_KEYS = new Set(['distributorEmail']);

function scan(value: unknown, path: string, out: Finding[], strings: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => scan(item, `${path}[${i}]`, out, strings));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_KEYS.test(key)) out.push({ path: `${path}.${key}`, what: 'secret-named key' });
      if (PUBLIC_EMAIL_KEYS.has(key)) continue;
      scan(inner, `${path}.${key}`, out, strings);
    }
    return;
  }
  if (typeof value === 'string') strings.push(`${path}=${value}`);
}

async function secretsOnRecord() {
  const sessionRows = await db().select({ id: sessions.id, token: sessions.token }).from(sessions);
  const hashes = await db().select({ password: accounts.password }).from(accounts);
  const emails = await db().select({ email: users.email }).from(users);
  return {
    tokens: sessionRows.flatMap((s) => [s.id, s.token]),
    hashes: hashes.map((h) => h.password).filter((p): p is string => Boolean(p)),
    emails: emails.map((e) => e.email.toLowerCase()),
  };
}

const getRows = routeTable.filter((row) => row.method === 'GET' && !row.stream);

describe('responses never contain secrets', () => {
  describe.each(['user', 'admin'] as const)('as %s', (role) => {
    it.each(getRows.map((row) => [rowLabel(row), row] as const))('%s', async (_label, row) => {
      const probe = await row.request(ctx, role);
      const res = await call(role, 'GET', probe.url);
      const known = await secretsOnRecord();
      const caller = ctx.actors[role];
      const problems: string[] = [];
      // Raw text first: nothing on record as a credential may appear anywhere in any form.
      for (const secret of [...known.tokens, ...known.hashes, ctx.t.authSecret]) {
        if (res.body.includes(secret)) problems.push(`contains a stored credential (${secret.slice(0, 6)}…)`);
      }
      if (SCRYPT_LIKE.test(res.body)) problems.push('contains a scrypt-looking hash');
      if (/STRIPE_|sk_(test|live)_|whsec_/.test(res.body)) problems.push('contains a Stripe secret');
      // The OpenAPI document names fields such as clientSecret in its schemas; it holds no values.
      const describesApi = probe.url.startsWith('/api/docs');
      if (
        !describesApi &&
        String(res.headers['content-type'] ?? '').includes('application/json') &&
        res.body
      ) {
        const found: Finding[] = [];
        const strings: string[] = [];
        scan(res.json(), '$', found, strings);
        problems.push(...found.map((f) => `${f.what} at ${f.path}`));
        if (role !== 'admin') {
          const others = known.emails.filter((email) => email !== caller.email.toLowerCase());
          for (const s of strings) {
            const hit = others.find((email) => s.toLowerCase().includes(email));
            if (hit) problems.push(`another user's e-mail at ${s.split('=')[0]}`);
          }
        }
      }
      expect(problems.join('\n'), `${row.method} ${probe.url} as ${role}`).toBe('');
    });
  });
});

describe('session tokens stay out of page script’s reach', () => {
  // The cookie is httpOnly so that injected script cannot steal the session. If an answer readable by script hands
  // out the token and the bearer plugin accepts it, httpOnly protects nothing: the token works from anywhere for
  // the session's 30 days.
  it('a token read from GET /api/auth/get-session does not work as a bearer credential', async () => {
    const session = (await call('user', 'GET', '/api/auth/get-session')).json();
    const token: unknown = session?.session?.token;
    if (typeof token !== 'string') return; // not exposed: nothing to steal
    const stolen = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stolen.statusCode, 'the script-readable token signs in as its owner').toBe(401);
  });
});

describe('responses never contain provider secrets (Stripe configured)', () => {
  const STRIPE = {
    STRIPE_SECRET_KEY: 'sk_test_SECURITYSUITE000000000000',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_SECURITYSUITE000000000000',
    STRIPE_WEBHOOK_SECRET: 'whsec_SECURITYSUITE000000000000',
  };
  let stripeCtx: SecurityContext;
  beforeAll(async () => {
    stripeCtx = await buildSecurityContext(STRIPE);
  });
  afterAll(() => stripeCtx.t.close());

  it.each(['visitor', 'user', 'admin'] as const)(
    'no GET answer carries the secret key or webhook secret, as %s',
    async (role) => {
      const leaks: string[] = [];
      for (const row of getRows) {
        const probe = await row.request(stripeCtx, role);
        const res = await stripeCtx.inject(role, { method: 'GET', url: probe.url });
        for (const [name, value] of Object.entries(STRIPE)) {
          if (name !== 'STRIPE_PUBLISHABLE_KEY' && res.body.includes(value))
            leaks.push(`${probe.url}: ${name}`);
        }
      }
      expect(leaks).toEqual([]);
      // The publishable key is public by design: the checkout needs it.
      const config = await stripeCtx.inject(role, { method: 'GET', url: '/api/payment/config' });
      expect(config.json()).toMatchObject({
        provider: 'stripe',
        publishableKey: STRIPE.STRIPE_PUBLISHABLE_KEY,
      });
    },
  );
});
