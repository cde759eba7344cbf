// Meal categories (docs/product/rules.md#categories). 'All' is only a list filter, never a stored category,
// so it lives in a separate tuple and the entity schemas use MEAL_CATEGORIES alone.
export const MEAL_CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Snacks'] as const;
export type MealCategory = (typeof MEAL_CATEGORIES)[number];

export const ALL_CATEGORIES = 'All' as const;
export const CATEGORY_FILTERS = [ALL_CATEGORIES, ...MEAL_CATEGORIES] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];
