import { FEATURED_MEALS_QUERY, queryKeys, RECENT_MEALS_QUERY } from '@messhall/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MealsQuery, MealsResponse } from '../types';

/** The diet and allergen filters travel as comma-separated lists (`?diet=vegan,halal`). */
export function getMeals(
  { diet, avoid, ...query }: MealsQuery,
  signal?: AbortSignal,
): Promise<MealsResponse> {
  return api.get<MealsResponse>('/meals', {
    query: { ...query, diet: diet?.join(','), avoid: avoid?.join(',') },
    signal,
  });
}

export const mealsQueryOptions = (query: MealsQuery) =>
  queryOptions({
    queryKey: queryKeys.mealList(query),
    queryFn: ({ signal }) => getMeals(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMeals(query: MealsQuery) {
  return useQuery(mealsQueryOptions(query));
}

/** Home: Featured Meals, the 30 cheapest (docs/product/api.md#meals). The router prefetches it while the Home chunk loads. */
export const homeFeaturedMealsQuery: MealsQuery = { ...FEATURED_MEALS_QUERY };
/** Home: Recent Meals, the 30 newest (docs/product/api.md#meals). */
export const homeRecentMealsQuery: MealsQuery = { ...RECENT_MEALS_QUERY };
