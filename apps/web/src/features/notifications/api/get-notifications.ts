import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@messhall/shared';
import { api } from '@/lib/api-client';
import { signedInOnly } from '@/lib/query-client';
import { notificationsQueryKey } from './keys';

/** GET /api/notifications: the newest page (20) and `unread`, the badge's count over all pages. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationPage> {
  return api.get<NotificationPage>('/notifications', { signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...notificationsQueryKey, 'list'] as const,
    queryFn: ({ signal }) => getNotifications(signal),
    meta: signedInOnly,
  });

/** The badge and the open panel read the same query: one fetch for both; live events refresh it. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
