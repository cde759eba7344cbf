import { useParams } from 'react-router';
import { MealDetailView } from '@/features/admin-meals/components/meal-detail-view';
import { useMeal } from '@/features/meals/api/get-meal';

/** /admin/mealdetails/:id */
export default function AdminMealDetailsRoute() {
  const { id = '' } = useParams();
  return <MealDetailView meal={useMeal(id)} />;
}
