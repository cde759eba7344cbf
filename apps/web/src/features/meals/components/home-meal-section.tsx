import { t } from '@lingui/core/macro';
import {
  ALL_CATEGORIES,
  type CategoryFilter,
  HOME_SECTION_FETCH_LIMIT,
  HOME_SECTION_INITIAL_VISIBLE,
  HOME_SECTION_STEP,
} from '@messhall/shared';
import { useEffect, useId, useState } from 'react';
import { useMeals } from '../api/get-meals';
import type { MealsQuery } from '../types';
import { CategoryTabs, tabId } from './category-tabs';
import { MealGrid } from './meal-grid';
import { MealGridSkeleton } from './meal-grid-skeleton';

interface HomeMealSectionProps {
  title: string;
  description: string;
  query: MealsQuery;
  /** Above the fold: the first row of images loads eagerly. */
  eager?: boolean;
}

/**
 * Featured Meals and Recent Meals (docs/product/screens-and-routes.md#featured-meals-and-recent-meals, docs/product/states.md#home-sections): the 30 fetched meals, filtered by tab on the client, 12
 * shown, See More adds 6 and disappears once all are shown; a tab change goes back to 12. A failed load is
 * only logged (docs/product/texts-and-errors.md#silent).
 */
export function HomeMealSection({ title, description, query, eager = false }: HomeMealSectionProps) {
  const { data, isPending, error } = useMeals(query);
  const [category, setCategory] = useState<CategoryFilter>(ALL_CATEGORIES);
  const [visible, setVisible] = useState(HOME_SECTION_INITIAL_VISIBLE);
  const id = useId();

  useEffect(() => {
    if (error) console.error(`Failed to load ${title}`, error);
  }, [error, title]);

  const meals = (data?.meals ?? []).slice(0, HOME_SECTION_FETCH_LIMIT);
  const filtered = category === ALL_CATEGORIES ? meals : meals.filter((meal) => meal.category === category);

  return (
    <section aria-labelledby={`${id}h`} className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <h2 id={`${id}h`} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-base-content/80">{description}</p>
      <CategoryTabs
        label={t`${title} categories`}
        value={category}
        onChange={(next) => {
          setCategory(next);
          setVisible(HOME_SECTION_INITIAL_VISIBLE);
        }}
        idPrefix={id}
        panelId={`${id}p`}
      />
      <div id={`${id}p`} role="tabpanel" aria-labelledby={tabId(id, category)} className="mt-6">
        {isPending ? (
          <MealGridSkeleton count={HOME_SECTION_INITIAL_VISIBLE} />
        ) : filtered.length > 0 ? (
          <MealGrid
            meals={filtered.slice(0, visible)}
            eagerCount={eager ? 4 : 0}
            more={
              visible < filtered.length && (
                <button
                  type="button"
                  className="btn btn-outline btn-primary"
                  onClick={() => setVisible((count) => count + HOME_SECTION_STEP)}
                >
                  {t`See More`}
                </button>
              )
            }
          />
        ) : data ? (
          <p className="py-10 text-center text-base-content/80">{t`No meals found in this category.`}</p>
        ) : null}
      </div>
    </section>
  );
}

// Meals by Category reuses the grid and the tabs through this module (see meals-by-category.tsx).
export { CategoryTabs, tabId } from './category-tabs';
export { MealGrid } from './meal-grid';
