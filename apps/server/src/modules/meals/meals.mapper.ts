import { ALLERGENS, DIET_TAGS, inListOrder, type Meal, type UpcomingMeal } from '@messhall/shared';
import type { MealWithViewer } from './meals.repository.js';

/** Row → the API's meal shape (docs/product/entities.md#meal names: `_id`, `reviews_count`, `likes` as a count). */
export function toMealDto(row: MealWithViewer): Meal {
  return {
    _id: row.id,
    title: row.title,
    category: row.category,
    image: row.image,
    ingredients: row.ingredients,
    description: row.description,
    price: Number(row.price),
    postTime: row.postTime.toISOString(),
    distributorName: row.distributorName,
    distributorEmail: row.distributorEmail,
    rating: Number(row.rating),
    likes: row.likesCount,
    likedByMe: Boolean(row.likedByMe),
    reviews_count: row.reviewsCount,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    publishDate: row.publishDate ? row.publishDate.toISOString() : null,
    dietTags: inListOrder(DIET_TAGS, row.dietTags),
    allergens: inListOrder(ALLERGENS, row.allergens),
  };
}

export function toUpcomingMealDto(row: MealWithViewer & { trustedLikes: number }): UpcomingMeal {
  return { ...toMealDto(row), trustedLikes: row.trustedLikes, published: row.status === 'published' };
}
