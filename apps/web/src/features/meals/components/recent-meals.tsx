import { t } from '@lingui/core/macro';
import { homeRecentMealsQuery } from '../api/get-meals';
import { HomeMealSection } from './home-meal-section';

/** Home: the newest meals (sort=recent&limit=30). Default export: Home loads it as a lazy part. */
export default function RecentMeals() {
  return (
    <HomeMealSection
      title={t`Recent Meals`}
      description={t`Fresh off the hostel kitchen's menu.`}
      query={homeRecentMealsQuery}
    />
  );
}
