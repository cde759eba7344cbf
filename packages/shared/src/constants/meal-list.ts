import { HOME_SECTION_FETCH_LIMIT } from './limits';

// Sort keys the meal list accepts (docs/product/api.md#meals: featured uses sort=price, recent uses sort=recent).
export const MEAL_SORTS = ['price', 'recent', 'likes', 'rating'] as const;
export type MealSort = (typeof MEAL_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Admin All Meals sorts by the clickable Likes and Reviews headers only. */
export const ADMIN_MEAL_SORTS = ['likes', 'reviews_count'] as const;
export type AdminMealSort = (typeof ADMIN_MEAL_SORTS)[number];

// The two Home sections fetch with these exact parameters (docs/product/api.md#meals).
export const FEATURED_MEALS_QUERY = { sort: 'price', order: 'asc', limit: HOME_SECTION_FETCH_LIMIT } as const;
export const RECENT_MEALS_QUERY = { sort: 'recent', limit: HOME_SECTION_FETCH_LIMIT } as const;
