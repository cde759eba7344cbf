import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { mealQueryKey } from '@/features/meals/api/get-meal';
import { MealDetails } from '@/features/meals/components/meal-details/meal-details';
import type { Meal } from '@/features/meals/types';
import { MealReviews } from '@/features/reviews/components/meal-reviews';
import type { MealRating } from '@/features/reviews/types';
import '@/styles/screens.css';

export default function MealDetailsRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const queryClient = useQueryClient();

  // A review write answers with the meal's new rating and count: the page shows them at once, and the meal
  // lists (cards show both) are marked stale so they refetch when next shown.
  const onMealChange = useCallback(
    ({ mealId, rating, reviews_count }: MealRating) => {
      queryClient.setQueryData<Meal>(mealQueryKey(mealId), (meal) =>
        meal ? { ...meal, rating, reviews_count } : meal,
      );
      void queryClient.invalidateQueries({ queryKey: ['meals'], refetchType: 'none' });
    },
    [queryClient],
  );

  return (
    <MealDetails
      id={id}
      signedIn={user !== null}
      reviews={(meal) => (
        <MealReviews
          mealId={meal._id}
          reviewsCount={meal.reviews_count}
          userId={user?.id ?? null}
          onMealChange={onMealChange}
        />
      )}
    />
  );
}
