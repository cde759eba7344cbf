import { and, asc, count, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mealLikes, meals } from '../../db/schema/index.js';
import type { MealSearch } from './meals.search.js';

export type MealRow = typeof meals.$inferSelect;
export type MealStatus = MealRow['status'];
export type MealWithViewer = Omit<MealRow, 'searchVector'> & { likedByMe: boolean };

export interface MealListFilter {
  status: MealStatus;
  category?: MealRow['category'] | undefined;
  search: MealSearch;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort?: 'price' | 'recent' | 'likes' | 'rating' | undefined;
  order?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
  viewerId?: string | undefined;
}

// The tsvector is an index helper, never part of a response.
const { searchVector: _searchVector, ...mealColumns } = getTableColumns(meals);

function likedByMe(viewerId: string | undefined) {
  return viewerId
    ? sql<boolean>`exists (select 1 from ${mealLikes} where ${mealLikes.mealId} = ${meals.id} and ${mealLikes.userId} = ${viewerId})`
    : sql<boolean>`false`;
}

function listConditions(filter: MealListFilter): SQL | undefined {
  const conditions: SQL[] = [eq(meals.status, filter.status)];
  if (filter.category) conditions.push(eq(meals.category, filter.category));
  if (filter.minPrice !== undefined) conditions.push(gte(meals.price, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(meals.price, filter.maxPrice));
  if (filter.search.kind === 'query') {
    conditions.push(sql`${meals.searchVector} @@ to_tsquery('simple', ${filter.search.tsQuery})`);
  } else if (filter.search.kind === 'nothing-matches') {
    conditions.push(sql`false`);
  }
  return and(...conditions);
}

function listOrder(filter: MealListFilter): SQL[] {
  const dir = filter.order === 'asc' ? asc : desc;
  switch (filter.sort) {
    case 'price':
      // Price defaults to cheapest first (Featured Meals); the id breaks ties so paging is stable.
      return [filter.order === 'desc' ? desc(meals.price) : asc(meals.price), asc(meals.id)];
    case 'likes':
      return [dir(meals.likesCount), desc(meals.createdAt)];
    case 'rating':
      return [dir(meals.rating), desc(meals.createdAt)];
    default:
      return [filter.order === 'asc' ? asc(meals.createdAt) : desc(meals.createdAt), desc(meals.id)];
  }
}

export async function listMeals(db: Db, filter: MealListFilter): Promise<{ rows: MealWithViewer[]; total: number }> {
  const where = listConditions(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({ ...mealColumns, likedByMe: likedByMe(filter.viewerId) })
      .from(meals)
      .where(where)
      .orderBy(...listOrder(filter))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(meals).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findMeal(db: Db, id: string, viewerId?: string): Promise<MealWithViewer | undefined> {
  const [row] = await db
    .select({ ...mealColumns, likedByMe: likedByMe(viewerId) })
    .from(meals)
    .where(eq(meals.id, id));
  return row;
}
