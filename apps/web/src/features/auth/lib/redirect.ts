import type { LocationLike } from '@/lib/navigation';

/**
 * Why a guard sent someone to /login, when the login page should say so: 'admin' — the page asked for is
 * for administrators (the visitor is signed out, or signed in without the admin role).
 */
export type LoginReason = 'admin';

/** What guards and the API client put into location state when they send someone to /login. */
export interface LoginRedirectState {
  from: LocationLike;
  reason?: LoginReason;
}

export function loginRedirectState(location: LocationLike, reason?: LoginReason): LoginRedirectState {
  const from = { pathname: location.pathname, search: location.search, hash: location.hash };
  return reason ? { from, reason } : { from };
}

/** The reason in a /login location's state, if a guard gave one. */
export function getLoginReason(state: unknown): LoginReason | null {
  return (state as { reason?: unknown } | null | undefined)?.reason === 'admin' ? 'admin' : null;
}

const AUTH_PAGES = new Set(['/login', '/signup']);

/**
 * Where to go after signing in: the `from` location in state when it is a same-site path, otherwise
 * `fallback`. Rejects `//host` and absolute URLs so state cannot become an open redirect.
 */
export function getReturnTo(state: unknown, fallback = '/'): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  let target: string | null = null;
  if (typeof from === 'string') target = from;
  else if (from && typeof from === 'object' && typeof (from as LocationLike).pathname === 'string') {
    const { pathname, search = '', hash = '' } = from as LocationLike;
    target = `${pathname}${search}${hash}`;
  }
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  const pathname = target.split(/[?#]/)[0] ?? '';
  return AUTH_PAGES.has(pathname) ? fallback : target;
}
