import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { PageHeader } from '@/features/admin-meals/components/page-header';
import { UpdateMealForm } from '@/features/admin-meals/components/update-meal-form';
import { useMeal } from '@/features/meals/api/get-meal';

/** /admin/updatemeal/:id */
export default function UpdateMealRoute() {
  const { id = '' } = useParams();
  const meal = useMeal(id);
  return (
    <>
      <PageHeader title={t`Update Meal`} />
      <UpdateMealForm mealId={id} meal={meal} />
    </>
  );
}
