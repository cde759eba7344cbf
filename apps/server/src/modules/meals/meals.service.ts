import { ALL_CATEGORIES, type Meal, type MealListQuery, type MealListResponse } from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { toMealDto } from './meals.mapper.js';
import { findMeal, listMeals } from './meals.repository.js';
import { toMealSearch } from './meals.search.js';

/** Public list: published meals only, filtered, searched and paged in the database. */
export async function listPublishedMeals(
  db: Db,
  query: MealListQuery,
  viewerId: string | undefined,
): Promise<MealListResponse> {
  const { rows, total } = await listMeals(db, {
    status: 'published',
    category: query.category === ALL_CATEGORIES ? undefined : query.category,
    search: toMealSearch(query.search),
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    sort: query.sort,
    order: query.order,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    viewerId,
  });
  return { meals: rows.map(toMealDto), total, page: query.page, limit: query.limit };
}

export async function getMeal(db: Db, id: string, viewerId: string | undefined): Promise<Meal> {
  const row = await findMeal(db, id, viewerId);
  if (!row) throw notFound('Meal not found.');
  return toMealDto(row);
}
