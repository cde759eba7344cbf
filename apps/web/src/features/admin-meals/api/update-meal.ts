import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MealInput, SuccessResponse } from '../types';
import { adminMealKeys, publicMealsKey } from './keys';

/** PATCH /api/meals/:id with the full meal body (docs/product/api.md#meals). */
export function updateMeal({ id, input }: { id: string; input: MealInput }): Promise<SuccessResponse> {
  return api.patch<SuccessResponse>(`/meals/${encodeURIComponent(id)}`, input);
}

export function useUpdateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeal,
    // The meal itself is under the public meals' prefix: invalidating that refreshes it too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMealKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: publicMealsKey }),
      ]),
  });
}
