import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminMealKeys, publicMealsKey } from '@/features/admin-meals/api/keys';
import { PageHeader } from '@/features/admin-meals/components/page-header';
import { AllReviewsTable } from '@/features/reviews/components/all-reviews-table';

/** /admin/allreviews */
export default function AdminAllReviewsRoute() {
  const queryClient = useQueryClient();
  // A deleted review moves its meal's rating and count: the meal screens refetch when next shown.
  const onMealChange = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: adminMealKeys.all });
    void queryClient.invalidateQueries({ queryKey: publicMealsKey });
  }, [queryClient]);

  return (
    <>
      <PageHeader title={t`All Reviews`} />
      <AllReviewsTable onMealChange={onMealChange} />
    </>
  );
}
