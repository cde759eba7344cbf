import { EN, formatMessage, type MessageKey, type MessageValues } from '@messhall/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';
import { addressBucket } from '../../lib/client-address.js';
import { hitWindow } from '../../lib/window-counter.js';

/**
 * Per-account limits, on top of better-auth's per-IP ones (docs/decisions/0008, 0025). A count per account
 * alone hands anyone a lock on any account (admins' e-mails are public), so the limit is on the account AND
 * the client address together; a second, account-wide count only narrows things once an account is under
 * attack from many addresses: then an address that already tried this account in the window is refused,
 * while one that never did (the owner at home) still gets through.
 */
export const ACCOUNT_LIMITS = {
  /** Cleared by a successful sign-in, so it only ever counts a run of failures. */
  'sign-in': { perAddress: 10, accountWide: 30, windowMs: 15 * 60_000 },
  /** A password change checks the current password: a guess, limited like a sign-in and cleared the same way. */
  'change-password': { perAddress: 10, accountWide: 30, windowMs: 15 * 60_000 },
  'sign-up': { perAddress: 5, accountWide: 20, windowMs: 15 * 60_000 },
  /** Protects a mailbox from being flooded with reset mails. */
  'reset-request': { perAddress: 5, accountWide: 10, windowMs: 60 * 60_000 },
} as const;

export type AccountAction = keyof typeof ACCOUNT_LIMITS;

/** Bounded: an e-mail is at most 254 characters, so a longer "e-mail" cannot grow the key. */
const normalEmail = (email: string) => email.trim().toLowerCase().slice(0, 254);

export const accountKey = (action: AccountAction, email: string) => `acct:${action}:${normalEmail(email)}`;
export const accountAddressKey = (action: AccountAction, email: string, ip: string) =>
  `acct-ip:${action}:${addressBucket(ip)}:${normalEmail(email)}`;

/** Counts one attempt and says how long to wait when it is refused (null = allowed). */
export async function consumeAccountAttempt(
  db: Db,
  action: AccountAction,
  email: string,
  ip: string,
): Promise<number | null> {
  const { perAddress, accountWide, windowMs } = ACCOUNT_LIMITS[action];
  const fromHere = await hitWindow(db, accountAddressKey(action, email, ip), windowMs);
  if (fromHere.count > perAddress) return fromHere.remainingMs;
  const overall = await hitWindow(db, accountKey(action, email), windowMs);
  // Under attack from many addresses: an address gets its first try, never a second in the window.
  if (overall.count > accountWide && fromHere.count > 1) return fromHere.remainingMs;
  return null;
}

/** A successful sign-in ends the run of failures, from that address and account-wide. */
export async function clearAccountAttempts(
  db: Db,
  action: AccountAction,
  email: string,
  ip: string,
): Promise<void> {
  await db
    .delete(rateLimits)
    .where(inArray(rateLimits.key, [accountKey(action, email), accountAddressKey(action, email, ip)]));
}

/** "Too many attempts. Please try again in 3 minutes.", as a key of the shared catalogue and its values. */
export function tooManyAttempts(waitMs: number): { messageKey: MessageKey; values?: MessageValues } {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return minutes === 1
    ? { messageKey: 'tooManyAttemptsMinute' }
    : { messageKey: 'tooManyAttempts', values: { minutes } };
}

/** The same, with its English words, for better-auth's error bodies. */
export function tooManyAttemptsBody(waitMs: number) {
  const keyed = tooManyAttempts(waitMs);
  return { ...keyed, message: formatMessage(EN, keyed.messageKey, keyed.values) };
}
