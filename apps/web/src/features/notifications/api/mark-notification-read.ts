import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPage, NotificationReadResponse } from '@messhall/shared';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from './keys';
import { notificationsQueryOptions } from './get-notifications';

/** PATCH /api/notifications/:id/read: answers the unread count after the change. */
export function markNotificationRead(id: string): Promise<NotificationReadResponse> {
  return api.patch(`/notifications/${encodeURIComponent(id)}/read`);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn: markNotificationRead,
    // The badge drops at once; the server's count then settles it.
    onMutate: (id) => {
      queryClient.setQueryData(queryKey, (page: NotificationPage | undefined) => {
        const target = page?.notifications.find((n) => n._id === id);
        if (!page || !target || target.read) return page;
        return {
          ...page,
          unread: Math.max(0, page.unread - 1),
          notifications: page.notifications.map((n) => (n._id === id ? { ...n, read: true } : n)),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
