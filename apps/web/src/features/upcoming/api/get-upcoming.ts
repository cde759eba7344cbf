import type { UpcomingMeal } from '@messhall/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const upcomingQueryKey = ['upcoming', 'list'] as const;

/** GET /api/upcoming: a plain array, soonest publish date first (decision 0007). */
export function getUpcomingMeals(signal?: AbortSignal): Promise<UpcomingMeal[]> {
  return api.get<UpcomingMeal[]>('/upcoming', { signal });
}

export const upcomingQueryOptions = () =>
  queryOptions({ queryKey: upcomingQueryKey, queryFn: ({ signal }) => getUpcomingMeals(signal) });

export function useUpcomingMeals() {
  return useQuery(upcomingQueryOptions());
}
