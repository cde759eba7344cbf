import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountResponse } from '@messhall/shared';
import { api } from '@/lib/api-client';

/** GET /api/meals/count?email=: how many meals this distributor has added (Admin Profile). */
export const mealsAddedCountQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['meals', 'count', email] as const,
    queryFn: ({ signal }) => api.get<CountResponse>('/meals/count', { signal, query: { email } }),
    enabled: Boolean(email),
  });

export function useMealsAddedCount(email: string) {
  return useQuery(mealsAddedCountQueryOptions(email));
}
