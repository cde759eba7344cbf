import type { QueryClient } from '@tanstack/react-query';
import { getSession, sessionQueryKey } from './get-session';
import type { Session } from '../types';

/**
 * After a sign-in, sign-up or profile change: read the session again and wait for it, so the guards and the
 * top bar see the new user before the caller navigates. Resolves to the fresh session (null if none).
 */
export async function refreshSession(queryClient: QueryClient): Promise<Session | null> {
  await queryClient.cancelQueries({ queryKey: sessionQueryKey });
  const session = await queryClient.fetchQuery({
    queryKey: sessionQueryKey,
    queryFn: () => getSession(),
    staleTime: 0,
  });
  return session;
}
