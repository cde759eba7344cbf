import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  lte,
  sql,
  type SQL,
  type Subquery,
} from 'drizzle-orm';
import type { Allergen, DietTag } from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { mealLikes, meals, withoutKey } from '../../db/schema/index.js';
import type { MealSearch } from './meals.search.js';

export type MealRow = typeof meals.$inferSelect;
export type MealStatus = MealRow['status'];
export type MealWithViewer = Omit<MealRow, 'searchVector' | 'dietKeys'> & { likedByMe: boolean };
export type NewMealRow = Omit<typeof meals.$inferInsert, 'id' | 'searchVector' | 'dietKeys'>;
/** What an admin may change on a meal (PATCH /meals/:id); counters, status and distributor are not among it. */
export type MealEdit = Pick<
  NewMealRow,
  | 'title'
  | 'category'
  | 'image'
  | 'ingredients'
  | 'description'
  | 'price'
  | 'postTime'
  | 'dietTags'
  | 'allergens'
>;

export interface MealListFilter {
  status: MealStatus;
  category?: MealRow['category'] | undefined;
  search: MealSearch;
  /** Only meals with every one of these tags. */
  diet?: readonly DietTag[] | undefined;
  /** Only meals with none of these allergens. */
  avoid?: readonly Allergen[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort?: 'price' | 'recent' | 'likes' | 'rating' | 'reviews' | undefined;
  order?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
  viewerId?: string | undefined;
}

// The tsvector and the diet keys are index helpers, never part of a response.
const { searchVector: _searchVector, dietKeys: _dietKeys, ...columns } = getTableColumns(meals);
export const mealColumns = columns;

export function likedByMe(viewerId: string | undefined) {
  return viewerId
    ? sql<boolean>`exists (select 1 from ${mealLikes} where ${mealLikes.mealId} = ${meals.id} and ${mealLikes.userId} = ${viewerId})`
    : sql<boolean>`false`;
}

/** The filters the ordering indexes serve (a range of one of them): status, category, price. */
function listConditions(filter: MealListFilter): SQL | undefined {
  const conditions: SQL[] = [eq(meals.status, filter.status)];
  if (filter.category) conditions.push(eq(meals.category, filter.category));
  if (filter.minPrice !== undefined) conditions.push(gte(meals.price, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(meals.price, filter.maxPrice));
  if (filter.search.kind === 'nothing-matches') conditions.push(sql`false`);
  return and(...conditions);
}

/**
 * The filters that test each row and have a GIN index of their own instead: the text search, and the diet and
 * avoid lists as one containment of meals.diet_keys (db/schema/diet.ts). Undefined when neither is asked for.
 */
function rowMatch(filter: MealListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search.kind === 'query') conditions.push(textMatch(filter.search.tsQuery));
  const keys = [...(filter.diet ?? []), ...(filter.avoid ?? []).map(withoutKey)];
  if (keys.length > 0) conditions.push(dietMatch(keys));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function textMatch(tsQuery: string): SQL {
  return sql`${meals.searchVector} @@ to_tsquery('simple', ${tsQuery})`;
}

/** One parameter per key, so the planner sees the values and reads their frequencies. */
function dietMatch(keys: readonly string[]): SQL {
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  return sql`${meals.dietKeys} @> array[${list}]::text[]`;
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

/**
 * A search walks at least SEARCH_WALK_MIN rows of the ordering index (SEARCH_WALK_PER_ROW per row a deep page
 * asks for, when that is more) before it hands over to the text index: a term in one row of twenty or more
 * fills its page within the walk.
 */
export const SEARCH_WALK_MIN = 1000;
export const SEARCH_WALK_PER_ROW = 20;

type Page = { rows: MealWithViewer[]; total: number };

/**
 * One page of a search or a diet filter (`match`, from rowMatch), and `total` = min(matches, offset + limit + 1):
 * enough to tell whether a next page exists (the screens page by "was the last page full"), not a count of
 * every match. The diet filter has the text search's problem (decision 0038): a combination of tags may hold
 * for most meals or for none, and a capped count of a common one reads 1,000 ÷ its share of rows.
 *
 * Why two steps (decision 0006, update): the planner estimates every `word:*` alike, so it cannot tell a common
 * term from a rare one, and each single plan is wrong for one of them. Reading the matches through the GIN index
 * (and counting them, even capped at 1000) costs as much as there are matches, which grows with the table for a
 * common term (the scale budget: a search at 100,000 meals within 1.5x of one at 1,000); walking the ordering index with the
 * match as a filter stops after a few rows for a common term but reads the whole index for a rare one. So the
 * walk comes first, over a bounded window whose cost does not depend on the table's size; only a term that does
 * not fill the page within that window — one that is rare at least among the rows the order puts first — is
 * read through the text index.
 */
async function searchMeals(db: Db, filter: MealListFilter, match: SQL): Promise<Page> {
  const listed = listConditions(filter);
  const wanted = filter.offset + filter.limit + 1;
  const order = listOrder(filter);

  // Both sources are aliased "meals" so that the selection, the order and likedByMe (all written against the
  // table) read from them unchanged.
  const page = (source: Subquery, where?: SQL) =>
    db
      .select({ ...mealColumns, likedByMe: likedByMe(filter.viewerId) })
      .from(source)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit + 1)
      .offset(filter.offset);
  // The LIMIT keeps the text match out of the subquery, so the walk follows the ordering index and stops either
  // at the window's end or (the outer LIMIT pulling no further) as soon as the page and one more row are found.
  const walkWindow = db
    .select()
    .from(meals)
    .where(listed)
    .orderBy(...order)
    .limit(Math.max(SEARCH_WALK_MIN, wanted * SEARCH_WALK_PER_ROW))
    .as('meals');
  let rows = await page(walkWindow, match);
  if (rows.length < filter.limit + 1) {
    // The OFFSET (0; Drizzle drops a literal 0, hence the placeholder) keeps the subquery from being merged into
    // the outer ORDER BY … LIMIT, whose plan would be the unbounded walk again: planned on its own, the
    // subquery reads all matches the cheapest way, through the text or diet index, and the outer query sorts
    // them.
    const matches = db
      .select()
      .from(meals)
      .where(and(listed, match))
      .offset(sql.placeholder('fence'))
      .as('meals');
    rows = await page(matches).execute({ fence: 0 });
    if (rows.length === 0 && filter.offset > 0) {
      // Past the last page: the exact count, which is below offset + 1 here.
      return { rows, total: await countMatches(db, and(listed, match), undefined) };
    }
  }
  return { rows: rows.slice(0, filter.limit), total: filter.offset + rows.length };
}

/**
 * A search or a diet filter goes through searchMeals, its `total` "at least" whatever countCap says; other lists
 * count their matches, at most countCap of them (public lists) or all of them (admin lists, countCap undefined).
 */
export async function listMeals(db: Db, filter: MealListFilter, countCap?: number): Promise<Page> {
  const match = rowMatch(filter);
  if (match) return searchMeals(db, filter, match);
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
