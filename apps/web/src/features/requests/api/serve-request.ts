import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealRequest } from '@messhall/shared';
import { api } from '@/lib/api-client';
import { requestsQueryKey } from './keys';

/** PATCH /api/requests/:id/serve (admin): pending → delivered. */
export function serveRequest(id: string): Promise<MealRequest> {
  return api.patch(`/requests/${encodeURIComponent(id)}/serve`);
}

export function useServeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: serveRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
