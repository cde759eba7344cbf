import { MSG } from '@messhall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client';
import type { LikeResponse, Meal } from '../types';
import { mealQueryKey } from './get-meal';

export function likeMeal(id: string): Promise<LikeResponse> {
  // A 401 here is answered with a toast, not a trip to /login (docs/product/texts-and-errors.md#meals-reviews-and-requests: 'Login to like meals').
  return api.patch<LikeResponse>(`/meals/${encodeURIComponent(id)}/like`, undefined, {
    skipAuthRedirect: true,
  });
}

/** Like/Unlike on Meal Details: the count flips at once and rolls back if the server refuses. */
export function useLikeMeal(id: string) {
  const queryClient = useQueryClient();
  const key = mealQueryKey(id);
  return useMutation({
    mutationFn: () => likeMeal(id),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Meal>(key);
      if (previous) {
        queryClient.setQueryData<Meal>(key, {
          ...previous,
          likedByMe: !previous.likedByMe,
          likes: Math.max(0, previous.likes + (previous.likedByMe ? -1 : 1)),
        });
      }
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      console.error('Failed to update like', error);
      toast.failure(sharedText(MSG.likeFailed), error);
    },
    onSuccess: ({ likes, liked }) => {
      queryClient.setQueryData<Meal>(key, (meal) => (meal ? { ...meal, likes, likedByMe: liked } : meal));
    },
  });
}
