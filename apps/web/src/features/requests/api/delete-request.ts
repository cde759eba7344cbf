import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestsQueryKey } from './keys';

/** DELETE /api/requests/:id: the owner withdraws a pending request (My Requested Meals' Cancel). */
export function deleteRequest(id: string): Promise<{ success: boolean }> {
  return api.delete(`/requests/${encodeURIComponent(id)}`);
}

export function useDeleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
