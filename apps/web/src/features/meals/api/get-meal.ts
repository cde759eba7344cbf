import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Meal } from '../types';

export const mealQueryKey = (id: string) => ['meals', 'detail', id] as const;

export function getMeal(id: string, signal?: AbortSignal): Promise<Meal> {
  return api.get<Meal>(`/meals/${encodeURIComponent(id)}`, { signal });
}

export const mealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mealQueryKey(id),
    queryFn: ({ signal }) => getMeal(id, signal),
  });

export function useMeal(id: string) {
  return useQuery(mealQueryOptions(id));
}
