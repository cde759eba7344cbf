import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminMealsResponse } from '../types';
import { adminMealKeys, type AdminMealsQuery } from './keys';

/** GET /api/admin/meals: published meals, sorted on the server by the Likes or Reviews header. */
export function getAdminMeals(query: AdminMealsQuery, signal?: AbortSignal): Promise<AdminMealsResponse> {
  return api.get<AdminMealsResponse>('/admin/meals', { query: { ...query }, signal });
}

export const adminMealsQueryOptions = (query: AdminMealsQuery) =>
  queryOptions({
    queryKey: adminMealKeys.list(query),
    queryFn: ({ signal }) => getAdminMeals(query, signal),
    // Keep the rows on screen while another sort or page loads.
    placeholderData: keepPreviousData,
  });

export function useAdminMeals(query: AdminMealsQuery) {
  return useQuery(adminMealsQueryOptions(query));
}
