import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DevMailboxResponse } from '@messhall/shared';
import { api } from '@/lib/api-client';

/** GET /api/dev/mailbox: mail kept instead of sent when the server has no SMTP_URL (404 in production). */
export const devMailboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev', 'mailbox'] as const,
    queryFn: ({ signal }) => api.get<DevMailboxResponse>('/dev/mailbox', { signal, skipAuthRedirect: true }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useDevMailbox() {
  return useQuery(devMailboxQueryOptions());
}
