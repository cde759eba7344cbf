import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.js';
import { isApiPattern, matchedRoute } from '../lib/route-path.js';
import { disableSharedAnswers, dropSharedAnswers } from '../lib/shared-answers.js';
import { carriesCredentials, getViewer } from '../lib/viewer.js';

/** The LISTEN/NOTIFY channel on which an instance tells the others to drop their public answers. */
export const CACHE_CHANNEL = 'messhall_public_cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public GET whose visitor answer may be shared by every visitor (decision 0016). `same-for-everyone`:
     * a signed-in reader gets that answer too. `per-viewer`: a signed-in reader's answer depends only on who
     * they are (id and role) and is kept for them apart from the visitors' (decision 0024): a public read with
     * their own fields, or a read of their own rows behind a signed-in guard (decision 0068).
     */
    publicCache?: 'same-for-everyone' | 'per-viewer';
    /**
     * What else such an answer depends on besides its route, params, query and reader: a page's language and
     * theme, which come from headers. Answers that differ here are kept apart.
     */
    publicCacheVariant?: (request: FastifyRequest) => unknown;
  }
  interface FastifyRequest {
    /**
     * Where this request's answer goes, and the generation when it started; set only for a cacheable GET.
     * `until`: the moment the answer stops being true by itself (keepAnswerUntil).
     */
    publicCacheEntry:
      { key: string; generation: number; store: LRUCache<string, Stored>; until?: Date } | undefined;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

export interface PublicCache {
  /** Drops every stored answer here and on every other instance (after a write that was not over HTTP). */
  invalidate(): Promise<void>;
}

export interface PublicCacheOptions {
  database: Database;
  /** 0 turns the cache off (every request reaches the database); ETags and 304s still work. */
  maxBytes: number;
  /** How long an entry lives at most: bounds staleness if a notification is ever lost. */
  ttlMs: number;
}

export interface Stored {
  body: string;
  contentType: string;
  etag: string | undefined;
}

/**
 * Writes under these route patterns never change a public meal, list or review: signing in or out,
 * notifications, the newsletter, uploads (a meal refers to an upload only once the meal is saved), a
 * diet profile.
 * Every other successful write under /api empties the cache, including ones added later.
 */
const WRITES_THAT_CHANGE_NO_PUBLIC_READ = [
  '/api/auth/sign-in',
  '/api/auth/sign-up',
  '/api/auth/sign-out',
  '/api/auth/request-password-reset',
  '/api/auth/forget-password',
  '/api/auth/reset-password',
  '/api/auth/revoke-session',
  '/api/notifications',
  '/api/newsletter',
  '/api/uploads',
  '/api/events',
  // A served pass changes only the admins' headcount; the menu's slots and meals stay as they were.
  '/api/menu/scan',
  // A student's diet profile is read only by them, never through a public answer.
  '/api/users/me/diet',
];

/**
 * Writes under these change no visitor's answer but may change a reader's own: a payment starts a plan (the
 * membership, the payment history), a member's menu says which slots their plans cover and which they skipped,
 * and a meal request, its withdrawal, serving or cancelling changes the requester's and the admins' lists.
 */
const WRITES_THAT_CHANGE_ONLY_READERS_ANSWERS = [
  '/api/payment/',
  '/api/requests',
  '/api/menu/:date/:slot/skip',
  '/api/menu/skips',
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The route a write reached, as its pattern (lib/route-path.ts), with better-auth's catch-all told apart by its
 * (decoded) wildcard: `/api/auth/update-user` changes public reads, `/api/auth/sign-in/email` does not.
 */
function writtenRoute(request: FastifyRequest): string | undefined {
  const pattern = matchedRoute(request);
  if (pattern === undefined || !pattern.endsWith('/*')) return pattern;
  const rest = (request.params as Record<string, string | undefined>)['*'] ?? '';
  return pattern.slice(0, -1) + rest;
}

type Scope = 'all' | 'viewers';

/** Which stored answers a write may have changed: none, the readers' own, or all. */
function answersChangedBy(request: FastifyRequest, reply: FastifyReply): Scope | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const route = writtenRoute(request);
  if (!isApiPattern(route)) return undefined;
  // A refused write (4xx) changed nothing; a 5xx may have failed after its commit, so it counts.
  if (reply.statusCode >= 400 && reply.statusCode < 500) return undefined;
  if (WRITES_THAT_CHANGE_ONLY_READERS_ANSWERS.some((prefix) => route.startsWith(prefix))) return 'viewers';
  if (WRITES_THAT_CHANGE_NO_PUBLIC_READ.some((prefix) => route.startsWith(prefix))) return undefined;
  return 'all';
}

/**
 * A route's answer for this request is true only until `moment` (a reader's plan starts or ends then): it is
 * not kept past it. Without a cache entry for the request (a visitor's answer, the cache off) it does nothing.
 */
export function keepAnswerUntil(request: FastifyRequest, moment: Date): void {
  const entry = request.publicCacheEntry;
  if (entry && (!entry.until || moment < entry.until)) entry.until = moment;
}

/**
 * One key per answer, however the URL spelled it: the route, its parsed params and its parsed query, the
 * route's variant (publicCacheVariant), and for a signed-in reader who they are (a role change alters what an
 * admin is shown).
 */
const cacheKey = (request: FastifyRequest, viewer: { id: string; role: string } | null) =>
  JSON.stringify([
    matchedRoute(request),
    request.params,
    request.query,
    request.routeOptions.config.publicCacheVariant?.(request) ?? null,
    viewer && [viewer.id, viewer.role],
  ]);

function answerStore(opts: PublicCacheOptions) {
  return new LRUCache<string, Stored>({
    maxSize: opts.maxBytes,
    // Entries over a quarter of the cache are not kept: one huge answer must not flush the rest.
    maxEntrySize: Math.max(1, Math.floor(opts.maxBytes / 4)),
    sizeCalculation: (entry, key) => entry.body.length + key.length + 100,
    ttl: opts.ttlMs,
  });
}

/**
 * A cache of the answers of the public reads (routes with `config: { publicCache }`), on `lru-cache`
 * bounded by bytes and age: the serialized body, produced by the route's response schema. A visitor's answer
 * is shared by every visitor; a signed-in reader's (their own `likedByMe`) is kept under their id and role,
 * after their session has been checked, so a revoked session never reads it. ETags, 304s and compression are
 * @fastify/etag's and @fastify/compress's, on hits and misses alike.
 *
 * Every successful write under /api empties it before its own answer is sent (a like changes a count for all
 * and a flag for one), and a read that started before a write and ends after it is not stored (its generation
 * is stale). Other instances hear of the write by NOTIFY and empty theirs; the TTL bounds what a lost
 * notification could cost. See decisions 0016 and 0024.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance, opts: PublicCacheOptions) => {
  const enabled = opts.maxBytes > 0;
  // Readers' own answers have a store (and a budget) of their own: signed-in traffic never evicts what
  // every visitor shares.
  const stores = enabled ? { visitors: answerStore(opts), viewers: answerStore(opts) } : undefined;
  const instanceId = randomUUID();
  let generation = 0;
  let unlisten: (() => Promise<void>) | undefined;

  // The services' shared parts (lib/shared-answers.ts) go with the visitors' answers, on the same signal.
  if (!enabled) disableSharedAnswers(opts.database.db);
  const drop = (scope: Scope) => {
    generation += 1;
    if (scope === 'all') {
      stores?.visitors.clear();
      dropSharedAnswers(opts.database.db);
    }
    stores?.viewers.clear();
  };
  // The message is "<instance id> <scope>": the sender has already dropped its own.
  const tellOthers = async (scope: Scope) => {
    try {
      await opts.database.query('select pg_notify($1, $2)', [CACHE_CHANNEL, `${instanceId} ${scope}`]);
    } catch (error) {
      // The others keep their entries until the TTL; the write itself stands.
      app.log.error({ err: error }, 'could not tell other instances to drop cached public answers');
    }
  };

  // Writes finishing together share one NOTIFY: each waits for one sent after its own drop (a write's answer
  // is sent only once every instance has been told), and one notice serves them all. Under a load of writes
  // this saves a round trip to the database per write.
  let sending: Promise<void> | undefined;
  let queued: { scope: Scope; sent: Promise<void> } | undefined;
  const send = (scope: Scope) => {
    const sent: Promise<void> = tellOthers(scope).finally(() => {
      if (sending === sent) sending = undefined;
    });
    sending = sent;
    return sent;
  };
  const tellOthersSoon = (scope: Scope): Promise<void> => {
    if (!sending) return send(scope);
    if (queued) {
      if (scope === 'all') queued.scope = 'all';
      return queued.sent;
    }
    const next: { scope: Scope; sent: Promise<void> } = { scope, sent: Promise.resolve() };
    next.sent = sending.then(() => {
      queued = undefined;
      return send(next.scope);
    });
    queued = next;
    return next.sent;
  };

  app.decorate('publicCache', {
    async invalidate() {
      drop('all');
      if (enabled) await tellOthersSoon('all');
    },
  } satisfies PublicCache);
  app.decorateRequest('publicCacheEntry', undefined);

  if (enabled) {
    app.addHook('onReady', async () => {
      unlisten = await opts.database.listen(CACHE_CHANNEL, (message) => {
        const [from, scope] = message.split(' ');
        if (from !== instanceId) drop(scope === 'viewers' ? 'viewers' : 'all');
      });
    });
    app.addHook('onClose', async () => {
      await unlisten?.().catch(() => {});
      unlisten = undefined;
    });
  }

  // After the route's onRequest hooks (the API rate limit is one), so an answer from memory still counts.
  app.addHook('preValidation', async (request, reply) => {
    const kind = request.routeOptions.config.publicCache;
    if (request.method !== 'GET' || kind === undefined) return;
    const ownAnswer = kind === 'per-viewer' && carriesCredentials(request);
    // Browsers revalidate (ETag, @fastify/etag) rather than reuse an answer that a write may have changed; a
    // reader's own answer stays out of shared caches.
    reply.header('cache-control', ownAnswer ? 'private, no-cache' : 'no-cache');
    if (!stores) return;
    const viewer = ownAnswer ? await getViewer(request) : null;
    // Credentials that name nobody (expired, revoked, forged) are answered afresh, never from a stored answer.
    if (ownAnswer && !viewer) return;
    const store = viewer ? stores.viewers : stores.visitors;
    const key = cacheKey(request, viewer);
    const hit = store.get(key);
    if (!hit) {
      request.publicCacheEntry = { key, generation, store };
      return;
    }
    if (hit.etag) reply.header('etag', hit.etag);
    return reply.header('x-cache', 'HIT').type(hit.contentType).send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = request.publicCacheEntry;
    if (entry) {
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      reply.header('x-cache', 'MISS');
      // Stored only if no write happened while this answer was being computed, and never past its `until`.
      const ttl = Math.ceil(
        Math.min(opts.ttlMs, entry.until ? entry.until.getTime() - Date.now() : opts.ttlMs),
      );
      if (entry.generation === generation && ttl > 0) {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        const etag = reply.getHeader('etag');
        entry.store.set(
          entry.key,
          { body: payload, contentType, etag: typeof etag === 'string' ? etag : undefined },
          { ttl },
        );
      }
      return payload;
    }
    const scope = answersChangedBy(request, reply);
    if (scope) {
      drop(scope);
      // With the cache off (PUBLIC_CACHE_MB=0, every instance of a deployment alike) nobody holds entries.
      if (enabled) await tellOthersSoon(scope);
    }
    return payload;
  });
});
