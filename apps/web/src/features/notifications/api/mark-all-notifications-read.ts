import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPage, NotificationReadResponse } from '@messhall/shared';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from './keys';
import { notificationsQueryOptions } from './get-notifications';

/** PATCH /api/notifications/read-all. */
export function markAllNotificationsRead(): Promise<NotificationReadResponse> {
  return api.patch('/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(
        queryKey,
        (page: NotificationPage | undefined) =>
          page && { ...page, unread, notifications: page.notifications.map((n) => ({ ...n, read: true })) },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
