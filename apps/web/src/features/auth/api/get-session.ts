import { queryKeys } from '@messhall/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { Session } from '../types';

export const sessionQueryKey = queryKeys.session;

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const user = (value as { user?: unknown }).user;
  return typeof user === 'object' && user !== null && typeof (user as { id?: unknown }).id === 'string';
}

/**
 * better-auth answers `{ session, user }` or `null`. A missing endpoint (404), an auth error or no network
 * count as signed out rather than as an error, so public pages keep working.
 */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const data = await api.get<unknown>('/auth/get-session', { signal, skipAuthRedirect: true });
    return isSession(data) ? data : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 0 || (error.status >= 400 && error.status < 500)))
      return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    // Pick up a sign-out or sign-in made in another tab.
    refetchOnWindowFocus: true,
  });

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return {
    session: query.data ?? null,
    user: query.data?.user ?? null,
    /** True until the sign-in state is known; guards wait on it. */
    isPending: query.isPending,
  };
}

/** Marks the user signed out in the cache (after a 401 or a log-out). */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryKey, null);
}

/** How long after Log Out the guarded screen it left still goes home rather than to /login. */
const LOG_OUT_GRACE_MS = 10_000;
let loggedOut: { pathname: string; at: number } | undefined;

/** Log Out from the screen at `pathname`: that screen, if it is still showing, goes home (justLoggedOutFrom). */
export function rememberLogOut(pathname: string): void {
  loggedOut = { pathname, at: Date.now() };
}

/**
 * Whether the guarded screen at `pathname` is the one this tab's user just logged out from. Log Out goes home
 * before it clears the session, but a busy device may still be showing the guarded screen when the session turns
 * null; that screen then goes home too, not to /login.
 */
export function justLoggedOutFrom(pathname: string): boolean {
  return loggedOut?.pathname === pathname && Date.now() - loggedOut.at < LOG_OUT_GRACE_MS;
}
