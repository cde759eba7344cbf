import { queryKeys } from '@messhall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SuccessResponse } from '../types';
import { adminMealKeys, publicMealsKey } from './keys';

/** DELETE /api/meals/:id (admin). */
export function deleteMeal(id: string): Promise<SuccessResponse> {
  return api.delete<SuccessResponse>(`/meals/${encodeURIComponent(id)}`);
}

export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.meal(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMealKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: publicMealsKey }),
      ]);
    },
  });
}
