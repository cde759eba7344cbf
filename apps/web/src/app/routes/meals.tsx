import { AllMeals } from '@/features/meals/components/all-meals/all-meals';
import '@/styles/screens.css';

/** /meals is All Meals: search, category, price range and paging (decision 0004). */
export default function MealsRoute() {
  return <AllMeals />;
}
