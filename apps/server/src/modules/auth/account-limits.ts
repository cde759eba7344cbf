import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';

/**
 * Per-account limits, on top of better-auth's per-IP ones (docs/decisions/0008): a hostel shares one public IP,
 * so the IP limit must stay generous, while one account must not be guessed at from many IPs.
 */
export const ACCOUNT_LIMITS = {
  /** Cleared by a successful sign-in, so it only ever counts a run of failures. */
  'sign-in': { max: 10, windowMs: 15 * 60_000 },
  'sign-up': { max: 5, windowMs: 15 * 60_000 },
  /** Protects a mailbox from being flooded with reset mails. */
  'reset-request': { max: 5, windowMs: 60 * 60_000 },
} as const;

export type AccountAction = keyof typeof ACCOUNT_LIMITS;

/** Bounded: an e-mail is at most 254 characters, so a longer "e-mail" cannot grow the key. */
export const accountKey = (action: AccountAction, email: string) =>
  `acct:${action}:${email.trim().toLowerCase().slice(0, 254)}`;

/**
 * Counts one attempt in a fixed window and says how long to wait when over the limit (null = allowed).
 * The counters share better-auth's rate_limits table; there `last_request` is the time of the last request, and
 * better-auth prunes rows whose last_request is older than its longest window. Our rows store the window's END
 * instead, which lies in the future while the window is open, so that pruning never resets a live counter.
 * One upsert statement: concurrent attempts cannot slip past each other.
 */
export async function consumeAccountAttempt(
  db: Db,
  action: AccountAction,
  email: string,
): Promise<number | null> {
  const { max, windowMs } = ACCOUNT_LIMITS[action];
  const now = Date.now();
  const expired = sql`${rateLimits.lastRequest} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: accountKey(action, email), count: 1, lastRequest: now + windowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then excluded.last_request else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEnd: rateLimits.lastRequest });
  if (!row || row.count <= max) return null;
  return Math.max(1, row.windowEnd - now);
}

export async function clearAccountAttempts(db: Db, action: AccountAction, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(action, email)));
}

/** "Too many attempts. Please try again in 3 minutes." */
export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
