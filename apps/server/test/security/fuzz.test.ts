import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT } from '@messhall/shared';
import { mealBody as mealBodyWith } from '../factories/meal-bodies.js';
import { insertMeals } from '../factories/meals.js';
import { signIn } from '../factories/users.js';
import {
  buildSecurityContext,
  databaseFingerprint,
  TEST_CARD,
  type Role,
  type SecurityContext,
} from './context.js';
import { routeTable, rowLabel, type Probe, type RouteRow } from './route-table.js';

// Property-based fuzzing of every route in the table through app.inject, as a visitor and as an admin: random
// JSON, prototype keys, huge and unicode strings, hostile numbers, extra keys, random query strings and path
// params. Never a 5xx; a rejected (4xx) write changes nothing in the database; the app answers /api/health after.
// Reproducible: fixed seed (FUZZ_SEED overrides), FUZZ_RUNS cases per route and role.

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

let ctx: SecurityContext;
let casesRun = 0;
const statusCounts = new Map<number, number>();

beforeAll(async () => {
  // FUZZ_LOG=error shows the server's own account of a failing case.
  ctx = await buildSecurityContext(process.env.FUZZ_LOG ? { LOG_LEVEL: process.env.FUZZ_LOG } : {});
});
afterAll(async () => {
  console.log(
    `fuzz: ${casesRun} cases (seed ${SEED}, ${RUNS} per route and role); statuses ${JSON.stringify(
      Object.fromEntries([...statusCounts].sort(([a], [b]) => a - b)),
    )}`,
  );
  await ctx?.t.close();
});

// ── arbitraries ───────────────────────────────────────────────────────────────────────────────────────────

const HOSTILE_TEXT = [
  'NaN',
  '-1',
  '1e308',
  '-1e308',
  'Infinity',
  '0x10',
  '',
  ' ',
  'null',
  'true',
  '[]',
  '{}',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '👩‍🍳🍛',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'biry:* & !x | (',
  '__proto__',
  'constructor',
  'admin',
  '2026-02-30T25:61:00Z',
];

const hugeText = fc
  .tuple(fc.integer({ min: 1_000, max: 100_000 }), fc.constantFrom('x', 'é', '🍛', '\u0000', '%'))
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeText },
);
const number = fc.oneof(
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 31, -0.5, 0.001, 1.005),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const leaf: fc.Arbitrary<unknown> = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
);
/** Keys a client might try: the route's own fields, server-only fields, and prototype keys. */
const TRICKY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'emailVerified',
  'status',
  'price',
  'userId',
  'id',
  '_id',
  'email',
  'packageName',
];

/** JSON text written by hand, so that `__proto__` survives as a key (an object literal would eat it). */
const jsonObjectText = (entries: [string, unknown][]) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;

function bodyArbitrary(baseline: unknown): fc.Arbitrary<string> {
  const baseKeys =
    baseline && typeof baseline === 'object' && !Buffer.isBuffer(baseline) ? Object.keys(baseline) : [];
  const keys = fc.constantFrom(...new Set([...baseKeys, ...TRICKY_KEYS]));
  // The valid body with some fields replaced by hostile values and some keys added.
  const mutated = fc
    .array(fc.tuple(keys, value), { minLength: 1, maxLength: 6 })
    .map((changes) =>
      jsonObjectText([
        ...Object.entries((baseKeys.length ? baseline : {}) as Record<string, unknown>).filter(
          ([k]) => !changes.some(([c]) => c === k),
        ),
        ...changes,
      ]),
    );
  const proto = fc
    .tuple(
      fc.constantFrom('__proto__', 'constructor'),
      fc.constantFrom('role', 'admin', 'isAdmin', 'prototype'),
    )
    .map(([outer, inner]) => jsonObjectText([[outer, { [inner]: 'admin', prototype: { role: 'admin' } }]]));
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: proto },
    { weight: 1, arbitrary: hugeText.map((s) => JSON.stringify({ content: s, title: s, email: s })) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'NaN', '[1,2', '\u0000', '{"a":1}{"b":2}', '') },
  );
}

const QUERY_KEYS = [
  'limit',
  'page',
  'search',
  'category',
  'minPrice',
  'maxPrice',
  'sort',
  'order',
  'sortBy',
  'w',
  'email',
  'role',
  'status',
  '__proto__',
  'constructor[prototype][role]',
];
const queryArbitrary = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 6 })), text), {
    minLength: 1,
    maxLength: 5,
  })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

const segment = fc.oneof(
  text.map((s) => encodeURIComponent(s)),
  fc.constantFrom(
    '..',
    '../..',
    '..%2f..',
    '%2e%2e',
    '.',
    '%',
    '%zz',
    'a/b',
    '00000000-0000-0000-0000-000000000000',
  ),
);

type Mutation =
  { kind: 'body'; body: string } | { kind: 'query'; query: string } | { kind: 'params'; url: string };

/** Rebuilds the probe URL with each `:param` (or the wildcard tail) replaced. */
function paramsArbitrary(row: RouteRow): fc.Arbitrary<string> | undefined {
  const parts = row.route.split('/');
  const dynamic = parts.filter((p) => p.startsWith(':') || p === '*').length;
  if (dynamic === 0) return undefined;
  return fc.array(segment, { minLength: dynamic, maxLength: dynamic }).map((values) => {
    let i = 0;
    return parts.map((p) => (p.startsWith(':') || p === '*' ? values[i++] : p)).join('/');
  });
}

function mutationArbitrary(row: RouteRow, baseline: Probe): fc.Arbitrary<Mutation> {
  const options: fc.Arbitrary<Mutation>[] = [
    queryArbitrary.map((query) => ({ kind: 'query' as const, query })),
  ];
  // Multipart and GET routes have no JSON body to speak of; the others get most of the cases.
  if (row.method !== 'GET' && row.route !== '/api/uploads') {
    const body = bodyArbitrary(baseline.payload).map((b) => ({ kind: 'body' as const, body: b }));
    options.push(body, body);
  }
  const params = paramsArbitrary(row);
  if (params) options.push(params.map((url) => ({ kind: 'params' as const, url })));
  return fc.oneof(...options);
}

function toRequest(row: RouteRow, baseline: Probe, m: Mutation) {
  const [path, existing] = baseline.url.split('?');
  const headers: Record<string, string> = { ...(baseline.headers ?? {}) };
  if (m.kind === 'body') {
    headers['content-type'] = 'application/json';
    return { method: row.method, url: baseline.url, payload: m.body, headers };
  }
  const payload = baseline.payload;
  if (m.kind === 'query') {
    return {
      method: row.method,
      url: `${path}?${existing ? `${existing}&` : ''}${m.query}`,
      payload,
      headers,
    };
  }
  return { method: row.method, url: m.url, payload, headers };
}

async function keepAdminSignedIn() {
  const session = await ctx.inject('admin', { method: 'GET', url: '/api/auth/get-session' });
  if (session.json()?.user?.id !== ctx.actors.admin.id) {
    ctx.actors.admin.headers.cookie = await signIn(ctx.app, ctx.actors.admin.email);
  }
}

// ── the properties ────────────────────────────────────────────────────────────────────────────────────────

const cases = routeTable.flatMap((row) =>
  (row.stream ? (['visitor'] as const) : (['visitor', 'admin'] as const)).map(
    (role) => [`${rowLabel(row)} as ${role}`, row, role] as const,
  ),
);

describe('fuzz: never a 5xx, rejected writes change nothing', () => {
  it.each(cases)('%s', { timeout: 60_000 }, async (_label, row, role: Role) => {
    const baseline = await row.request(ctx, role);
    const mutating = row.method !== 'GET';
    // Where even the valid request is refused (a visitor on a guarded route…), every case should be too: one
    // fingerprint before and one after the whole batch. Elsewhere some cases succeed, so each case is checked.
    const batch = row.expect[role] >= 400;
    const start = mutating ? await databaseFingerprint(ctx.t) : undefined;
    let before = start;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(mutationArbitrary(row, baseline), async (mutation) => {
        const request = toRequest(row, baseline, mutation);
        const res = await ctx.inject(role, request);
        casesRun += 1;
        statusCounts.set(res.statusCode, (statusCounts.get(res.statusCode) ?? 0) + 1);
        expect(
          res.statusCode,
          `${request.method} ${request.url.slice(0, 200)}: ${res.body.slice(0, 300)}`,
        ).toBeLessThan(500);
        // better-auth answers /api/auth/* in its own envelope; router-level refusals (bad percent-encoding, a
        // param over 100 characters) bypass the error handler — see 'router-level errors' below.
        const body = res.statusCode >= 400 ? (res.json() as { code?: string } | null) : null;
        const routerLevel = body?.code === 'FST_ERR_BAD_URL' || body?.code === 'FST_ERR_MAX_PARAM_LENGTH';
        if (body && !routerLevel && !request.url.startsWith('/api/auth/')) {
          expect(body, 'error shape').toMatchObject({ error: { code: expect.any(String) } });
        }
        if (res.statusCode < 400) accepted += 1;
        if (mutating && !batch) {
          const after = await databaseFingerprint(ctx.t);
          if (res.statusCode >= 400)
            expect(after, `${res.statusCode} but the database changed`).toEqual(before);
          before = after;
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    if (mutating && batch && accepted === 0) {
      expect(await databaseFingerprint(ctx.t), 'a batch of refused requests changed the database').toEqual(
        start,
      );
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    if (role === 'admin') await keepAdminSignedIn();
  });
});

describe('limits', () => {
  const oversized = Buffer.from(JSON.stringify({ email: 'x@sec.test', pad: 'x'.repeat(1024 * 1024 + 10) }));

  it.each([
    ['visitor', '/api/newsletter'],
    ['admin', '/api/meals'],
    ['user', '/api/users'],
    ['visitor', '/api/auth/sign-in/email'],
    ['visitor', '/api/payment/webhook'],
  ] as const)('a body over 1 MB is 413 with the error shape (%s, POST %s)', async (role, url) => {
    const res = await ctx.inject(role, {
      method: 'POST',
      url,
      payload: oversized,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
  });

  it('?limit=100000 is capped to 100 on every list that takes a limit', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    await insertMeals(
      ctx.t.database.db,
      Array.from({ length: MAX_PAGE_LIMIT + 5 }, () => ({})),
    );
    await insertMeals(
      ctx.t.database.db,
      Array.from({ length: MAX_PAGE_LIMIT + 5 }, () => ({
        status: 'upcoming' as const,
        publishDate: new Date(Date.now() + DAY),
      })),
    );
    // (better-auth's own admin list is checked on its own below.)
    const lists = routeTable.filter(
      (row) =>
        row.method === 'GET' &&
        !row.stream &&
        row.expect.admin === 200 &&
        !row.route.startsWith('/api/auth/'),
    );
    let checked = 0;
    for (const row of lists) {
      const probe = await row.request(ctx, 'admin');
      const url = `${probe.url}${probe.url.includes('?') ? '&' : '?'}limit=100000`;
      const res = await ctx.inject('admin', { method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
      const body = res.json();
      if (body && typeof body === 'object' && 'limit' in body) {
        expect(body.limit, url).toBe(MAX_PAGE_LIMIT);
        checked += 1;
      }
      for (const list of Object.values(Array.isArray(body) ? { body } : (body as object))) {
        if (Array.isArray(list)) expect(list.length, url).toBeLessThanOrEqual(MAX_PAGE_LIMIT);
      }
    }
    // /api/meals, /api/admin/meals, /api/users, reviews (3), requests, notifications at least.
    expect(checked).toBeGreaterThanOrEqual(7);
    const meals = (await ctx.inject('visitor', { method: 'GET', url: '/api/meals?limit=100000' })).json();
    expect(meals.meals).toHaveLength(MAX_PAGE_LIMIT);
    const upcoming = (
      await ctx.inject('visitor', { method: 'GET', url: '/api/upcoming?limit=100000' })
    ).json();
    expect(upcoming).toHaveLength(MAX_PAGE_LIMIT);
  });
});

describe('deeply nested JSON', () => {
  // 40 KB of brackets parses fine; anything that walks it recursively (JSON.stringify, a deep clone) overflows the
  // stack. Every route, ours and better-auth's, refuses it with a 4xx or ignores the body; never a 5xx.
  const depth = 20_000;
  const nested = `{"email":"a@sec.test","name":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  const withBody = routeTable.filter(
    (row) => row.method !== 'GET' && !row.stream && row.route !== '/api/uploads',
  );
  it.each(withBody.map((row) => [rowLabel(row), row] as const))('%s', async (_label, row) => {
    const probe = await row.request(ctx, 'admin');
    const res = await ctx.inject('admin', {
      method: row.method,
      url: probe.url,
      payload: nested,
      headers: { ...(probe.headers ?? {}), 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
  });
});

describe('limits outside our schemas', () => {
  it('better-auth’s uncapped admin list-users is not exposed (Manage Users uses the capped GET /api/users)', async () => {
    const res = await ctx.inject('admin', { method: 'GET', url: '/api/auth/admin/list-users?limit=100000' });
    expect(res.statusCode).toBe(404);
    const ours = await ctx.inject('admin', { method: 'GET', url: '/api/users?limit=100000' });
    expect(ours.json().limit).toBeLessThanOrEqual(MAX_PAGE_LIMIT);
  });
});

describe('router-level errors', () => {
  it.each([
    ['bad percent-encoding', '/api/meals/%zz'],
    ['a path parameter over 100 characters', `/api/meals/${'a'.repeat(120)}`],
  ])('%s is answered in the { error: { code, message } } envelope', async (_label, url) => {
    const res = await ctx.inject('visitor', { method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});

// PostgreSQL text cannot hold U+0000: a NUL that reaches a query is a database error (500) unless input
// validation refuses it first. Each case must be a 4xx (or an answer that ignores it), never a 5xx.
describe('NUL bytes in text input', () => {
  const NUL = '\u0000';
  const cases: [string, Role, 'GET' | 'POST', string | ((c: SecurityContext) => Promise<string>), object?][] =
    [
      ['admin user search', 'admin', 'GET', '/api/users?search=a%00b'],
      ['admin request search', 'admin', 'GET', '/api/requests?search=a%00b'],
      ['request list by e-mail', 'admin', 'GET', '/api/requests?email=a%00b'],
      ['payment history by e-mail', 'admin', 'GET', '/api/payment/history?email=a%00b'],
      ['meal count by e-mail', 'admin', 'GET', '/api/meals/count?email=a%00b'],
      ['admin check param', 'admin', 'GET', '/api/users/admin/a%00b'],
      ['reviews of a user id', 'admin', 'GET', '/api/reviews/user/a%00b'],
      ['meal search', 'visitor', 'GET', '/api/meals?search=a%00b'],
      [
        'review content',
        'user',
        'POST',
        async (c) => `/api/meals/${await c.fresh.meal()}/reviews`,
        { content: `Tasty${NUL}`, rating: 4 },
      ],
      ['profile name', 'user', 'POST', '/api/users', { name: `Olivia${NUL}` }],
      ['auth profile name', 'user', 'POST', '/api/auth/update-user', { name: `Olivia${NUL}` }],
      ['meal title', 'admin', 'POST', '/api/meals', { ...mealBodyWith({ title: `Dal${NUL}` }) }],
      ['request meal id', 'user', 'POST', '/api/requests', { mealId: `${NUL}` }],
      [
        'sandbox client secret',
        'user',
        'POST',
        '/api/payment/sandbox/confirm',
        { clientSecret: `pi${NUL}`, card: TEST_CARD },
      ],
      [
        'save-payment transaction id',
        'user',
        'POST',
        '/api/payment/save-payment',
        { transactionId: `pi${NUL}` },
      ],
      [
        'sign-in e-mail',
        'visitor',
        'POST',
        '/api/auth/sign-in/email',
        { email: `a${NUL}@sec.test`, password: 'Xx#12345678' },
      ],
    ];
  it.each(cases)('%s', async (_label, role, method, url, payload) => {
    const target = typeof url === 'string' ? url : await url(ctx);
    const res = await ctx.inject(role, { method, url: target, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
  });
});
