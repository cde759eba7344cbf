import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SuccessResponse, UpcomingMeal, UpcomingMealInput } from '../types';
import { adminMealKeys, publicMealsKey } from './keys';

// Upcoming meals admin: one file for the list and its three actions, which all refresh the same caches.

/** GET /api/upcoming: for an admin, pending meals and those already published from the list (`published`). */
export function getUpcomingMeals(signal?: AbortSignal): Promise<UpcomingMeal[]> {
  return api.get<UpcomingMeal[]>('/upcoming', { signal });
}

export const upcomingMealsQueryOptions = () =>
  queryOptions({
    queryKey: adminMealKeys.upcoming(),
    queryFn: ({ signal }) => getUpcomingMeals(signal),
    // Likes from students can publish a meal at any time; show it when the admin comes back to the tab.
    refetchOnWindowFocus: true,
  });

export function useUpcomingMeals() {
  return useQuery(upcomingMealsQueryOptions());
}

/** POST /api/upcoming (admin). */
export function createUpcomingMeal(input: UpcomingMealInput): Promise<UpcomingMeal> {
  return api.post<UpcomingMeal>('/upcoming', input);
}

/** PATCH /api/upcoming/:id: publish now (admin). */
export function publishUpcomingMeal(id: string): Promise<SuccessResponse> {
  return api.patch<SuccessResponse>(`/upcoming/${encodeURIComponent(id)}`);
}

/** DELETE /api/upcoming/:id: cancel a meal that is still upcoming (admin). */
export function cancelUpcomingMeal(id: string): Promise<SuccessResponse> {
  return api.delete<SuccessResponse>(`/upcoming/${encodeURIComponent(id)}`);
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  // Settled, not only success: a 409 (published meanwhile by likes) also means the table is out of date.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminMealKeys.upcoming() }),
      queryClient.invalidateQueries({ queryKey: adminMealKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: publicMealsKey }),
      queryClient.invalidateQueries({ queryKey: ['upcoming'] }),
    ]);
}

export function useCreateUpcomingMeal() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: createUpcomingMeal, onSuccess: refresh });
}

export function usePublishUpcomingMeal() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: publishUpcomingMeal, onSettled: refresh });
}

export function useCancelUpcomingMeal() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: cancelUpcomingMeal, onSettled: refresh });
}
