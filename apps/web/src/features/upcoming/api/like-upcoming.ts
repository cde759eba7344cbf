import { t } from '@lingui/core/macro';
import { MSG, type UpcomingLikeResponse, type UpcomingMeal } from '@messhall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client';
import { upcomingQueryKey } from './get-upcoming';

export function likeUpcomingMeal(id: string): Promise<UpcomingLikeResponse> {
  // A 401 (session expired) is answered with the failure toast, not a trip to /login.
  return api.patch<UpcomingLikeResponse>(`/upcoming/${encodeURIComponent(id)}/like`, undefined, {
    skipAuthRedirect: true,
  });
}

function flip(meals: UpcomingMeal[] | undefined, id: string): UpcomingMeal[] | undefined {
  return meals?.map((meal) =>
    meal._id === id
      ? { ...meal, likedByMe: !meal.likedByMe, likes: Math.max(0, meal.likes + (meal.likedByMe ? -1 : 1)) }
      : meal,
  );
}

/**
 * Like toggle on an upcoming meal: the heart and the count change at once and roll back if the server
 * refuses ('Failed to update like'). Whether the like counts toward publishing is the server's to say (the
 * liker's plan), so the counted likes change only with its answer. The 10th like publishes the meal (decision 0007): it then leaves this
 * list, so the list is reloaded.
 */
export function useLikeUpcomingMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => likeUpcomingMeal(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: upcomingQueryKey });
      const previous = queryClient.getQueryData<UpcomingMeal[]>(upcomingQueryKey);
      queryClient.setQueryData<UpcomingMeal[]>(upcomingQueryKey, (meals) => flip(meals, id));
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(upcomingQueryKey, context.previous);
      console.error('Failed to update like', error);
      toast.failure(sharedText(MSG.likeFailed), error);
    },
    onSuccess: ({ likes, liked, trustedLikes, published }, id) => {
      queryClient.setQueryData<UpcomingMeal[]>(upcomingQueryKey, (meals) =>
        meals?.map((meal) => (meal._id === id ? { ...meal, likes, trustedLikes, likedByMe: liked } : meal)),
      );
      if (published) {
        toast.success(t`Your like published this meal: it is on the menu now!`);
        void queryClient.invalidateQueries({ queryKey: upcomingQueryKey });
        void queryClient.invalidateQueries({ queryKey: ['meals'] });
      }
    },
  });
}
