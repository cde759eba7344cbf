import type { DietProfile } from '@messhall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dietProfileQueryKey } from './get-diet-profile';

// Apart from the read: the layout reads the profile on every screen, and useMutation stays out of the entry.

export function saveDietProfile(profile: DietProfile): Promise<DietProfile> {
  return api.put<DietProfile>('/users/me/diet', profile);
}

/** PUT /api/users/me/diet; every mark on screen follows the saved profile at once. */
export function useSaveDietProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDietProfile,
    onSuccess: (saved) => queryClient.setQueryData(dietProfileQueryKey(userId), saved),
  });
}
