import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfigResponse } from '@messhall/shared';
import { api } from '@/lib/api-client';

/** GET /api/auth-config: which sign-in methods the server offers ({ google }). */
export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'] as const,
    queryFn: ({ signal }) => api.get<AuthConfigResponse>('/auth-config', { signal, skipAuthRedirect: true }),
    // It changes only when the server restarts with other settings.
    staleTime: 10 * 60_000,
  });

/** Whether Google sign-in can be offered; false while unknown and when the question fails. */
export function useGoogleAvailability() {
  const query = useQuery(authConfigQueryOptions());
  return { available: query.data?.google === true, isPending: query.isPending };
}
