import {
  ALL_CATEGORIES,
  ALLERGENS,
  DIET_TAGS,
  inListOrder,
  AUTO_PUBLISH_LIKES,
  type AdminMealsQuery,
  type AdminMealsResponse,
  type CountResponse,
  type LikeResponse,
  type Meal,
  type MealInput,
  type MealListQuery,
  type MealListResponse,
  type SuccessResponse,
} from '@messhall/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { assertAdmin } from '../../lib/route-guards.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Viewer } from '../../lib/viewer.js';
import { toggleMealLike, type LikeToggleResult } from './meal-likes.repository.js';
import { emitMealPublished } from './meals.events.js';
import { toMealDto } from './meals.mapper.js';
import {
  countMealsByDistributor,
  deleteMeal,
  findMeal,
  insertMeal,
  listMeals,
  PUBLIC_COUNT_CAP,
  updateMeal,
  type NewMealRow,
} from './meals.repository.js';
import { toMealSearch } from './meals.search.js';

/** Public list: published meals only, filtered, searched and paged in the database. */
export async function listPublishedMeals(
  db: Db,
  query: MealListQuery,
  viewerId: string | undefined,
): Promise<MealListResponse> {
  const { rows, total } = await listMeals(
    db,
    {
      status: 'published',
      category: query.category === ALL_CATEGORIES ? undefined : query.category,
      search: toMealSearch(query.search),
      diet: query.diet,
      avoid: query.avoid,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      sort: query.sort,
      order: query.order,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      viewerId,
    },
    PUBLIC_COUNT_CAP,
  );
  return { meals: rows.map(toMealDto), total, page: query.page, limit: query.limit };
}

export async function getMeal(db: Db, id: string, viewerId: string | undefined): Promise<Meal> {
  const row = await findMeal(db, id, viewerId);
  if (!row) throw notFound('mealNotFound');
  return toMealDto(row);
}

/** Admin All Meals: every published meal, sorted by the Likes or Reviews header (newest first otherwise). */
export async function listAdminMeals(
  db: Db,
  viewer: Viewer | null,
  query: AdminMealsQuery,
): Promise<AdminMealsResponse> {
  assertAdmin(viewer);
  const sort = query.sortBy === 'likes' ? 'likes' : query.sortBy === 'reviews_count' ? 'reviews' : 'recent';
  const { rows, total } = await listMeals(db, {
    status: 'published',
    search: { kind: 'none' },
    sort,
    order: query.order ?? 'desc',
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    viewerId: viewer?.id,
  });
  return { meals: rows.map(toMealDto), total, page: query.page, limit: query.limit };
}

/**
 * A meal posted directly goes public at once. The distributor is the signed-in admin; counters start at zero
 * (docs/product/rules.md#thresholds-and-timers) because the input schema has no field for them.
 */
export async function createMeal(db: Db, viewer: Viewer | null, input: MealInput): Promise<Meal> {
  const admin = assertAdmin(viewer);
  const row = await insertMealByAdmin(
    db,
    admin,
    { ...mealFields(input), status: 'published', publishedAt: new Date() },
    'meal.create',
  );
  return toMealDto(row);
}

export async function updateMealById(
  db: Db,
  viewer: Viewer | null,
  id: string,
  input: MealInput,
): Promise<SuccessResponse> {
  const admin = assertAdmin(viewer);
  await db.transaction(async (tx) => {
    if (!(await updateMeal(tx, id, mealFields(input)))) throw notFound('mealNotFound');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'meal.update',
      targetType: 'meal',
      targetId: id,
      data: { title: input.title },
    });
  });
  return { success: true };
}

export async function deleteMealById(db: Db, viewer: Viewer | null, id: string): Promise<SuccessResponse> {
  const admin = assertAdmin(viewer);
  await db.transaction(async (tx) => {
    const deleted = await deleteMeal(tx, id);
    if (!deleted) throw notFound('mealNotFound');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'meal.delete',
      targetType: 'meal',
      targetId: id,
      data: { title: deleted.title, status: deleted.status },
    });
  });
  return { success: true };
}

/** Admin Profile's "meals added": meals (upcoming ones too) whose distributor e-mail matches; default: mine. */
export async function countMealsOf(
  db: Db,
  viewer: Viewer | null,
  email: string | undefined,
): Promise<CountResponse> {
  const admin = assertAdmin(viewer);
  const target = email || admin.email.toLowerCase();
  return { count: await countMealsByDistributor(db, target) };
}

/**
 * The like toggle behind both PATCH /meals/:id/like and PATCH /upcoming/:id/like. Identity is the session's;
 * an upcoming meal reaching AUTO_PUBLISH_LIKES is published here, in the same transaction, whichever route
 * the like came through.
 */
export async function toggleLike(
  db: Db,
  viewer: Viewer,
  mealId: string,
  log: FastifyBaseLogger,
): Promise<LikeToggleResult> {
  let result: LikeToggleResult | undefined;
  try {
    result = await toggleMealLike(db, mealId, viewer.id, AUTO_PUBLISH_LIKES);
  } catch (error) {
    // The meal was deleted between our existence check and the insert.
    if (isForeignKeyViolation(error)) throw notFound('mealNotFound');
    throw error;
  }
  if (!result) throw notFound('mealNotFound');
  if (result.published) {
    emitMealPublished({ mealId, trigger: 'likes', ...result.published }, log);
  }
  return result;
}

export async function likeMeal(
  db: Db,
  viewer: Viewer,
  mealId: string,
  log: FastifyBaseLogger,
): Promise<LikeResponse> {
  const { likes, liked } = await toggleLike(db, viewer, mealId, log);
  return { likes, liked };
}

/**
 * Inserts a meal (published or upcoming) distributed by the signed-in admin, with its audit row in the same
 * transaction. The distributor always comes from the session, never from the request.
 */
export async function insertMealByAdmin(
  db: Db,
  admin: Viewer,
  values: Omit<NewMealRow, 'distributorId' | 'distributorName' | 'distributorEmail'>,
  action: 'meal.create' | 'upcoming.create',
) {
  return db.transaction(async (tx) => {
    const created = await insertMeal(tx, {
      ...values,
      distributorId: admin.id,
      distributorName: admin.name,
      distributorEmail: admin.email.toLowerCase(),
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action,
      targetType: 'meal',
      targetId: created.id,
      data: { title: created.title },
    });
    return created;
  });
}

/** The diet fields of a meal body, in the order they are stored. */
export function dietFields(input: Pick<MealInput, 'dietTags' | 'allergens'>) {
  return {
    dietTags: inListOrder(DIET_TAGS, input.dietTags),
    allergens: inListOrder(ALLERGENS, input.allergens),
  };
}

function mealFields(input: MealInput) {
  return {
    title: input.title,
    category: input.category,
    image: input.image,
    ingredients: input.ingredients,
    description: input.description,
    price: input.price,
    postTime: new Date(input.postTime),
    ...dietFields(input),
  };
}
