import type { IncomingHttpHeaders } from 'node:http';
import { storedImageOrNull } from '@messhall/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth.js';
import type { Viewer } from '../../lib/viewer.js';
import { credentialKey, type CachedSession, type SessionCache } from './session-cache.js';

/** Headers better-auth's get-session answers with; its answer from memory carries the same. */
export const GET_SESSION_HEADERS = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

interface SessionShape {
  session: { expiresAt: Date | string };
  user: { id: string; name: string; email: string; image?: string | null; role?: string | null };
}

function isSessionShape(value: unknown): value is SessionShape {
  if (typeof value !== 'object' || value === null) return false;
  const { session, user } = value as Partial<SessionShape>;
  return typeof session?.expiresAt !== 'undefined' && typeof user?.id === 'string';
}

/**
 * The one way a request's session is checked: from memory when this instance has seen the credential since the
 * last change to any session (session-cache.ts), otherwise by better-auth, whose answer is then remembered.
 */
export class SessionCheck {
  private readonly expiresInMs: number;
  private readonly updateAgeMs: number;

  constructor(
    private readonly auth: Auth,
    readonly cache: SessionCache,
  ) {
    const { expiresIn, updateAge } = auth.options.session ?? {};
    // better-auth's own defaults (7 days, 1 day) when ours are not set.
    this.expiresInMs = (expiresIn ?? 7 * 86_400) * 1000;
    this.updateAgeMs = (updateAge ?? 86_400) * 1000;
  }

  async viewer(headers: IncomingHttpHeaders): Promise<Viewer | null> {
    const key = credentialKey(headers);
    if (key === null) return null;
    const cached = await this.cache.get(key);
    if (cached) return cached.viewer;
    const stamp = this.cache.stamp();
    const result = await this.auth.api.getSession({ headers: fromNodeHeaders(headers) });
    if (!result) return null;
    const entry = this.entry(result);
    this.cache.store(key, stamp, entry);
    return entry.viewer;
  }

  /** get-session's answer from memory, or undefined when better-auth must answer (and `remember` it). */
  async cachedGetSession(headers: IncomingHttpHeaders): Promise<string | undefined> {
    const key = credentialKey(headers);
    return key === null ? undefined : (await this.cache.get(key))?.getSessionBody;
  }

  /** Remembers better-auth's get-session answer (`body` as sent, `parsed` as read), taken after `stamp`. */
  rememberGetSession(headers: IncomingHttpHeaders, stamp: number, parsed: unknown, body: string): void {
    const key = credentialKey(headers);
    if (key === null || !isSessionShape(parsed)) return;
    this.cache.store(key, stamp, { ...this.entry(parsed), getSessionBody: body });
  }

  private entry({ session, user }: SessionShape): CachedSession {
    const expiresAt = new Date(session.expiresAt).getTime();
    return {
      viewer: {
        id: user.id,
        name: user.name,
        email: user.email,
        image: storedImageOrNull(user.image),
        role: user.role === 'admin' ? 'admin' : 'user',
      },
      expiresAt,
      // better-auth extends a session once `updateAge` has passed since it was last extended.
      refreshAt: expiresAt - this.expiresInMs + this.updateAgeMs,
    };
  }
}
