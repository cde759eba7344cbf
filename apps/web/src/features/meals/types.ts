import type { CategoryFilter, LikeResponse, Meal, MealListQuery, MealListResponse } from '@messhall/shared';

export type { CategoryFilter, LikeResponse, Meal };

/** The fields of a listed meal that a card shows (GET /api/meals answers whole meals). */
export type MealSummary = Pick<
  Meal,
  | '_id'
  | 'title'
  | 'category'
  | 'image'
  | 'price'
  | 'rating'
  | 'likes'
  | 'reviews_count'
  | 'dietTags'
  | 'allergens'
>;

/** A meal of All Meals: the card fields and the ingredients, which tell a search's match by ingredient. */
export type ListedMeal = MealSummary & Pick<Meal, 'ingredients'>;

/** GET /api/meals: a page of meals, of which the screens read the card fields. */
export type MealsResponse = Omit<MealListResponse, 'meals'> & { meals: ListedMeal[] };

/** GET /api/meals query, every field optional (the server fills in the defaults). */
export type MealsQuery = Partial<MealListQuery>;
