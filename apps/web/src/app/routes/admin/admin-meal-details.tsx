import { useParams } from 'react-router';
import { MealDetailView } from '@/features/admin-meals/components/meal-detail-view';

/** /admin/mealdetails/:id */
export default function AdminMealDetailsRoute() {
  const { id = '' } = useParams();
  return <MealDetailView mealId={id} />;
}
