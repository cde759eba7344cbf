import type { DietProfile } from '@messhall/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signedInOnly } from '@/lib/query-client';

/** Keyed by the user too: nobody sees the previous user's profile on a shared computer, even for a moment. */
export const dietProfileQueryKey = (userId: string) => ['users', userId, 'diet'] as const;

export function getDietProfile(signal?: AbortSignal): Promise<DietProfile> {
  return api.get<DietProfile>('/users/me/diet', { signal });
}

export const dietProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: dietProfileQueryKey(userId),
    queryFn: ({ signal }) => getDietProfile(signal),
    // Only the student changes it, on My Diet: a minute's staleness (another tab's change) is harmless.
    staleTime: 60_000,
    // Read above every screen (the marks): dropped, not refetched, on Log Out.
    meta: signedInOnly,
  });

/** The signed-in user's diet profile; idle for a visitor (`userId` null). */
export function useDietProfile(userId: string | null) {
  return useQuery({ ...dietProfileQueryOptions(userId ?? ''), enabled: userId !== null });
}
