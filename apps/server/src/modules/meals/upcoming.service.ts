import {
  isPublishDateValid,
  type SuccessResponse,
  type UpcomingLikeResponse,
  type UpcomingLikers,
  type UpcomingListQuery,
  type UpcomingMeal,
  type UpcomingMealInput,
} from '@messhall/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { assertAdmin } from '../../lib/route-guards.js';
import type { Viewer } from '../../lib/viewer.js';
import { recordAudit } from '../audit/audit.repository.js';
import { likerIds, likersOf, publishUpcomingRow, trustedLikeCount } from './meal-likes.repository.js';
import { emitMealPublished, type MealPublishedEvent } from './meals.events.js';
import { toUpcomingMealDto } from './meals.mapper.js';
import { dietFields, insertMealByAdmin, toggleLike } from './meals.service.js';
import { deleteUpcomingRow, findUpcomingState, listUpcoming } from './upcoming.repository.js';

/**
 * Everyone sees the meals still upcoming. Admins also see the ones published from this list (marked
 * `published: true`), because the admin table keeps showing them as Published (docs/product/architecture-rules.md#data-rules, decision 0007).
 */
export async function listUpcomingMeals(
  db: Db,
  query: UpcomingListQuery,
  includePublished: boolean,
): Promise<UpcomingMeal[]> {
  const rows = await listUpcoming(db, {
    includePublished,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return rows.map(toUpcomingMealDto);
}

export async function createUpcomingMeal(
  db: Db,
  viewer: Viewer | null,
  input: UpcomingMealInput,
): Promise<UpcomingMeal> {
  const admin = assertAdmin(viewer);
  if (!isPublishDateValid(input.publishDate)) {
    throw badRequest('publishDateInPast', 'publishDate');
  }
  const publishDate = new Date(input.publishDate);
  const row = await insertMealByAdmin(
    db,
    admin,
    {
      title: input.title,
      category: input.category,
      image: input.image,
      ingredients: input.ingredients,
      description: input.description,
      price: input.price,
      ...dietFields(input),
      // The upcoming form has no post time: the planned publish date stands in until it is published.
      postTime: input.postTime ? new Date(input.postTime) : publishDate,
      status: 'upcoming',
      publishDate,
      publishedAt: null,
    },
    'upcoming.create',
  );
  return toUpcomingMealDto({ ...row, trustedLikes: 0 });
}

/**
 * `published` is true only for the like that published the meal (the screen then moves it to Meals).
 * `trustedLikes` is counted inside the toggle while the meal is upcoming; a meal already published (liked from
 * the admins' table) is counted afterwards, as nothing publishes it any more.
 */
export async function likeUpcomingMeal(
  db: Db,
  viewer: Viewer,
  mealId: string,
  log: FastifyBaseLogger,
): Promise<UpcomingLikeResponse> {
  const { likes, liked, trustedLikes, published } = await toggleLike(db, viewer, mealId, log);
  return {
    likes,
    liked,
    trustedLikes: trustedLikes ?? (await trustedLikeCount(db, mealId)),
    published: Boolean(published),
  };
}

/** Admin Publish: once only; 409 when it is already published (by an admin or by likes). */
export async function publishUpcomingMeal(
  db: Db,
  viewer: Viewer | null,
  mealId: string,
  log: FastifyBaseLogger,
): Promise<SuccessResponse> {
  const admin = assertAdmin(viewer);
  const event = await db.transaction(async (tx): Promise<MealPublishedEvent> => {
    const published = await publishUpcomingRow(tx, mealId);
    if (!published) throw await whyNot(tx, mealId, 'alreadyPublished');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'upcoming.publish',
      targetType: 'meal',
      targetId: mealId,
      data: { trigger: 'admin', title: published.title },
    });
    return { mealId, title: published.title, likerIds: await likerIds(tx, mealId), trigger: 'admin' };
  });
  emitMealPublished(event, log);
  return { success: true };
}

/** Admin Cancel: removes an upcoming meal with its likes; a published one stays (409). */
export async function deleteUpcomingMeal(
  db: Db,
  viewer: Viewer | null,
  mealId: string,
): Promise<SuccessResponse> {
  const admin = assertAdmin(viewer);
  await db.transaction(async (tx) => {
    const deleted = await deleteUpcomingRow(tx, mealId);
    if (!deleted) throw await whyNot(tx, mealId, 'publishedCannotBeCancelled');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'upcoming.delete',
      targetType: 'meal',
      targetId: mealId,
      data: { title: deleted.title },
    });
  });
  return { success: true };
}

/** Admin view of an upcoming (or since published) meal's likes: who, and whose like counts toward publishing. */
export async function listUpcomingLikers(
  db: Db,
  viewer: Viewer | null,
  mealId: string,
): Promise<UpcomingLikers> {
  assertAdmin(viewer);
  const state = await findUpcomingState(db, mealId);
  if (!state?.fromUpcoming) throw notFound('upcomingMealNotFound');
  const rows = await likersOf(db, mealId);
  return {
    likes: rows.length,
    trustedLikes: rows.filter((row) => row.trusted).length,
    likers: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      trusted: Boolean(row.trusted),
      likedAt: row.likedAt.toISOString(),
    })),
  };
}

/** A conditional write matched nothing: the meal is unknown (404) or no longer upcoming (409). */
async function whyNot(
  db: Db,
  mealId: string,
  publishedMessage: 'alreadyPublished' | 'publishedCannotBeCancelled',
) {
  const state = await findUpcomingState(db, mealId);
  if (!state?.fromUpcoming) return notFound('upcomingMealNotFound');
  return conflict(publishedMessage);
}
