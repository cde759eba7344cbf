import { homeRecentMealsQuery } from '../api/get-meals';
import { HomeMealSection } from './home-meal-section';

/** Home: the newest meals (sort=recent&limit=30). Default export: Home loads it as a lazy part. */
export default function RecentMeals() {
  return (
    <HomeMealSection
      title="Recent Meals"
      description="Fresh off the hostel kitchen's menu."
      query={homeRecentMealsQuery}
    />
  );
}
