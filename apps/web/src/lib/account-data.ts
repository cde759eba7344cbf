import { ACCOUNT_CACHE, FORGET_ACCOUNT, SIGN_OUT_PENDING } from './offline-protocol';

/**
 * Keys of localStorage under this prefix hold what one account read (the meal passes kept for a weak
 * connection: features/menu/lib/pass-cache.ts). Device-wide choices live elsewhere (the theme is a cookie).
 */
const ACCOUNT_STORAGE_PREFIX = 'messhall:';

/**
 * Forgets on this device what was read as the account whose session just ended (a log-out, a 401): the API
 * answers the service worker keeps for reading offline and the account's localStorage (the kept meal
 * passes). Hostel devices are shared; the next person must not read them, online or off. The worker is told
 * too, so that a read still in flight does not put an answer back (it also forgets by itself when it sees a
 * sign-out or another user). With `signOutPending` (a Log Out the server could not be told of), the worker
 * also keeps the device signed out and ends the session once it reaches the server (apps/web/sw/sw.ts).
 */
export function forgetAccountData({ signOutPending = false } = {}): void {
  navigator.serviceWorker?.controller?.postMessage({
    type: signOutPending ? SIGN_OUT_PENDING : FORGET_ACCOUNT,
  });
  if (typeof caches !== 'undefined') {
    caches
      .delete(ACCOUNT_CACHE)
      .catch((error: unknown) => console.warn('Could not clear kept answers', error));
  }
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(ACCOUNT_STORAGE_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept there either.
  }
}
