import { CATEGORY_INITIAL_VISIBLE, CATEGORY_PAGE_SIZE, type CategoryFilter } from '@messhall/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MealSummary } from '../types';
import { getMeals } from './get-meals';

interface CategoryPage {
  meals: MealSummary[];
  /** The last server page of 6 this chunk holds. */
  lastPage: number;
  /** The last server page came back full: there may be more (docs/product/states.md#meals-by-category). */
  full: boolean;
}

const INITIAL_PAGES = CATEGORY_INITIAL_VISIBLE / CATEGORY_PAGE_SIZE;

/**
 * Meals by Category (docs/product/states.md#meals-by-category): server pages of 6; the first load shows 2 pages (12), fetched in parallel,
 * and each See More appends the next page while the last one came back full.
 */
export const mealsByCategoryQueryOptions = (category: CategoryFilter) =>
  infiniteQueryOptions({
    queryKey: ['meals', 'by-category', category] as const,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<CategoryPage> => {
      const pages = pageParam === 1 ? Array.from({ length: INITIAL_PAGES }, (_, i) => i + 1) : [pageParam];
      const answers = await Promise.all(
        pages.map((page) => getMeals({ category, page, limit: CATEGORY_PAGE_SIZE }, signal)),
      );
      return {
        meals: answers.flatMap((answer) => answer.meals),
        lastPage: pages[pages.length - 1] ?? pageParam,
        full: answers.every((answer) => answer.meals.length === CATEGORY_PAGE_SIZE),
      };
    },
    getNextPageParam: (last) => (last.full ? last.lastPage + 1 : undefined),
    // "Changing tab resets page to 1, reloads and replaces the list": a tab left behind is dropped from the
    // cache, so coming back to it starts again at 12 fresh meals.
    gcTime: 0,
  });

export function useMealsByCategory(category: CategoryFilter) {
  return useInfiniteQuery(mealsByCategoryQueryOptions(category));
}
