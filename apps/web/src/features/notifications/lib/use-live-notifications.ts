import { useQueryClient } from '@tanstack/react-query';
import { LIVE_RECONNECTED, useLiveEvents } from '@/lib/live-events';
import { notificationsQueryKey } from '../api/keys';

const EVENTS = ['notification', LIVE_RECONNECTED] as const;

/**
 * A `notification` event means a new row for this user: refetch the list and its unread count. Subscribing
 * also keeps the tab's live stream open while signed in (the bell is always on screen).
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useLiveEvents(EVENTS, () => {
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  });
}
