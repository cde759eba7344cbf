import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MealsQuery, MealsResponse } from '../types';

export function getMeals(query: MealsQuery, signal?: AbortSignal): Promise<MealsResponse> {
  return api.get<MealsResponse>('/meals', { query: { ...query }, signal });
}

export const mealsQueryOptions = (query: MealsQuery) =>
  queryOptions({
    queryKey: ['meals', 'list', query] as const,
    queryFn: ({ signal }) => getMeals(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMeals(query: MealsQuery) {
  return useQuery(mealsQueryOptions(query));
}

/** The Home page's list; the router prefetches it while the Home screen's code loads. */
export const homeRecentMealsQuery: MealsQuery = { limit: 12, sort: 'recent' };
