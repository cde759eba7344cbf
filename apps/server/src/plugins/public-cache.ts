import { createHash, randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { ByteLru } from '../lib/byte-lru.js';
import { carriesCredentials } from '../modules/auth/auth.plugin.js';

/** The LISTEN/NOTIFY channel on which an instance tells the others to drop their public responses. */
export const CACHE_CHANNEL = 'messhall_public_cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose visitor answer may be shared by every visitor (decision 0016). */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    /** The cache generation when this request started; set only for a cacheable visitor GET. */
    publicCacheGeneration: number | undefined;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

export interface PublicCache {
  /** Drops every stored response here and on every other instance (after a write that was not over HTTP). */
  invalidate(): Promise<void>;
  stats(): { entries: number; bytes: number; hits: number; misses: number; invalidations: number };
}

export interface PublicCacheOptions {
  database: Database;
  /** 0 turns the cache off (every request reaches the database); ETags and 304s still work. */
  maxBytes: number;
  /** How long an entry lives at most: bounds staleness if a notification is ever missed. */
  ttlMs: number;
}

interface Stored {
  body: string;
  bytes: number;
  etag: string;
  contentType: string;
  /** Compressed copies, made on the first hit that asks for each: a browser's hits cost no compression. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';
/** The same floor and brotli quality as @fastify/compress (app.ts), so a hit looks like a miss on the wire. */
const COMPRESS_THRESHOLD = 1024;
const ENTRY_OVERHEAD_BYTES = 200;

function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  if (request.headers['x-no-compression'] !== undefined) return undefined;
  const offered = new Map<string, number>();
  for (const part of (request.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const q = offered.get(encoding) ?? offered.get('*');
    if (q !== undefined && q > 0) return encoding;
  }
  return undefined;
}

function encode(encoding: Encoding, body: string): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(body);
}

function weight(entry: Stored): number {
  return (
    entry.bytes + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0) + ENTRY_OVERHEAD_BYTES
  );
}

/**
 * Writes to these never change a public meal, list or review, so they need not empty the cache: signing in or
 * out, payments, requests, notifications, the newsletter, image uploads (a meal refers to an upload only once
 * the meal itself is saved). Every other successful write under /api empties it — including ones added later.
 */
const WRITES_THAT_CHANGE_NO_PUBLIC_READ = [
  '/api/auth/sign-in',
  '/api/auth/sign-up',
  '/api/auth/sign-out',
  '/api/auth/request-password-reset',
  '/api/auth/forget-password',
  '/api/auth/reset-password',
  '/api/auth/revoke-session',
  '/api/payment/',
  '/api/requests',
  '/api/notifications',
  '/api/newsletter',
  '/api/uploads',
  '/api/events',
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function changesPublicReads(request: FastifyRequest, reply: FastifyReply): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith('/api/')) return false;
  // A refused write (4xx) changed nothing; a 5xx may have failed after its commit, so it counts.
  if (reply.statusCode >= 400 && reply.statusCode < 500) return false;
  return !WRITES_THAT_CHANGE_NO_PUBLIC_READ.some((prefix) => path.startsWith(prefix));
}

function strongEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ is ignored, `*` matches anything. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** The app_settings row that counts public-changing writes on PostgreSQL (the cross-instance fence). */
export const CACHE_VERSION_SETTING = 'public_cache_version';

/**
 * A cache of the visitor answers of the public reads (routes with `config: { publicCache: true }`): the
 * serialized body — produced by the route's response schema, so what is stored is what the schema let out —
 * with a strong ETag, in a byte-bounded LRU. Requests that carry a session cookie or a bearer token never read
 * or fill it: their answers can differ per user (`likedByMe`, an admin's extra rows).
 *
 * Invalidation is by generation: every successful write under /api empties the cache before its own answer
 * is sent. A read that started before a write and ends after it is not stored (its generation is stale), so
 * an answer computed from old rows never outlives the write that changed them.
 *
 * Other instances: the write also bumps a version row and NOTIFYs (one statement). NOTIFY arrives
 * asynchronously, so on PostgreSQL a hit is served only after a version read that started after the request
 * arrived (concurrent hits share one read): a write whose answer has been sent is never hidden by any instance.
 * PGlite is one process (its data directory is locked) and delivers notifications before the writing query
 * returns, so it needs no fence. See docs/decisions/0016-public-response-cache.md.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance, opts: PublicCacheOptions) => {
  const enabled = opts.maxBytes > 0;
  const store = new ByteLru<Stored>(opts.maxBytes, opts.ttlMs);
  const instanceId = randomUUID();
  let generation = 0;
  const counters = { hits: 0, misses: 0, invalidations: 0 };
  let unlisten: (() => Promise<void>) | undefined;

  const dropAll = () => {
    generation += 1;
    counters.invalidations += 1;
    store.clear();
  };
  const fenced = opts.database.kind === 'postgres';
  // The version the stored entries were validated against (PostgreSQL only).
  let knownVersion: number | undefined;
  const tellOthers = async () => {
    try {
      const [row] = await opts.database.query<{ value: string | null }>(
        fenced
          ? `with v as (
               insert into app_settings (name, value) values ($3, '1')
               on conflict (name) do update set value = (app_settings.value::bigint + 1)::text
               returning value)
             select pg_notify($1, $2 || ':' || (select value from v)), (select value from v) as value`
          : 'select pg_notify($1, $2)',
        fenced ? [CACHE_CHANNEL, instanceId, CACHE_VERSION_SETTING] : [CACHE_CHANNEL, instanceId],
      );
      // Our own bump need not empty our cache again at the next fence — unless another instance bumped in
      // between (then its write may be missing from what we stored since our own drop).
      if (fenced && row?.value) {
        const version = Number(row.value);
        if (knownVersion === undefined || version !== knownVersion + 1) dropAll();
        knownVersion = Math.max(version, knownVersion ?? 0);
      }
    } catch (error) {
      // The others keep their entries until the TTL; the write itself stands.
      app.log.error({ err: error }, 'could not tell other instances to drop cached public responses');
    }
  };
  const readVersion = async () => {
    const [row] = await opts.database.query<{ value: string }>(
      'select value from app_settings where name = $1',
      [CACHE_VERSION_SETTING],
    );
    const version = Number(row?.value ?? 0);
    // Versions only grow; a read that started before a notification we already handled changes nothing.
    if (knownVersion === undefined || version > knownVersion) {
      if (knownVersion !== undefined) dropAll();
      knownVersion = version;
    }
  };
  // One version read in flight at a time; a request that arrives while one is running waits for the next,
  // which starts after it arrived and so sees every write answered before then.
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const fence = (): Promise<void> => {
    if (!running) {
      running = readVersion().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = undefined;
        return fence();
      });
    return queued;
  };

  app.decorate('publicCache', {
    async invalidate() {
      dropAll();
      if (enabled) await tellOthers();
    },
    stats: () => ({ entries: store.size, bytes: store.bytes, ...counters }),
  } satisfies PublicCache);
  app.decorateRequest('publicCacheGeneration', undefined);

  if (enabled) {
    app.addHook('onReady', async () => {
      if (fenced) await readVersion();
      unlisten = await opts.database.listen(CACHE_CHANNEL, (payload) => {
        // "<instance id>" or, on PostgreSQL, "<instance id>:<version after that write>".
        const [from, version] = payload.split(':');
        if (from === instanceId) return;
        dropAll();
        // Everything stored from now on was read after that write committed; later writes still show at the fence.
        if (fenced && version) knownVersion = Math.max(Number(version), knownVersion ?? 0);
      });
    });
    app.addHook('onClose', async () => {
      await unlisten?.().catch(() => {});
      unlisten = undefined;
    });
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config.publicCache !== true) return;
    if (carriesCredentials(request)) return;
    request.publicCacheGeneration = generation;
    if (!enabled) return;
    if (!store.get(request.url)) {
      counters.misses += 1;
      return;
    }
    if (fenced) {
      try {
        await fence();
      } catch {
        return; // the database decides: the handler's own queries will answer or fail
      }
    }
    const hit = store.get(request.url);
    if (!hit) {
      counters.misses += 1;
      return;
    }
    counters.hits += 1;
    reply.header('etag', hit.etag).header('cache-control', 'no-cache').header('x-cache', 'HIT');
    if (matchesIfNoneMatch(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
    reply.type(hit.contentType);
    const encoding = hit.bytes >= COMPRESS_THRESHOLD ? acceptedEncoding(request) : undefined;
    if (!encoding) return reply.send(hit.body);
    let encoded = hit.encoded[encoding];
    if (!encoded) {
      encoded = encode(encoding, hit.body);
      hit.encoded[encoding] = encoded;
      store.update(request.url, hit, weight(hit));
    }
    // @fastify/compress leaves a body that already has a Content-Encoding alone.
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(encoded);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.publicCacheGeneration !== undefined) {
      if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('x-cache'))
        return payload;
      const etag = strongEtag(payload);
      reply.header('etag', etag).header('cache-control', 'no-cache').header('x-cache', 'MISS');
      // Stored only if no write happened while this answer was being computed.
      if (enabled && request.publicCacheGeneration === generation) {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        const entry: Stored = {
          body: payload,
          bytes: Buffer.byteLength(payload),
          etag,
          contentType,
          encoded: {},
        };
        store.set(request.url, entry, weight(entry));
      }
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    }
    if (changesPublicReads(request, reply)) {
      dropAll();
      // With the cache off (PUBLIC_CACHE_MB=0, every instance of a deployment alike) nobody holds entries.
      if (enabled) await tellOthers();
    }
    return payload;
  });
});
