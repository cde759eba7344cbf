import type { ReviewUpdate } from '@messhall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OnMealRatingChange, ReviewWriteResponse } from '../types';
import { reviewKeys } from './keys';

/** PATCH /api/reviews/:id (author only): new text, and the rating when given. */
export function updateReview(id: string, input: ReviewUpdate): Promise<ReviewWriteResponse> {
  return api.patch<ReviewWriteResponse>(`/reviews/${encodeURIComponent(id)}`, input);
}

export function useUpdateReview(onMealChange?: OnMealRatingChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewUpdate }) => updateReview(id, input),
    onSuccess: ({ meal }) => {
      onMealChange?.(meal);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
