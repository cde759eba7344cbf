import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '@/features/auth/api/get-session';
import { MyReviewsTable } from '@/features/reviews/components/my-reviews-table';

/** /dashboard/myreviews (inside the signed-in guard, so the session is there). */
export default function MyReviewsRoute() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  // Meal rating and review counts moved: the meal screens (['meals'], ['admin-meals']) refetch when next shown.
  const onMealChange = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['meals'] });
    void queryClient.invalidateQueries({ queryKey: ['admin-meals'] });
  }, [queryClient]);

  return (
    <section aria-labelledby="my-reviews-heading" className="flex flex-col gap-4">
      <h2 id="my-reviews-heading" className="text-2xl font-bold">
        {t`My Reviews`}
      </h2>
      {user && <MyReviewsTable userId={user.id} onMealChange={onMealChange} />}
    </section>
  );
}
