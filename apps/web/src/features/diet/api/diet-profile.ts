import type { DietProfile } from '@messhall/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signedInOnly } from '@/lib/query-client';

/** Keyed by the user too: nobody sees the previous user's profile on a shared computer, even for a moment. */
export const dietProfileQueryKey = (userId: string) => ['users', userId, 'diet'] as const;

export function getDietProfile(signal?: AbortSignal): Promise<DietProfile> {
  return api.get<DietProfile>('/users/me/diet', { signal });
}

export function saveDietProfile(profile: DietProfile): Promise<DietProfile> {
  return api.put<DietProfile>('/users/me/diet', profile);
}

export const dietProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: dietProfileQueryKey(userId),
    queryFn: ({ signal }) => getDietProfile(signal),
    // Only the student changes it, on this screen or another tab's: a minute's staleness is harmless.
    staleTime: 60_000,
    // Read above every screen (the marks): dropped, not refetched, on Log Out.
    meta: signedInOnly,
  });

/** The signed-in user's diet profile; idle for a visitor (`userId` null). */
export function useDietProfile(userId: string | null) {
  return useQuery({ ...dietProfileQueryOptions(userId ?? ''), enabled: userId !== null });
}

/** PUT /api/users/me/diet; every mark on screen follows the saved profile at once. */
export function useSaveDietProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDietProfile,
    onSuccess: (saved) => queryClient.setQueryData(dietProfileQueryKey(userId), saved),
  });
}
