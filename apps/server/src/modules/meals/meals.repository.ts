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

/** Every order matches one meals_status_* index column for column, so a page is an index range, not a sort. */
function listOrder(filter: MealListFilter): SQL[] {
  const dir = filter.order === 'asc' ? asc : desc;
  switch (filter.sort) {
    case 'price': {
      // Price defaults to cheapest first (Featured Meals).
      const priceDir = filter.order === 'desc' ? desc : asc;
      return [priceDir(meals.price), priceDir(meals.id)];
    }
    case 'likes':
      return [dir(meals.likesCount), dir(meals.createdAt), dir(meals.id)];
    case 'rating':
      return [dir(meals.rating), dir(meals.createdAt), dir(meals.id)];
    case 'reviews':
      return [dir(meals.reviewsCount), dir(meals.createdAt), dir(meals.id)];
    default:
      return [dir(meals.createdAt), dir(meals.id)];
  }
}

/**
 * Public lists count at most this many matches: paging needs only "is the page full", and an exact count of a
 * large unfiltered set reads the whole table on every request. Admin lists count exactly (countCap undefined).
 */
export const PUBLIC_COUNT_CAP = 1000;

async function countMatches(db: Db, where: SQL | undefined, cap: number | undefined): Promise<number> {
  if (cap === undefined) {
    const [row] = await db.select({ total: count() }).from(meals).where(where);
    return row?.total ?? 0;
  }
  const capped = db
    .select({ one: sql`1` })
    .from(meals)
    .where(where)
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return row?.total ?? 0;
}

export async function listMeals(
  db: Db,
  filter: MealListFilter,
  countCap?: number,
): Promise<{ rows: MealWithViewer[]; total: number }> {
  const where = listConditions(filter);
  const [rows, total] = await Promise.all([
    db
      .select({ ...mealColumns, likedByMe: likedByMe(filter.viewerId) })
      .from(meals)
      .where(where)
      .orderBy(...listOrder(filter))
      .limit(filter.limit)
      .offset(filter.offset),
    countMatches(db, where, countCap),
  ]);
  return { rows, total };
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
