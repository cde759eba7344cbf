import { useQueryClient } from '@tanstack/react-query';
import { LIVE_RECONNECTED, useLiveEvents } from '@/lib/live-events';
import { requestsQueryKey } from '../api/keys';

/** The server's request events (admins hear request.created; owners and admins the other two). */
const EVENTS = ['request.created', 'request.updated', 'request.deleted', LIVE_RECONNECTED] as const;

/**
 * Keeps the request lists on screen current: any request event (or a reconnect, after which events may have
 * been missed) refetches them. The events carry ids only; the lists come from GET /requests.
 */
export function useLiveRequests(): void {
  const queryClient = useQueryClient();
  useLiveEvents(EVENTS, () => {
    void queryClient.invalidateQueries({ queryKey: requestsQueryKey });
  });
}
