import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealRequest } from '@messhall/shared';
import { api } from '@/lib/api-client';
import { requestsQueryKey } from './keys';

/** PATCH /api/requests/:id with `{ status: 'cancelled' }` (admin): pending → cancelled. */
export function cancelRequest(id: string): Promise<MealRequest> {
  return api.patch(`/requests/${encodeURIComponent(id)}`, { status: 'cancelled' });
}

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
