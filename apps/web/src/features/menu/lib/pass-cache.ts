import type { MealPass, MealSlot } from '@messhall/shared';

// The member's passes kept on the device, so the counter can scan one on a weak connection. A pass is the same
// code for the same member and slot until it expires (decision 0035), so a kept one is as good as a fresh one.

// Under 'messhall:', which lib/account-data.ts forgets when the session ends.
const PREFIX = 'messhall:pass:';

export interface SavedPass extends MealPass {
  userId: string;
  /** When serving starts, to pick the current one without the menu. */
  servingFrom: string;
}

const keyOf = (userId: string, date: string, slot: MealSlot) => `${PREFIX}${userId}:${date}:${slot}`;

function read(key: string): SavedPass | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<SavedPass> | null;
    const valid =
      value &&
      typeof value.code === 'string' &&
      typeof value.userId === 'string' &&
      !Number.isNaN(Date.parse(value.expiresAt ?? '')) &&
      !Number.isNaN(Date.parse(value.servingFrom ?? ''));
    return valid ? (value as SavedPass) : null;
  } catch {
    return null;
  }
}

const live = (pass: SavedPass | null, now: number): pass is SavedPass =>
  pass !== null && Date.parse(pass.expiresAt) > now;

/** Keeps a pass the server gave; storage that is full or refused only loses the offline copy. */
export function savePass(userId: string, pass: MealPass, servingFrom: string): void {
  try {
    localStorage.setItem(
      keyOf(userId, pass.date, pass.slot),
      JSON.stringify({ ...pass, userId, servingFrom }),
    );
  } catch (error) {
    console.warn('Could not keep the meal pass on this device', error);
  }
}

/** The kept pass of this member and slot, if it has not expired. */
export function loadPass(userId: string, date: string, slot: MealSlot, now: number): SavedPass | null {
  const pass = read(keyOf(userId, date, slot));
  return live(pass, now) ? pass : null;
}

/** Forgets a kept pass the server has refused (a skipped slot, a plan that ended). */
export function forgetPass(userId: string, date: string, slot: MealSlot): void {
  try {
    localStorage.removeItem(keyOf(userId, date, slot));
  } catch {
    // nothing kept
  }
}

function keptKeys(): string[] {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(PREFIX));
  } catch {
    return [];
  }
}

/** The member's kept pass served first among those not expired: what to show when the menu cannot be read. */
export function firstLivePass(userId: string, now: number): SavedPass | null {
  const passes = keptKeys()
    .map(read)
    .filter((pass): pass is SavedPass => live(pass, now) && pass.userId === userId)
    .sort((a, b) => Date.parse(a.servingFrom) - Date.parse(b.servingFrom));
  return passes[0] ?? null;
}

/** Removes expired and unreadable passes (of every member who used this device). */
export function dropStalePasses(now: number): void {
  for (const key of keptKeys()) {
    if (!live(read(key), now)) {
      try {
        localStorage.removeItem(key);
      } catch {
        // nothing to do: it is only stale
      }
    }
  }
}
