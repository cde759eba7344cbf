import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';
import { countInWindow } from '../../lib/window-counter.js';

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

/** Counts one attempt and says how long to wait when over the limit (null = allowed); see countInWindow. */
export async function consumeAccountAttempt(
  db: Db,
  action: AccountAction,
  email: string,
): Promise<number | null> {
  const { max, windowMs } = ACCOUNT_LIMITS[action];
  return countInWindow(db, accountKey(action, email), max, windowMs);
}

export async function clearAccountAttempts(db: Db, action: AccountAction, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(action, email)));
}

/** "Too many attempts. Please try again in 3 minutes." */
export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
