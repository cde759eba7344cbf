import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OnMealRatingChange, ReviewDeleteResponse } from '../types';
import { reviewKeys } from './keys';

/** DELETE /api/reviews/:id: the author, or an admin. */
export function deleteReview(id: string): Promise<ReviewDeleteResponse> {
  return api.delete<ReviewDeleteResponse>(`/reviews/${encodeURIComponent(id)}`);
}

export function useDeleteReview(onMealChange?: OnMealRatingChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: ({ meal }) => {
      onMealChange?.(meal);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
