import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '@/lib/api-client';
import { firstScreenData } from '@/lib/first-screen';
import type { Meal } from '../types';

export const mealQueryKey = (id: string) => ['meals', 'detail', id] as const;

const mealPath = (id: string) => `/meals/${encodeURIComponent(id)}`;

export function getMeal(id: string, signal?: AbortSignal): Promise<Meal> {
  return api.get<Meal>(mealPath(id), { signal });
}

export const mealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mealQueryKey(id),
    queryFn: ({ signal }) => getMeal(id, signal),
    ...firstScreenData<Meal>(buildUrl(mealPath(id))),
  });

export function useMeal(id: string) {
  return useQuery(mealQueryOptions(id));
}
