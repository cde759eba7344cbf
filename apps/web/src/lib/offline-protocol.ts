/**
 * What the service worker (apps/web/sw/sw.ts) and the page agree on. Plain constants only: the worker's
 * bundle and the page's entry both import this file.
 */

/** The cache of API answers read as the account signed in on this device (or as a visitor, before one). */
export const ACCOUNT_CACHE = 'messhall-account';

/** Page → worker: an account's session ended here; forget every answer read as it. */
export const FORGET_ACCOUNT = 'messhall:forget-account';

/**
 * Page → worker: the user logged out but the server could not be reached to end the session. The worker keeps
 * the device signed out (every session read answers "nobody") and ends the session at the next chance.
 */
export const SIGN_OUT_PENDING = 'messhall:sign-out-pending';

/** Page → worker: the user chose to reload into the new version (what workbox-window's messageSkipWaiting sends). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * The answers kept for reading offline: the session (so the app knows who is signed in), the week's menu
 * with the reader's skips, the member's meal passes, their own requests, their membership and diet (both read
 * by those screens). Every other read goes to the network only.
 */
export const OFFLINE_READS: readonly RegExp[] = [
  /^\/api\/auth\/get-session$/,
  /^\/api\/menu$/,
  /^\/api\/menu\/[^/]+\/[^/]+\/pass$/,
  /^\/api\/requests$/,
  /^\/api\/payment\/membership$/,
  /^\/api\/users\/me\/diet$/,
];
