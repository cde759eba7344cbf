import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';
import { loadAndForgetAccountData } from '@/lib/forget-account-data';
import { whenAt } from '@/lib/navigation';
import { isSignedInOnly } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { clearSession, rememberLogOut, sessionQueryKey } from './get-session';

/** How long Log Out waits for the server on a weak connection before it signs the device out regardless. */
const SIGN_OUT_TIMEOUT_MS = 5_000;

export function signOut(): Promise<unknown> {
  return api.post(
    '/auth/sign-out',
    {},
    { skipAuthRedirect: true, signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS) },
  );
}

/** No answer at all (offline, or too slow): the server does not know of the Log Out yet. */
const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Log Out: sign out on the server, go home, then forget the user's cached data. Going home first keeps
 * guarded screens from bouncing to /login when the session turns null under them. It runs offline too
 * (networkMode 'always'): the device signs out at once, and the session, whose cookie page script cannot
 * clear, is ended when the server is back (by the service worker, or by this page).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: signOut,
    networkMode: 'always',
    // docs/product/states.md#session: the outcome of log-out is only logged.
    onError: (error) => console.error('Log out failed', error),
    onSettled: async (_data, error) => {
      rememberLogOut(pathname);
      const pending = unreachable(error);
      // Whatever the server said, the user has left: what was kept offline for them goes now.
      void loadAndForgetAccountData({ signOutPending: pending });
      if (pending) {
        toast.warning(
          t`You are signed out on this device. Your session could not be ended on the server yet: it will be once you are back online.`,
        );
        window.addEventListener('online', () => void signOut().catch(() => undefined), { once: true });
      }
      // Home before the session is cleared: a guarded screen still showing would send the user to /login
      // (RequireAuth sends the screen Log Out left home, for a busy device that has not painted Home yet).
      await navigate(paths.home());
      await whenAt(paths.home());
      const isSessionQuery = (queryKey: readonly unknown[]) =>
        queryKey[0] === sessionQueryKey[0] && queryKey[1] === sessionQueryKey[1];
      // Nothing of the previous user may linger in the cache (shared hostel computers).
      queryClient.removeQueries({ type: 'inactive', predicate: (query) => !isSessionQuery(query.queryKey) });
      // Still on screen until the session change re-renders the header, but not the next user's to see.
      queryClient.removeQueries({ predicate: isSignedInOnly });
      if (error && !pending) {
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      } else {
        clearSession(queryClient);
      }
      await queryClient.invalidateQueries({
        type: 'active',
        predicate: (query) => !isSessionQuery(query.queryKey) && !isSignedInOnly(query),
      });
    },
  });
}
