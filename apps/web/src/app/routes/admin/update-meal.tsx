import { useParams } from 'react-router';
import { PageHeader } from '@/features/admin-meals/components/page-header';
import { UpdateMealForm } from '@/features/admin-meals/components/update-meal-form';

/** /admin/updatemeal/:id */
export default function UpdateMealRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title="Update Meal" />
      <UpdateMealForm mealId={id} />
    </>
  );
}
