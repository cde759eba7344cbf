import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

/** PATCH /api/users/:id/make-admin (admin; idempotent). */
export function makeAdmin(userId: string): Promise<{ success: boolean }> {
  return api.patch(`/users/${encodeURIComponent(userId)}/make-admin`);
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
