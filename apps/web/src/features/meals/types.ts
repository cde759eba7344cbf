/** The card fields of a meal as GET /api/meals lists them. */
export interface MealSummary {
  _id: string;
  title: string;
  category: string;
  image: string;
  price: number;
  rating: number;
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
  category?: string;
  page?: number;
  limit?: number;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: 'recent' | 'price';
  order?: 'asc' | 'desc';
}
