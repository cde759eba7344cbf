import { DEFAULT_MENU_TIMES } from '@messhall/shared';
import type { InjectOptions } from 'fastify';
import { mealBody, upcomingBody } from '../factories/meal-bodies.js';
import { giveMembership } from '../factories/memberships.js';
import { hostelDay, serveLunchNow } from '../factories/menu.js';
import { TEST_CARD, uploadPayload, type Role, type SecurityContext } from './context.js';

/**
 * The authorization table: one row per registered METHOD + URL pattern (several for the /api/auth/* wildcard),
 * what each actor gets, and how to build a request that reaches the rule. route-matrix.test.ts fails when a
 * registered route has no row here; docs/security.md is written from this file (print-table.ts), which is the
 * source of truth.
 *
 * Statuses are exact. `user` owns the fixtures; `otherUser` is a signed-in stranger to them.
 */

export type Access =
  | 'public'
  | 'signed-in'
  | 'owner'
  | 'owner or admin'
  | 'admin'
  | 'paid member'
  | 'paid member'
  | 'signed (provider)'
  | 'dev only, this machine';

export interface Probe {
  /** The concrete URL (params filled). */
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

export interface RouteRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The pattern exactly as Fastify registered it. */
  route: string;
  /** For rows that probe one path of a wildcard route. */
  probe?: string;
  access: Access;
  /** What the server takes from the session or its own tables instead of the body (docs). */
  ignores?: string;
  expect: Record<Role, number>;
  /** Called once per role (fresh fixtures for consuming writes). */
  request(ctx: SecurityContext, role: Role): Probe | Promise<Probe>;
  /** Server-Sent Events: the response never ends, so the matrix reads only the status over real HTTP. */
  stream?: boolean;
  /** Body fuzzing is pointless (no body is read) — still fuzzed on query and params. Default: fuzz the body. */
  readsBody?: boolean;
}

const all = (status: number): Record<Role, number> => ({
  visitor: status,
  user: status,
  otherUser: status,
  admin: status,
});
const signedIn = (status: number) => ({ visitor: 401, user: status, otherUser: status, admin: status });
const adminOnly = (status: number) => ({ visitor: 401, user: 403, otherUser: 403, admin: status });
const ownerOnly = (status: number, otherUser = 403, admin = 403) => ({
  visitor: 401,
  user: status,
  otherUser,
  admin,
});

export const routeTable: RouteRow[] = [
  // ── platform ────────────────────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/api/health',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/health' }),
  },
  {
    method: 'GET',
    route: '/api/health/ready',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/health/ready' }),
  },
  {
    method: 'GET',
    route: '/api/health/live',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/health/live' }),
  },
  {
    method: 'GET',
    route: '/api/dev/mailbox',
    access: 'dev only, this machine',
    expect: all(200),
    request: () => ({ url: '/api/dev/mailbox' }),
  },
  {
    method: 'GET',
    route: '/api/docs',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/docs' }),
  },
  {
    method: 'GET',
    route: '/api/docs/json',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/docs/json' }),
  },
  {
    method: 'GET',
    route: '/api/docs/yaml',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/docs/yaml' }),
  },
  {
    method: 'GET',
    route: '/api/docs/static/index.html',
    access: 'public',
    // swagger-ui redirects to /api/docs
    expect: all(302),
    request: () => ({ url: '/api/docs/static/index.html' }),
  },
  {
    method: 'GET',
    route: '/api/docs/static/swagger-initializer.js',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  {
    method: 'GET',
    route: '/api/docs/static/*',
    probe: 'a swagger-ui asset',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },

  // ── auth (better-auth behind /api/auth/*) ───────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/api/auth/*',
    probe: 'get-session',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/auth/get-session' }),
  },
  {
    method: 'GET',
    route: '/api/auth/*',
    probe: 'list-sessions',
    access: 'signed-in',
    expect: signedIn(200),
    request: () => ({ url: '/api/auth/list-sessions' }),
  },
  {
    method: 'GET',
    route: '/api/auth/*',
    probe: 'admin/list-users',
    access: 'admin',
    // Not exposed: administration goes through our own capped, audited routes.
    expect: all(404),
    request: () => ({ url: '/api/auth/admin/list-users' }),
  },
  {
    method: 'POST',
    route: '/api/auth/*',
    probe: 'sign-in/email (wrong password)',
    access: 'public',
    expect: all(401),
    request: (ctx) => ({
      url: '/api/auth/sign-in/email',
      payload: { email: ctx.actors.user.email, password: 'Wrong#Pass999' },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/*',
    probe: 'update-user',
    access: 'signed-in',
    ignores: 'role, emailVerified, banned, banReason, banExpires, lastLoginAt (dropped by auth.plugin.ts)',
    expect: signedIn(200),
    request: () => ({ url: '/api/auth/update-user', payload: { image: null } }),
  },
  {
    method: 'POST',
    route: '/api/auth/*',
    probe: 'admin/set-role',
    access: 'admin',
    // Not exposed: administration goes through our own capped, audited routes.
    expect: all(404),
    request: async (ctx) => ({
      url: '/api/auth/admin/set-role',
      payload: { userId: (await ctx.fresh.user()).id, role: 'admin' },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/*',
    probe: 'admin/ban-user',
    access: 'admin',
    // Not exposed: administration goes through our own capped, audited routes.
    expect: all(404),
    request: async (ctx) => ({
      url: '/api/auth/admin/ban-user',
      payload: { userId: (await ctx.fresh.user()).id },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/*',
    probe: 'admin/impersonate-user',
    access: 'admin',
    // Not exposed: administration goes through our own capped, audited routes.
    expect: all(404),
    request: async (ctx) => ({
      url: '/api/auth/admin/impersonate-user',
      payload: { userId: (await ctx.fresh.user()).id },
    }),
  },
  {
    method: 'GET',
    route: '/api/auth-config',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/auth-config' }),
  },

  // ── users ───────────────────────────────────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    route: '/api/users',
    access: 'signed-in',
    ignores: 'email, role, created_at, last_log_in, _id (only name and photo of the caller change)',
    expect: signedIn(200),
    request: () => ({ url: '/api/users', payload: { role: 'admin', email: 'x@evil.test' } }),
  },
  {
    method: 'GET',
    route: '/api/users/me',
    access: 'signed-in',
    expect: signedIn(200),
    request: () => ({ url: '/api/users/me' }),
  },
  {
    method: 'GET',
    route: '/api/users/me/diet',
    access: 'signed-in',
    expect: signedIn(200),
    request: () => ({ url: '/api/users/me/diet' }),
  },
  {
    method: 'PUT',
    route: '/api/users/me/diet',
    access: 'signed-in',
    ignores: "userId, email, _id (the profile saved is the caller's)",
    expect: signedIn(200),
    request: (ctx) => ({
      url: '/api/users/me/diet',
      payload: { diet: ['vegetarian'], avoid: ['peanuts'], userId: ctx.actors.user.id },
    }),
  },
  {
    method: 'GET',
    route: '/api/users/admin/:email',
    access: 'owner or admin',
    expect: ownerOnly(200, 403, 200),
    request: (ctx) => ({ url: `/api/users/admin/${ctx.actors.user.email}` }),
  },
  {
    method: 'GET',
    route: '/api/users',
    access: 'admin',
    expect: adminOnly(200),
    request: () => ({ url: '/api/users' }),
  },
  {
    method: 'PATCH',
    route: '/api/users/:id/make-admin',
    access: 'admin',
    expect: adminOnly(200),
    readsBody: false,
    request: async (ctx) => ({ url: `/api/users/${(await ctx.fresh.user()).id}/make-admin` }),
  },

  // ── uploads and images ──────────────────────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    route: '/api/uploads',
    access: 'signed-in',
    ignores: 'everything but the one "image" file part',
    expect: signedIn(201),
    request: async () => {
      const { payload, headers } = await uploadPayload();
      return { url: '/api/uploads', payload, headers };
    },
  },
  {
    method: 'GET',
    route: '/api/images/:id',
    access: 'public',
    expect: all(200),
    request: (ctx) => ({ url: `/api/images/${ctx.ids.image}` }),
  },

  // ── meals ───────────────────────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/api/meals',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/meals' }),
  },
  {
    method: 'GET',
    route: '/api/meals/count',
    access: 'admin',
    expect: adminOnly(200),
    request: (ctx) => ({ url: `/api/meals/count?email=${ctx.actors.admin.email}` }),
  },
  {
    method: 'GET',
    route: '/api/meals/:id',
    access: 'public',
    expect: all(200),
    request: (ctx) => ({ url: `/api/meals/${ctx.ids.meal}` }),
  },
  {
    method: 'POST',
    route: '/api/meals',
    access: 'admin',
    ignores:
      'distributorName, distributorEmail (the caller), likes, rating, reviews_count, status, _id, createdAt',
    expect: adminOnly(201),
    request: () => ({ url: '/api/meals', payload: mealBody({ likes: 99, rating: 5 }) }),
  },
  {
    method: 'PATCH',
    route: '/api/meals/:id',
    access: 'admin',
    ignores: 'distributorName, distributorEmail, likes, rating, reviews_count, status',
    expect: adminOnly(200),
    request: async (ctx) => ({ url: `/api/meals/${await ctx.fresh.meal()}`, payload: mealBody() }),
  },
  {
    method: 'DELETE',
    route: '/api/meals/:id',
    access: 'admin',
    expect: adminOnly(200),
    readsBody: false,
    request: async (ctx) => ({ url: `/api/meals/${await ctx.fresh.meal()}` }),
  },
  {
    method: 'PATCH',
    route: '/api/meals/:id/like',
    access: 'signed-in',
    ignores: 'any body (the spec’s userId): the liker is the session’s user',
    expect: signedIn(200),
    readsBody: false,
    request: async (ctx) => ({ url: `/api/meals/${await ctx.fresh.meal()}/like`, payload: { userId: 'x' } }),
  },
  {
    method: 'GET',
    route: '/api/admin/meals',
    access: 'admin',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/meals' }),
  },

  // ── upcoming ────────────────────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/api/upcoming',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/upcoming' }),
  },
  {
    method: 'POST',
    route: '/api/upcoming',
    access: 'admin',
    ignores: 'distributor fields, likes, rating, reviews_count, status, published',
    expect: adminOnly(201),
    request: () => ({ url: '/api/upcoming', payload: upcomingBody({ published: true }) }),
  },
  {
    method: 'PATCH',
    route: '/api/upcoming/:id/like',
    access: 'signed-in',
    ignores: 'any body (the spec’s userId)',
    expect: signedIn(200),
    readsBody: false,
    request: async (ctx) => ({ url: `/api/upcoming/${await ctx.fresh.upcoming()}/like` }),
  },
  {
    method: 'GET',
    route: '/api/upcoming/:id/likes',
    access: 'admin',
    expect: adminOnly(200),
    request: (ctx) => ({ url: `/api/upcoming/${ctx.ids.upcoming}/likes` }),
  },
  {
    method: 'PATCH',
    route: '/api/upcoming/:id',
    access: 'admin',
    expect: adminOnly(200),
    readsBody: false,
    request: async (ctx) => ({ url: `/api/upcoming/${await ctx.fresh.upcoming()}` }),
  },
  {
    method: 'DELETE',
    route: '/api/upcoming/:id',
    access: 'admin',
    expect: adminOnly(200),
    readsBody: false,
    request: async (ctx) => ({ url: `/api/upcoming/${await ctx.fresh.upcoming()}` }),
  },

  // ── reviews ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/api/meals/:id/reviews',
    access: 'public',
    expect: all(200),
    request: (ctx) => ({ url: `/api/meals/${ctx.ids.meal}/reviews` }),
  },
  {
    method: 'POST',
    route: '/api/meals/:id/reviews',
    access: 'signed-in',
    ignores: 'userId, userName, userEmail, mealId, time (author from the session, meal from the URL)',
    expect: signedIn(201),
    request: async (ctx) => ({
      url: `/api/meals/${await ctx.fresh.meal()}/reviews`,
      payload: { content: 'Good', rating: 5, userId: ctx.actors.otherUser.id, userName: 'Mallory' },
    }),
  },
  {
    method: 'PUT',
    route: '/api/reviews/:id',
    access: 'owner',
    ignores: 'userId, mealId (only content and rating change)',
    expect: ownerOnly(200),
    request: async (ctx) => ({
      url: `/api/reviews/${await ctx.fresh.review()}`,
      payload: { content: 'Edited' },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/reviews/:id',
    access: 'owner',
    ignores: 'userId, mealId (only content and rating change)',
    expect: ownerOnly(200),
    request: async (ctx) => ({
      url: `/api/reviews/${await ctx.fresh.review()}`,
      payload: { content: 'Edited', rating: 2 },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/reviews/:id',
    access: 'owner or admin',
    expect: ownerOnly(200, 403, 200),
    readsBody: false,
    request: async (ctx) => ({ url: `/api/reviews/${await ctx.fresh.review()}` }),
  },
  {
    method: 'GET',
    route: '/api/reviews/all',
    access: 'admin',
    expect: adminOnly(200),
    request: () => ({ url: '/api/reviews/all' }),
  },
  {
    method: 'GET',
    route: '/api/reviews/user/:userId',
    access: 'owner or admin',
    expect: ownerOnly(200, 403, 200),
    request: (ctx) => ({ url: `/api/reviews/user/${ctx.actors.user.id}` }),
  },

  // ── requests ────────────────────────────────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    route: '/api/requests',
    access: 'paid member',
    ignores: 'userId, userEmail, userName, mealTitle, packageName, status (only mealId is read)',
    // otherUser and admin hold no paid plan: 403 SUBSCRIPTION_REQUIRED.
    expect: ownerOnly(201),
    request: async (ctx) => ({
      url: '/api/requests',
      payload: { mealId: await ctx.fresh.meal(), status: 'delivered', packageName: 'Platinum' },
    }),
  },
  {
    method: 'GET',
    route: '/api/requests',
    access: 'signed-in',
    expect: signedIn(200),
    request: () => ({ url: '/api/requests' }),
  },
  {
    method: 'PATCH',
    route: '/api/requests/:id/serve',
    access: 'admin',
    expect: adminOnly(200),
    readsBody: false,
    request: async (ctx) => ({ url: `/api/requests/${await ctx.fresh.request()}/serve` }),
  },
  {
    method: 'PATCH',
    route: '/api/requests/:id',
    access: 'admin',
    expect: adminOnly(200),
    request: async (ctx) => ({
      url: `/api/requests/${await ctx.fresh.request()}`,
      payload: { status: 'cancelled' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/requests/:id',
    access: 'owner',
    expect: ownerOnly(200),
    readsBody: false,
    request: async (ctx) => ({ url: `/api/requests/${await ctx.fresh.request()}` }),
  },

  // ── notifications and live events ───────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/api/notifications',
    access: 'signed-in',
    expect: signedIn(200),
    request: () => ({ url: '/api/notifications' }),
  },
  {
    method: 'PATCH',
    route: '/api/notifications/read-all',
    access: 'signed-in',
    expect: signedIn(200),
    readsBody: false,
    request: () => ({ url: '/api/notifications/read-all' }),
  },
  {
    method: 'PATCH',
    route: '/api/notifications/:id/read',
    access: 'owner',
    // Someone else's notification is "not found", not "forbidden": ids are not confirmed to strangers.
    expect: ownerOnly(200, 404, 404),
    readsBody: false,
    request: async (ctx) => ({ url: `/api/notifications/${await ctx.fresh.notification()}/read` }),
  },
  {
    method: 'GET',
    route: '/api/events',
    access: 'signed-in',
    expect: signedIn(200),
    stream: true,
    request: () => ({ url: '/api/events' }),
  },

  // ── payments ────────────────────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/api/payment/config',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/payment/config' }),
  },
  {
    method: 'POST',
    route: '/api/payment/create-payment-intent',
    access: 'signed-in',
    ignores: 'price, amount, currency, email, userId (the plan table decides the amount)',
    expect: signedIn(200),
    request: () => ({
      url: '/api/payment/create-payment-intent',
      payload: { packageName: 'Gold', price: 0.01, amount: 1, email: 'x@evil.test' },
    }),
  },
  {
    method: 'POST',
    route: '/api/payment/sandbox/confirm',
    access: 'owner',
    expect: ownerOnly(200),
    request: async (ctx) => ({
      url: '/api/payment/sandbox/confirm',
      payload: { clientSecret: await ctx.fresh.intentSecret(), card: TEST_CARD },
    }),
  },
  {
    method: 'POST',
    route: '/api/payment/save-payment',
    access: 'owner',
    ignores:
      'email, price (amount and plan come from the provider’s intent; packageName is only cross-checked)',
    expect: ownerOnly(200),
    request: async (ctx) => ({
      url: '/api/payment/save-payment',
      payload: { transactionId: await ctx.fresh.paidIntent(), email: 'x@evil.test', price: 0.01 },
    }),
  },
  {
    method: 'GET',
    route: '/api/payment/history',
    access: 'signed-in',
    expect: signedIn(200),
    request: () => ({ url: '/api/payment/history' }),
  },
  {
    method: 'GET',
    route: '/api/payment/membership',
    access: 'signed-in',
    expect: signedIn(200),
    request: () => ({ url: '/api/payment/membership' }),
  },
  {
    method: 'POST',
    route: '/api/payment/webhook',
    access: 'signed (provider)',
    // Without Stripe webhooks configured the route answers 404 to everyone; payments-stripe.test.ts covers it signed.
    expect: all(404),
    request: () => ({
      url: '/api/payment/webhook',
      payload: { type: 'payment_intent.succeeded' },
      headers: { 'stripe-signature': 't=1,v1=00' },
    }),
  },

  // ── daily meal service ──────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/api/menu',
    access: 'public',
    expect: all(200),
    request: () => ({ url: `/api/menu?from=${hostelDay(0)}&to=${hostelDay(6)}` }),
  },
  {
    method: 'GET',
    route: '/api/menu/headcount',
    access: 'admin',
    expect: adminOnly(200),
    request: () => ({ url: `/api/menu/headcount?from=${hostelDay(0)}&to=${hostelDay(6)}` }),
  },
  {
    method: 'GET',
    route: '/api/menu/forecast',
    access: 'admin',
    expect: adminOnly(200),
    request: () => ({ url: `/api/menu/forecast?from=${hostelDay(0)}&to=${hostelDay(6)}` }),
  },
  {
    method: 'PUT',
    route: '/api/menu/:date/:slot/production',
    access: 'admin',
    ignores: 'updatedAt, updatedBy (the server’s clock and the session)',
    expect: adminOnly(200),
    request: () => ({
      url: `/api/menu/${hostelDay(0)}/lunch/production`,
      payload: { cooked: 40, leftover: 3, updatedAt: '2000-01-01T00:00:00Z', updatedBy: 'someone' },
    }),
  },
  // ── admin insights ──────────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/api/admin/insights',
    access: 'admin',
    expect: adminOnly(200),
    request: () => ({ url: `/api/admin/insights?from=${hostelDay(-29)}&to=${hostelDay(0)}` }),
  },
  {
    method: 'GET',
    route: '/api/admin/insights.csv',
    access: 'admin',
    expect: adminOnly(200),
    request: () => ({
      url: `/api/admin/insights.csv?from=${hostelDay(-29)}&to=${hostelDay(0)}&series=requests`,
    }),
  },
  {
    method: 'GET',
    route: '/api/menu/cutoffs',
    access: 'admin',
    expect: adminOnly(200),
    request: () => ({ url: '/api/menu/cutoffs' }),
  },
  {
    method: 'PUT',
    route: '/api/menu/cutoffs',
    access: 'admin',
    ignores: 'timeZone, passGraceMinutes (the server’s configuration)',
    expect: adminOnly(200),
    request: () => ({
      url: '/api/menu/cutoffs',
      payload: { ...DEFAULT_MENU_TIMES, timeZone: 'UTC', passGraceMinutes: 600 },
    }),
  },
  {
    method: 'PUT',
    route: '/api/menu/:date/:slot',
    access: 'admin',
    expect: adminOnly(200),
    request: (ctx) => ({ url: `/api/menu/${hostelDay(2)}/lunch`, payload: { mealIds: [ctx.ids.meal] } }),
  },
  {
    method: 'POST',
    route: '/api/menu/copy-week',
    access: 'admin',
    expect: adminOnly(200),
    request: () => ({ url: '/api/menu/copy-week', payload: { from: hostelDay(0), to: hostelDay(7) } }),
  },
  {
    method: 'POST',
    route: '/api/menu/:date/:slot/skip',
    access: 'paid member',
    ignores: 'any body (the member is the session’s)',
    // otherUser and admin hold no paid plan: 403 SUBSCRIPTION_REQUIRED.
    expect: ownerOnly(201),
    readsBody: false,
    request: () => ({ url: `/api/menu/${hostelDay(3)}/dinner/skip` }),
  },
  {
    method: 'DELETE',
    route: '/api/menu/:date/:slot/skip',
    access: 'paid member',
    expect: ownerOnly(204),
    readsBody: false,
    request: () => ({ url: `/api/menu/${hostelDay(3)}/dinner/skip` }),
  },
  {
    method: 'POST',
    route: '/api/menu/skips',
    access: 'paid member',
    ignores: 'userId (the member is the session’s)',
    expect: ownerOnly(201),
    request: (ctx) => ({
      url: '/api/menu/skips',
      payload: { from: hostelDay(4), to: hostelDay(5), userId: ctx.actors.otherUser.id },
    }),
  },
  {
    method: 'GET',
    route: '/api/menu/:date/:slot/pass',
    access: 'paid member',
    expect: ownerOnly(200),
    request: () => ({ url: `/api/menu/${hostelDay(2)}/lunch/pass` }),
  },
  {
    method: 'POST',
    route: '/api/menu/scan',
    access: 'admin',
    // A fresh member's pass for today's lunch, with lunch set to be served now: one code serves once.
    expect: adminOnly(200),
    request: async (ctx) => {
      await serveLunchNow(ctx.app, ctx.actors.admin);
      const member = await ctx.fresh.user();
      await giveMembership(ctx.t.database.db, member.id);
      const pass = await ctx.app.inject({
        method: 'GET',
        url: `/api/menu/${hostelDay(0)}/lunch/pass`,
        headers: member.headers,
      });
      return { url: '/api/menu/scan', payload: { code: pass.json().code as string } };
    },
  },

  // ── newsletter ──────────────────────────────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    route: '/api/newsletter',
    access: 'public',
    expect: all(200),
    request: () => ({ url: '/api/newsletter', payload: { email: 'reader@sec.test' } }),
  },
];

/**
 * Registered routes deliberately without a row, each with the reason. Anything else unlisted fails the matrix.
 */
export const ALLOWLIST: { method: string; url: string; reason: string }[] = [];

/** HEAD is generated by Fastify from each GET (same onRequest guards, same handler, body dropped). */
export const isGeneratedHead = (method: string) => method === 'HEAD';

export const rowLabel = (row: RouteRow) => `${row.method} ${row.route}${row.probe ? ` [${row.probe}]` : ''}`;
