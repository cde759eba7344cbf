import { type MessageKey, type MessageValue, USER_LIMITS, type UserLimitAction } from '@messhall/shared';
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

/** The message of each action's limit (its numbers come from USER_LIMITS). */
const LIMIT_MESSAGES: Record<UserLimitAction, MessageKey> = {
  'meal-request': 'limitMealRequests',
  review: 'limitReviews',
  upload: 'limitUploads',
};

/** "5 hours", "1 minute", "40 seconds": the wait, rounded up, in the largest unit that is at least 1. */
export function waitValue(waitMs: number): MessageValue {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const [n, one, many] =
    seconds < 60
      ? ([seconds, 'waitSecond', 'waitSeconds'] as const)
      : seconds < 3600
        ? ([Math.ceil(seconds / 60), 'waitMinute', 'waitMinutes'] as const)
        : ([Math.ceil(seconds / 3600), 'waitHour', 'waitHours'] as const);
  return n === 1 ? { key: one } : { key: many, values: { n } };
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
    throw new RateLimitedError(
      LIMIT_MESSAGES[action],
      { max, wait: waitValue(waitMs) },
      Math.ceil(waitMs / 1000),
    );
  }
}
