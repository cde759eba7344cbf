import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { whenAt } from '@/lib/navigation';
import { isSignedInOnly } from '@/lib/query-client';
import { clearSession, sessionQueryKey } from './get-session';

/** lib/account-data.ts, loaded when needed (it is not part of any first load). */
const forgetAccountData = () =>
  import('@/lib/account-data')
    .then((module) => module.forgetAccountData())
    .catch((error: unknown) => console.warn('Could not forget the kept answers', error));

export function signOut(): Promise<unknown> {
  return api.post('/auth/sign-out', {}, { skipAuthRedirect: true });
}

/**
 * Log Out: sign out on the server, go home, then forget the user's cached data. Going home first keeps
 * guarded screens from bouncing to /login when the session turns null under them.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    // docs/product/states.md#session: the outcome of log-out is only logged.
    onError: (error) => console.error('Log out failed', error),
    onSettled: async (_data, error) => {
      // Whatever the server said, the user has left: what was kept offline for them goes now.
      void forgetAccountData();
      void navigate(paths.home());
      // The navigation is a transition that ends when Home is on screen; clearing the session before then
      // would let a guarded screen that is still showing send the user to /login instead.
      await whenAt(paths.home());
      const isSessionQuery = (queryKey: readonly unknown[]) =>
        queryKey[0] === sessionQueryKey[0] && queryKey[1] === sessionQueryKey[1];
      // Nothing of the previous user may linger in the cache (shared hostel computers).
      queryClient.removeQueries({ type: 'inactive', predicate: (query) => !isSessionQuery(query.queryKey) });
      // Still on screen until the session change re-renders the header, but not the next user's to see.
      queryClient.removeQueries({ predicate: isSignedInOnly });
      if (error) {
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
