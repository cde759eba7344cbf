import type { ReviewInput } from '@messhall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OnMealRatingChange, ReviewWriteResponse } from '../types';
import { reviewKeys } from './keys';

/**
 * POST /api/meals/:id/reviews. The author comes from the session; a second submit by the same user replaces
 * their review (`created: false`). A 401 is answered with 'Login to leave a review', not a trip to /login.
 */
export function createReview(mealId: string, input: ReviewInput): Promise<ReviewWriteResponse> {
  return api.post<ReviewWriteResponse>(`/meals/${encodeURIComponent(mealId)}/reviews`, input, {
    skipAuthRedirect: true,
  });
}

export function useCreateReview(mealId: string, onMealChange?: OnMealRatingChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => createReview(mealId, input),
    onSuccess: ({ meal }) => {
      onMealChange?.(meal);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
