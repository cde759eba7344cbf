import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  ACCOUNT_CACHE,
  FORGET_ACCOUNT,
  OFFLINE_READS,
  SIGN_OUT_PENDING,
  SKIP_WAITING,
} from '../src/lib/offline-protocol';

declare const self: ServiceWorkerGlobalScope;

/**
 * Messhall's service worker (decision 0042). It keeps the app's files, serves the plain app shell when a
 * navigation cannot reach the server, and keeps a few API answers readable offline. Those answers belong to
 * one account: every sign-in, sign-out, 401 or change of the signed-in user empties their cache.
 */

// The built files, by content hash. index.html is the plain shell: no first-screen data of anyone's, and
// English whatever the reader's language. So it answers no address itself (no directory index: `/` would
// otherwise be served it before the page route below runs); it is only that route's offline fallback.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// The first install takes the open page at once, so what it reads next is kept; an update waits to be asked.
clientsClaim();

/** How long a navigation waits for the server before the shell is served instead (a weak connection). */
const NAVIGATION_TIMEOUT_S = 6;
/** A kept answer older than this is not shown: a week's menu and the day's passes have moved on by then. */
const ACCOUNT_MAX_AGE_S = 7 * 24 * 3600;
const OWNER_CACHE = 'messhall-account-owner';
const OWNER_KEY = '/account-owner';

// ---- whose answers the account cache holds ----

/** Bumped at every forget: a read that started before it must not write its answer after it. */
let generation = 0;
/** The user id the kept answers were read as ('' for a visitor), once known; survives restarts in OWNER_CACHE. */
let owner: Promise<string | undefined> | undefined;

async function storedOwner(): Promise<string | undefined> {
  const response = await (await caches.open(OWNER_CACHE)).match(OWNER_KEY);
  return response ? response.text() : undefined;
}

async function forgetAccount(): Promise<void> {
  generation += 1;
  owner = Promise.resolve(undefined);
  await Promise.all([caches.delete(ACCOUNT_CACHE), caches.delete(OWNER_CACHE)]);
}

/** Called with every fresh session answer: a different user (or none) than the kept answers' empties them. */
async function noteOwner(userId: string): Promise<void> {
  owner ??= storedOwner();
  const previous = await owner;
  if (previous === userId) return;
  if (previous !== undefined) await forgetAccount();
  owner = Promise.resolve(userId);
  await (await caches.open(OWNER_CACHE)).put(OWNER_KEY, new Response(userId));
}

const userIdOf = (body: unknown): string => {
  const user = (body as { user?: { id?: unknown } } | null)?.user;
  return typeof user?.id === 'string' ? user.id : '';
};

/**
 * Only 200s are kept, and only when no forget happened since the read began. The session's own answer names
 * the owner, so it is judged after noteOwner.
 */
const sameAccount: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.generation = generation;
  },
  fetchDidSucceed: async ({ request, response, state }) => {
    if (response.status === 401) await forgetAccount();
    else if (response.ok && new URL(request.url).pathname === '/api/auth/get-session') {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      await noteOwner(userIdOf(body));
      if (state) state.generation = generation;
    }
    return response;
  },
  cacheWillUpdate: async ({ response, state }) =>
    response.status === 200 && state?.generation === generation ? response : null,
};

// ---- a Log Out the server has not heard yet ----

const SIGN_OUT_CACHE = 'messhall-sign-out';
const SIGN_OUT_KEY = '/sign-out-pending';
const SESSION_PATH = '/api/auth/get-session';

/** Notes a Log Out made without a connection: the session cookie is httpOnly, so only the server can end it. */
async function noteSignOutPending(): Promise<void> {
  await (await caches.open(SIGN_OUT_CACHE)).put(SIGN_OUT_KEY, new Response(''));
}

const signOutPending = async (): Promise<boolean> =>
  (await (await caches.open(SIGN_OUT_CACHE)).match(SIGN_OUT_KEY)) !== undefined;

/**
 * Ends the session of a pending Log Out, if there is one; true while it is still pending (no server). Any
 * answer of the server settles it: a 4xx means there was no session left to end.
 */
async function endPendingSignOut(): Promise<boolean> {
  if (!(await signOutPending())) return false;
  try {
    const response = await fetch('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(NAVIGATION_TIMEOUT_S * 1000),
    });
    if (response.status >= 500) return true;
  } catch {
    return true;
  }
  await caches.delete(SIGN_OUT_CACHE);
  return false;
}

// ---- routes ----

/** Signed-in reads the screens need offline: the network first, the kept answer when it fails. */
const accountReads = new NetworkFirst({
  cacheName: ACCOUNT_CACHE,
  plugins: [
    sameAccount,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: ACCOUNT_MAX_AGE_S, purgeOnQuotaError: true }),
  ],
});

// While a Log Out waits for the server, nobody is signed in on this device, whatever the cookie still says.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === SESSION_PATH,
  async (options) =>
    (await endPendingSignOut())
      ? new Response('null', { headers: { 'content-type': 'application/json' } })
      : accountReads.handle(options),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && OFFLINE_READS.some((pattern) => pattern.test(url.pathname)),
  accountReads,
);

// Signing in, up or out (any write to the auth API) starts a new account's cache, whatever the answer. A
// Log Out still pending is sent first, while the browser still holds that session's cookie; once a write
// has gone through, the cookie is a new session's (or none), so there is nothing left to end.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/auth/'),
  new NetworkOnly({
    plugins: [
      {
        handlerWillStart: async () => {
          await Promise.all([forgetAccount(), endPendingSignOut()]);
        },
        fetchDidSucceed: async ({ response }) => {
          if (response.ok) await caches.delete(SIGN_OUT_CACHE);
          return response;
        },
      },
    ],
  }),
  'POST',
);

// Meal pictures are public and never change under their id.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/images/'),
  new CacheFirst({
    cacheName: 'messhall-images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// Pages come from the server (its page carries the reader's own first screen and is never kept); without a
// server the precached shell boots the app, which then reads what was kept above.
const pages = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_S });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        // The server writes the page for whoever the cookie names: a pending Log Out goes first.
        await endPendingSignOut();
        return await pages.handle(options);
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    // The API's pages (its docs) and files are not the app.
    { denylist: [/^\/api(\/|$)/, /\/[^/]+\.[^/]+$/] },
  ),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  else if (type === FORGET_ACCOUNT) event.waitUntil(forgetAccount());
  else if (type === SIGN_OUT_PENDING) event.waitUntil(Promise.all([forgetAccount(), noteSignOutPending()]));
});
