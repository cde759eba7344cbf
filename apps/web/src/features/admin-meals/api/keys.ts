import type { AdminMealSort, SortOrder } from '../types';

export interface AdminMealsQuery {
  sortBy?: AdminMealSort;
  order?: SortOrder;
  page: number;
  limit: number;
}

/** Query keys of this feature. The public lists live under ['meals'] (invalidated by prefix after changes). */
export const adminMealKeys = {
  all: ['admin-meals'] as const,
  lists: () => ['admin-meals', 'list'] as const,
  list: (query: AdminMealsQuery) => ['admin-meals', 'list', query] as const,
  upcoming: () => ['admin-meals', 'upcoming'] as const,
};

/** The public meal lists and details of the meals feature, refreshed after an admin changes a meal. */
export const publicMealsKey = ['meals'] as const;
