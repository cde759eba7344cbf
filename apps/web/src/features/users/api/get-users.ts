import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListResponse } from '@messhall/shared';
import { api } from '@/lib/api-client';

export interface UsersQuery {
  search?: string;
  page?: number;
}

export const usersQueryKey = ['users', 'list'] as const;

/** GET /api/users?search&page (admin): `{ users, total, page, limit }`, newest first. */
export const usersQueryOptions = ({ search = '', page = 1 }: UsersQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, { search, page }] as const,
    queryFn: ({ signal }) =>
      api.get<UserListResponse>('/users', { signal, query: { search: search || undefined, page } }),
  });

export function useUsers(query: UsersQuery) {
  // Keep the previous rows on screen while the next search or page loads.
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
