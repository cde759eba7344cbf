import { t } from '@lingui/core/macro';
import { homeFeaturedMealsQuery } from '../api/get-meals';
import { HomeMealSection } from './home-meal-section';

/** Home, above the fold: the cheapest meals (sort=price&order=asc&limit=30). */
export function FeaturedMeals() {
  return (
    <HomeMealSection
      title={t`Featured Meals`}
      description={t`Great value picks from the hostel kitchen.`}
      query={homeFeaturedMealsQuery}
      eager
    />
  );
}
