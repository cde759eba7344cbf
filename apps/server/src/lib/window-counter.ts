import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';

/**
 * Counts one hit on `key` in a fixed window of `windowMs` and answers how long to wait when the count is over
 * `max` (null = allowed). The counters live in the database (better-auth's rate_limits table), so every app
 * instance on it shares them. There `last_request` is better-auth's time of the last request, and better-auth
 * prunes rows whose last_request is older than its longest window; our rows store the window's END instead,
 * which lies in the future while the window is open, so that pruning never resets a live counter.
 * One upsert statement: parallel hits cannot slip past each other, so at most `max` are ever allowed.
 */
export async function countInWindow(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
): Promise<number | null> {
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
  if (!row || row.count <= max) return null;
  return Math.max(1, row.windowEnd - now);
}
