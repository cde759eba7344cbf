import type { IncomingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import type { Viewer } from '../../lib/viewer.js';

/** The NOTIFY channel of drizzle/0004_session-revocations.sql: `{ revision, userId }` per ended or changed session. */
export const SESSIONS_CHANNEL = 'messhall_sessions';
const REVISION_SETTING = 'session_revision';

export interface CachedSession {
  viewer: Viewer;
  /** After this, better-auth must see the request again: the session expires. */
  expiresAt: number;
  /** After this, better-auth would extend the session (its `updateAge`): let it. */
  refreshAt: number;
  /** GET /api/auth/get-session's answer as page script receives it, once better-auth has given it. */
  getSessionBody?: string;
}

export interface SessionCacheOptions {
  database: Database;
  /** How many credentials are remembered; the least recently used go first. */
  max?: number;
  /** A safety net for a notice that never arrived (a LISTEN connection that dropped); not what revokes. */
  ttlMs?: number;
}

const AUTH_COOKIES = /(?:^|;\s*)((?:__Secure-|__Host-)?better-auth[^=;]*=[^;]*)/g;

/**
 * What identifies the caller: the Authorization header and every better-auth cookie, exactly as sent and in
 * order. better-auth has accepted this very set before anything is stored under it, so a hit needs no HMAC.
 * All of them, not only the one better-auth reads: a key of one cookie would let a request carrying a planted
 * cookie next to a victim's real one file the victim's session under the planted one.
 */
export function credentialKey(headers: IncomingHttpHeaders): string | null {
  const authorization = headers.authorization ?? '';
  const cookies = headers.cookie ? Array.from(headers.cookie.matchAll(AUTH_COOKIES), (m) => m[1]) : [];
  if (!authorization && cookies.length === 0) return null;
  return `${authorization}\n${cookies.join('; ')}`;
}

type ChangeListener = (userId: string | undefined) => void;

/**
 * Sessions checked by better-auth, remembered by credential, so that a signed-in request costs a map lookup
 * instead of better-auth's per-call work and two queries (docs/decisions/0024).
 *
 * Revocation stays immediate on every instance: the database bumps `session_revision` in the same transaction
 * as any change that ends a session or alters its user (triggers of drizzle/0004), and NOTIFYs it.
 * - On PostgreSQL a NOTIFY arrives whenever it arrives, so an answer from memory waits for a read of the
 *   revision that *started after the request arrived* (requests arriving together share one read): if the
 *   revision moved, everything is forgotten first. A change whose answer the client has seen has committed,
 *   so the next request, on any instance, reads the new revision.
 * - PGlite lives in this process and delivers a NOTIFY before the writing query returns, so the NOTIFY alone
 *   is in time (two apps in one process share one PGlite and both hear it).
 * - A fill that began before a change must not store what it read: every store checks that no change was
 *   heard since the fill began (a generation counter).
 */
export class SessionCache {
  private readonly entries: LRUCache<string, CachedSession>;
  private generation = 0;
  private revision: bigint | undefined;
  private readonly listeners = new Set<ChangeListener>();
  private unlisten: (() => Promise<void>) | undefined;
  private inFlight: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(private readonly options: SessionCacheOptions) {
    this.entries = new LRUCache({ max: options.max ?? 50_000, ttl: options.ttlMs ?? 60_000 });
  }

  async start(): Promise<void> {
    this.unlisten = await this.options.database.listen(SESSIONS_CHANNEL, (payload) => this.heard(payload));
    await this.readRevision();
  }

  async stop(): Promise<void> {
    await this.unlisten?.().catch(() => {});
    this.unlisten = undefined;
    this.forget();
  }

  /** Called after every change heard (this instance's or another's), once the cache has forgotten it. */
  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A stamp to hand back to `store`: the store is dropped if a change was heard in between. */
  stamp(): number {
    return this.generation;
  }

  /** The remembered session for this credential, if it may still be used without asking better-auth. */
  async get(key: string): Promise<CachedSession | undefined> {
    if (this.entries.size === 0) return undefined;
    await this.fresh();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    return now < entry.expiresAt && now < entry.refreshAt ? entry : undefined;
  }

  store(key: string, stamp: number, entry: CachedSession): void {
    if (stamp !== this.generation) return;
    this.entries.set(key, entry);
  }

  /** Adds get-session's answer to what is remembered for this credential, under the same rule as `store`. */
  storeGetSessionBody(key: string, stamp: number, body: string): void {
    const entry = this.entries.get(key);
    if (stamp !== this.generation || !entry) return;
    entry.getSessionBody = body;
  }

  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private heard(payload: string): void {
    let change: { revision?: unknown; userId?: unknown } = {};
    try {
      change = JSON.parse(payload) as typeof change;
    } catch {
      // malformed (another version rolling out): forgetting everything is still right
    }
    this.forget();
    if (typeof change.revision === 'number') this.revision = BigInt(change.revision);
    const userId = typeof change.userId === 'string' ? change.userId : undefined;
    for (const listener of this.listeners) listener(userId);
  }

  /** On PostgreSQL: resolves after a read of the revision that started after this call. */
  private fresh(): Promise<void> {
    if (this.options.database.kind === 'pglite') return Promise.resolve();
    if (!this.inFlight) return this.startRead();
    // The read in flight may have started before this request arrived: wait for the next one.
    this.queued ??= this.inFlight
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.queued = undefined;
        return this.inFlight ?? this.startRead();
      });
    return this.queued;
  }

  private startRead(): Promise<void> {
    const read: Promise<void> = this.readRevision().finally(() => {
      if (this.inFlight === read) this.inFlight = undefined;
    });
    this.inFlight = read;
    return read;
  }

  private async readRevision(): Promise<void> {
    const rows = await this.options.database.query<{ value: string }>(
      'select value from app_settings where name = $1',
      [REVISION_SETTING],
    );
    const revision = BigInt(rows[0]?.value ?? '0');
    if (this.revision !== undefined && revision !== this.revision) this.forget();
    // The database's committed value is the truth, also if it went back (a restored backup).
    this.revision = revision;
  }
}
