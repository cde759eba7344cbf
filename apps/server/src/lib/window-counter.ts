import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';

/**
 * Counts one hit on `key` in a fixed window of `windowMs` and answers the count so far (this hit included) and
 * how long the window still runs. The counters live in the database (better-auth's rate_limits table), so every
 * app instance on it shares them. There `last_request` is better-auth's time of the last request, and
 * better-auth prunes rows whose last_request is older than its longest window; our rows store the window's END
 * instead, which lies in the future while the window is open, so that pruning never resets a live counter.
 * One upsert statement: parallel hits cannot slip past each other.
 */
export async function hitWindow(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ count: number; remainingMs: number }> {
  const now = Date.now();
  const expired = sql`${rateLimits.lastRequest} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now + windowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then excluded.last_request else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEnd: rateLimits.lastRequest });
  return { count: row?.count ?? 1, remainingMs: Math.max(1, (row?.windowEnd ?? now) - now) };
}

/** hitWindow as a limit: how long to wait when the count is over `max` (null = allowed; at most `max` pass). */
export async function countInWindow(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
): Promise<number | null> {
  const { count, remainingMs } = await hitWindow(db, key, windowMs);
  return count <= max ? null : remainingMs;
}
