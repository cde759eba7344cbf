import type { CategoryFilter, LikeResponse, Meal, MealSort, SortOrder } from '@messhall/shared';

export type { CategoryFilter, LikeResponse, Meal };

/** The card fields of a meal as GET /api/meals lists them. */
export interface MealSummary {
  _id: string;
  title: string;
  category: string;
  image: string;
  price: number;
  rating: number;
  /** A count (decision 0002); the spec's list of user ids is never sent. */
  likes: number | string[];
  reviews_count: number;
}

export interface MealsResponse {
  meals: MealSummary[];
  total: number;
  page: number;
  limit: number;
}

export interface MealsQuery {
  category?: CategoryFilter;
  page?: number;
  limit?: number;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: MealSort;
  order?: SortOrder;
}
