import { USER_LIMITS, type UserLimitAction } from '@messhall/shared';
import type { Db } from '../db/client.js';
import { RateLimitedError } from './app-error.js';
import { countInWindow } from './window-counter.js';

/** Databases whose app runs with RATE_LIMIT=off (load tests, benchmarks); keyed by the app's Db object. */
const unlimited = new WeakSet<Db>();

/** Called once by buildApp: per-user limits follow RATE_LIMIT like the sign-in limits do. */
export function setUserLimits(db: Db, enabled: boolean): void {
  if (enabled) unlimited.delete(db);
  else unlimited.add(db);
}

/** "5 hours", "1 minute", "40 seconds": the wait, rounded up, in the largest unit that is at least 1. */
export function waitText(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const [n, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${n} ${n === 1 ? unit : `${unit}s`}`;
}

/** "You have reached the limit of 10 reviews a minute. Please try again in 40 seconds." */
export function userLimitMessage(action: UserLimitAction, waitMs: number): string {
  const { max, what, per } = USER_LIMITS[action];
  return `You have reached the limit of ${max} ${what} ${per}. Please try again in ${waitText(waitMs)}.`;
}

/**
 * Counts one `action` by `userId` (docs/decisions/0015) and throws 429 RATE_LIMITED when the account is over
 * its cap. Services call it after their permission checks and before they write, with the app's own `db` (not
 * a transaction), so a refused attempt changes nothing else. Database-backed: exact across instances.
 */
export async function consumeUserQuota(db: Db, action: UserLimitAction, userId: string): Promise<void> {
  if (unlimited.has(db)) return;
  const { max, windowMs } = USER_LIMITS[action];
  const waitMs = await countInWindow(db, `user:${action}:${userId}`, max, windowMs);
  if (waitMs !== null) {
    throw new RateLimitedError(userLimitMessage(action, waitMs), Math.ceil(waitMs / 1000));
  }
}
