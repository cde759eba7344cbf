import { queryKeys } from '@messhall/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Meal } from '../types';

export const mealQueryKey = queryKeys.meal;

const mealPath = (id: string) => `/meals/${encodeURIComponent(id)}`;

export function getMeal(id: string, signal?: AbortSignal): Promise<Meal> {
  return api.get<Meal>(mealPath(id), { signal });
}

export const mealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mealQueryKey(id),
    queryFn: ({ signal }) => getMeal(id, signal),
  });

export function useMeal(id: string) {
  return useQuery(mealQueryOptions(id));
}
