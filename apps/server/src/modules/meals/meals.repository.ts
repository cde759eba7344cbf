import { and, asc, count, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mealLikes, meals } from '../../db/schema/index.js';
import type { MealSearch } from './meals.search.js';

export type MealRow = typeof meals.$inferSelect;
export type MealStatus = MealRow['status'];
export type MealWithViewer = Omit<MealRow, 'searchVector'> & { likedByMe: boolean };
export type NewMealRow = Omit<typeof meals.$inferInsert, 'id' | 'searchVector'>;
/** What an admin may change on a meal (PATCH /meals/:id); counters, status and distributor are not among it. */
export type MealEdit = Pick<
  NewMealRow,
  'title' | 'category' | 'image' | 'ingredients' | 'description' | 'price' | 'postTime'
>;

export interface MealListFilter {
  status: MealStatus;
  category?: MealRow['category'] | undefined;
  search: MealSearch;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort?: 'price' | 'recent' | 'likes' | 'rating' | 'reviews' | undefined;
  order?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
  viewerId?: string | undefined;
}

// The tsvector is an index helper, never part of a response.
const { searchVector: _searchVector, ...columns } = getTableColumns(meals);
export const mealColumns = columns;

export function likedByMe(viewerId: string | undefined) {
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
    case 'reviews':
      return [dir(meals.reviewsCount), desc(meals.createdAt), desc(meals.id)];
    default:
      return [filter.order === 'asc' ? asc(meals.createdAt) : desc(meals.createdAt), desc(meals.id)];
  }
}

export async function listMeals(
  db: Db,
  filter: MealListFilter,
): Promise<{ rows: MealWithViewer[]; total: number }> {
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

export async function insertMeal(db: Db, values: NewMealRow): Promise<MealWithViewer> {
  const [row] = await db.insert(meals).values(values).returning(mealColumns);
  if (!row) throw new Error('insert returned no row');
  return { ...row, likedByMe: false };
}

/** Returns false when no meal has this id. */
export async function updateMeal(db: Db, id: string, values: MealEdit): Promise<boolean> {
  const rows = await db
    .update(meals)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(meals.id, id))
    .returning({ id: meals.id });
  return rows.length > 0;
}

/** Likes, reviews and requests go with it (foreign keys cascade). Returns the deleted title, if any. */
export async function deleteMeal(
  db: Db,
  id: string,
): Promise<{ title: string; status: MealStatus } | undefined> {
  const [row] = await db
    .delete(meals)
    .where(eq(meals.id, id))
    .returning({ title: meals.title, status: meals.status });
  return row;
}

export async function countMealsByDistributor(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(meals).where(eq(meals.distributorEmail, email));
  return row?.total ?? 0;
}
