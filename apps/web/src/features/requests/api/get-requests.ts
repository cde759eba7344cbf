import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SERVE_REQUESTS_REFRESH_MS, type MealRequestPage } from '@messhall/shared';
import { api } from '@/lib/api-client';
import { requestsQueryKey } from './keys';

export interface RequestsQuery {
  /** My Requested Meals: the signed-in user's e-mail (an admin would otherwise get everyone's). */
  email?: string;
  /** Serve Requested Meals: name or e-mail contains this text. */
  search?: string;
  page?: number;
}

/** GET /api/requests?email&search&page: `{ requests, total, page, limit }`, newest first. */
export function getRequests({ email, search, page = 1 }: RequestsQuery, signal?: AbortSignal) {
  return api.get<MealRequestPage>('/requests', {
    signal,
    query: { email: email || undefined, search: search || undefined, page },
  });
}

export const requestsQueryOptions = (query: RequestsQuery) =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'list', query] as const,
    queryFn: ({ signal }) => getRequests(query, signal),
    // A request made on Meal Details moments ago must be here when the user opens the list.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** My Requested Meals: kept current by live events (see use-live-requests). */
export function useMyRequests(email: string, page: number) {
  return useQuery(requestsQueryOptions({ email, page }));
}

/** Serve Requested Meals: live events, and the 5-second refresh of docs/product/rules.md#thresholds-and-timers as the fallback. */
export function useServeRequests(search: string, page: number) {
  return useQuery({
    ...requestsQueryOptions({ search, page }),
    refetchInterval: SERVE_REQUESTS_REFRESH_MS,
  });
}
