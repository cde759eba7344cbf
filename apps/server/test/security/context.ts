import { channel } from 'node:diagnostics_channel';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { notifications } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { insertMeals } from '../factories/meals.js';
import { giveMembership } from '../factories/memberships.js';
import { multipartBody } from '../factories/multipart.js';
import { createUser, type TestUser } from '../factories/users.js';

// The shared world of the security suite: the real app, every route it registered, and the actors and objects
// the route table's request builders point at.

export const ROLES = ['visitor', 'user', 'otherUser', 'admin'] as const;
/** `user` owns the fixtures (review, request, notification, payment); `otherUser` is a signed-in stranger. */
export type Role = (typeof ROLES)[number];

export interface RegisteredRoute {
  method: string;
  url: string;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Builds the app while listening on Fastify's `fastify.initialization` diagnostics channel, which fires as the
 * instance is created and before app.ts registers anything: an onRoute hook on the root sees every route of
 * every plugin, encapsulated or not. Nothing in the server source knows about it.
 */
export async function buildRecordedApp(
  overrides: Record<string, string> = {},
): Promise<{ t: TestApp; routes: RegisteredRoute[] }> {
  const seen = new Map<string, RegisteredRoute>();
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        seen.set(`${method} ${route.url}`, { method, url: route.url });
      }
    });
  };
  const init = channel('fastify.initialization');
  init.subscribe(onInit);
  let t: TestApp;
  try {
    t = await buildTestApp(overrides);
  } finally {
    init.unsubscribe(onInit);
  }
  return { t, routes: [...seen.values()] };
}

export const routeKey = (r: RegisteredRoute) => `${r.method} ${r.url}`;

export interface SecurityContext {
  t: TestApp;
  app: FastifyInstance;
  routes: RegisteredRoute[];
  actors: Record<Exclude<Role, 'visitor'>, TestUser>;
  /** Long-lived objects for reads and idempotent writes. */
  ids: {
    meal: string;
    upcoming: string;
    image: string;
    /** A review by `user` on `meal`. */
    review: string;
    /** A pending request by `user` for `meal`. */
    request: string;
    /** A notification for `user`. */
    notification: string;
  };
  /** Fresh objects for writes that consume them (delete, publish, serve…), one per call. */
  fresh: {
    meal(): Promise<string>;
    upcoming(): Promise<string>;
    user(): Promise<TestUser>;
    /** A review by `user` on a fresh meal. */
    review(): Promise<string>;
    /** A pending request by `user` on a fresh meal. */
    request(): Promise<string>;
    notification(): Promise<string>;
    /** The client secret of a fresh pending sandbox intent of `user`. */
    intentSecret(): Promise<string>;
    /** The transaction id of a sandbox intent `user` has paid but not saved yet. */
    paidIntent(): Promise<string>;
  };
  headersOf(role: Role): Record<string, string>;
  inject(role: Role, options: InjectOptions): Promise<LightMyRequestResponse>;
}

export const TEST_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

export const pngBytes = (size = 8) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

/** A multipart upload body (field "image") as the browser's FormData would send it. */
export async function uploadPayload() {
  return multipartBody([{ filename: 'dish.png', contentType: 'image/png', data: await pngBytes() }]);
}

function expectOk(res: LightMyRequestResponse, what: string) {
  if (res.statusCode >= 300) throw new Error(`fixture ${what} failed: ${res.statusCode} ${res.body}`);
  return res;
}

/** The app plus one user (with a paid plan), another user, an admin, and one of each object they act on. */
export async function buildSecurityContext(overrides: Record<string, string> = {}): Promise<SecurityContext> {
  const { t, routes } = await buildRecordedApp(overrides);
  const { app, database } = t;
  const db = database.db;
  const [user, otherUser, admin] = [
    await createUser(app, database, {
      name: 'Owner Olivia',
      email: `olivia-${randomUUID().slice(0, 6)}@sec.test`,
    }),
    await createUser(app, database, {
      name: 'Other Omar',
      email: `omar-${randomUUID().slice(0, 6)}@sec.test`,
    }),
    await createUser(app, database, {
      role: 'admin',
      name: 'Admin Ada',
      email: `ada-${randomUUID().slice(0, 6)}@sec.test`,
    }),
  ];
  const actors = { user, otherUser, admin };
  // Requests need an active paid plan; only the owner has one (otherUser and admin stay Bronze).
  await giveMembership(db, user.id);

  const headersOf = (role: Role): Record<string, string> =>
    role === 'visitor' ? {} : { ...actors[role].headers };
  // A browser sends Origin with every state-changing request; better-auth refuses cookie-carrying ones without.
  const origin = new URL(t.config.publicUrl).origin;
  const inject = (role: Role, options: InjectOptions) =>
    app.inject({
      ...options,
      headers: {
        ...(options.method && options.method !== 'GET' ? { origin } : {}),
        ...(options.headers ?? {}),
        ...headersOf(role),
      },
    });

  const meal = async () => (await insertMeals(db, [{}]))[0]!;
  const upcoming = async () =>
    (await insertMeals(db, [{ status: 'upcoming', publishDate: new Date(Date.now() + 3 * DAY) }]))[0]!;
  const reviewOn = async (mealId: string) => {
    const res = await inject('user', {
      method: 'POST',
      url: `/api/meals/${mealId}/reviews`,
      payload: { content: 'Tasty and warm', rating: 4 },
    });
    return expectOk(res, 'review').json().review._id as string;
  };
  const requestFor = async (mealId: string) => {
    const res = await inject('user', { method: 'POST', url: '/api/requests', payload: { mealId } });
    return expectOk(res, 'request').json()._id as string;
  };
  const notification = async () => {
    const [row] = await db
      .insert(notifications)
      .values({ userId: user.id, type: 'request.delivered', title: 'Your meal is ready', link: null })
      .returning({ id: notifications.id });
    return row!.id;
  };
  const intentSecret = async () => {
    const res = await inject('user', {
      method: 'POST',
      url: '/api/payment/create-payment-intent',
      payload: { packageName: 'Silver' },
    });
    return expectOk(res, 'payment intent').json().clientSecret as string;
  };
  const paidIntent = async () => {
    const res = await inject('user', {
      method: 'POST',
      url: '/api/payment/sandbox/confirm',
      payload: { clientSecret: await intentSecret(), card: TEST_CARD },
    });
    return expectOk(res, 'sandbox confirm').json().id as string;
  };

  const mealId = await meal();
  const upload = await uploadPayload();
  const image = expectOk(
    await inject('user', { method: 'POST', url: '/api/uploads', ...upload }),
    'upload',
  ).json().data.url as string;

  return {
    t,
    app,
    routes,
    actors,
    ids: {
      meal: mealId,
      upcoming: await upcoming(),
      image: image.replace('/api/images/', ''),
      review: await reviewOn(mealId),
      request: await requestFor(mealId),
      notification: await notification(),
    },
    fresh: {
      meal,
      upcoming,
      user: () => createUser(app, database, { name: 'Spare Sam' }),
      review: async () => reviewOn(await meal()),
      request: async () => requestFor(await meal()),
      notification,
      intentSecret,
      paidIntent,
    },
    headersOf,
    inject,
  };
}

const tableNames = new WeakMap<TestApp, string[]>();

/**
 * Every table's row count and a digest of its content, in one statement: "did anything change?". The digest sums
 * a hash of each row's text (no sort needed), so it is cheap enough to take after every fuzz case.
 */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  let names = tableNames.get(t);
  if (!names) {
    const rows = await t.database.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%'
        order by table_name`,
    );
    names = rows.map((r) => r.table_name);
    tableNames.set(t, names);
  }
  const parts = names.map(
    (name) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as digest from "${name}" x`,
  );
  const rows = await t.database.query<{ name: string; digest: string }>(parts.join(' union all '));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}
