import { t } from '@lingui/core/macro';
import { ALL_CATEGORIES, type CategoryFilter } from '@messhall/shared';
import { useEffect, useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useMealsByCategory } from '../api/get-meals-by-category';
import { CategoryTabs, MealGrid, tabId } from './home-meal-section';

const COLUMNS = 'sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6';

/**
 * Meals by Category (docs/product/screens-and-routes.md#meals-by-category, docs/product/states.md#meals-by-category): server pages of 6, two pages at first, See More appends the next page
 * while the last one came back full; a tab change starts over. A failed load is only logged (docs/product/texts-and-errors.md#silent).
 * Default export: Home loads it as a lazy part.
 */
export default function MealsByCategory() {
  const [category, setCategory] = useState<CategoryFilter>(ALL_CATEGORIES);
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useMealsByCategory(category);
  const id = useId();

  useEffect(() => {
    if (error) console.error('Failed to load meals by category', error);
  }, [error]);

  const meals = data?.pages.flatMap((page) => page.meals) ?? [];

  return (
    <section
      aria-labelledby={`${id}h`}
      className="mx-auto w-full max-w-screen-2xl px-4 py-6 sm:px-6 sm:py-10"
    >
      <h2 id={`${id}h`} className="text-2xl font-bold sm:text-3xl">
        {t`Meals by Category`}
      </h2>
      <p className="mt-1 mb-5 text-base-content/80">{t`Pick a meal time and browse everything on the menu.`}</p>
      <CategoryTabs
        label={t`Meal categories`}
        value={category}
        onChange={setCategory}
        idPrefix={id}
        panelId={`${id}p`}
      />
      <div id={`${id}p`} role="tabpanel" aria-labelledby={tabId(id, category)} className="mt-6">
        {isPending ? (
          <Spinner label={t`Loading meals`} size="lg" className="py-24" />
        ) : meals.length > 0 ? (
          <MealGrid
            meals={meals}
            columns={COLUMNS}
            more={
              hasNextPage && (
                <button
                  type="button"
                  className="btn btn-outline btn-primary"
                  disabled={isFetchingNextPage}
                  aria-busy={isFetchingNextPage || undefined}
                  onClick={() => void fetchNextPage()}
                >
                  {isFetchingNextPage && (
                    <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                  )}
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
