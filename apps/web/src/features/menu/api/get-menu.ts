import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuResponse } from '@messhall/shared';
import { api } from '@/lib/api-client';
import { menuKeys } from './keys';

/** GET /api/menu?from&to (at most 31 days): every day and slot, with the reader's own skips when signed in. */
export function getMenu(from: string, to: string, signal?: AbortSignal) {
  return api.get<MenuResponse>('/menu', { signal, query: { from, to } });
}

export const menuQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: menuKeys.range(from, to), queryFn: ({ signal }) => getMenu(from, to, signal) });

export function useMenu(from: string, to: string) {
  return useQuery(menuQueryOptions(from, to));
}
