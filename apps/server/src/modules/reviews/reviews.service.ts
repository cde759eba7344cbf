import {
  storedImageOrNull,
  type AdminReviewPage,
  type MealRating,
  type MealReviewsQuery,
  type Review,
  type ReviewDeleteResponse,
  type ReviewInput,
  type ReviewPage,
  type ReviewTableQuery,
  type ReviewUpdate,
  type ReviewWriteResponse,
  type UserReviewPage,
} from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { assertAdmin } from '../../lib/route-guards.js';
import { sharedAnswer } from '../../lib/shared-answers.js';
import { consumeUserQuota } from '../../lib/user-limits.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Viewer } from '../../lib/viewer.js';
import {
  deleteReview,
  findReview,
  listMealReviews,
  listReviewsWithMeals,
  lockMealForOwnReview,
  lockOwnReview,
  lockReview,
  moveRatingCounters,
  ratingMove,
  saveOwnReview,
  updateReview,
} from './reviews.repository.js';

type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

function toDto(row: Omit<ReviewRow, 'updatedAt'>): Review {
  return {
    _id: row.id,
    mealId: row.mealId,
    userId: row.userId,
    userName: row.userName,
    userPhoto: storedImageOrNull(row.userPhoto),
    rating: row.rating,
    content: row.content,
    time: row.createdAt.toISOString(),
  };
}

async function reviewDto(db: Db, id: string): Promise<Review> {
  const row = await findReview(db, id);
  if (!row) throw notFound('reviewNotFound');
  return toDto(row);
}

function counters(rating: MealRating | undefined): MealRating {
  // The meal row is locked by the counter update itself; it vanishing here means it was deleted meanwhile.
  if (!rating) throw notFound('mealNotFound');
  return rating;
}

/**
 * Meal Details: a meal's reviews, newest first, the same for every reader (`_viewer` keeps the shape of the
 * public reads, decision 0052). Unknown meal: 404.
 */
export function readMealReviews(
  db: Db,
  mealId: string,
  query: MealReviewsQuery,
  _viewer?: Viewer,
): Promise<ReviewPage> {
  return sharedAnswer(db, JSON.stringify(['reviews', mealId, query]), () =>
    listReviewsOfMeal(db, mealId, query),
  );
}

async function listReviewsOfMeal(db: Db, mealId: string, query: MealReviewsQuery): Promise<ReviewPage> {
  const page = await listMealReviews(db, mealId, query.limit, (query.page - 1) * query.limit);
  if (!page) throw notFound('mealNotFound');
  return { reviews: page.rows.map(toDto), total: page.total, page: query.page, limit: query.limit };
}

/**
 * Submit a review: the first one creates, a second one from the same user replaces its text (and its stars
 * when given; one review per user per meal). Stars are optional: the spec's body is text only. The meal's
 * count, sum and average move in the same transaction, by set-based SQL (`ratingMove`).
 */
export async function submitReview(
  db: Db,
  viewer: Viewer,
  mealId: string,
  input: ReviewInput,
): Promise<ReviewWriteResponse> {
  await consumeUserQuota(db, 'review', viewer.id);
  try {
    return await db.transaction(async (tx) => {
      const state = await lockMealForOwnReview(tx, mealId, viewer.id);
      if (!state) throw notFound('mealNotFound');
      if (state.status !== 'published') throw conflict('reviewOnlyPublished');
      const existing = await lockOwnReview(tx, mealId, viewer.id);
      const rating = input.rating ?? existing?.rating ?? null;
      const move = ratingMove(existing ? 0 : 1, existing ? existing.rating : null, rating);
      const saved = await saveOwnReview(
        tx,
        { existingId: existing?.id, mealId, userId: viewer.id, rating, content: input.content },
        move,
      );
      // The meal row is locked by the counter update itself; it vanishing here means it was deleted meanwhile.
      if (!saved) throw notFound('mealNotFound');
      // The answer's review is built from what this transaction wrote and the author's session: no read after.
      const review = toDto({
        id: saved.id,
        mealId,
        userId: viewer.id,
        userName: viewer.name,
        userPhoto: viewer.image,
        rating,
        content: input.content,
        createdAt: saved.createdAt,
      });
      return { review, created: !existing, meal: saved.meal };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('mealNotFound');
    throw error;
  }
}

/** Edit (PUT and PATCH): the author only. Without a rating the old one stays. */
export async function editReview(
  db: Db,
  viewer: Viewer,
  id: string,
  input: ReviewUpdate,
): Promise<ReviewWriteResponse> {
  const meal = await db.transaction(async (tx) => {
    const existing = await lockReview(tx, id);
    if (!existing) throw notFound('reviewNotFound');
    if (existing.userId !== viewer.id) throw forbidden('notYourReview');
    const rating = input.rating ?? existing.rating;
    await updateReview(tx, id, { rating, content: input.content });
    return counters(await moveRatingCounters(tx, existing.mealId, ratingMove(0, existing.rating, rating)));
  });
  return { review: await reviewDto(db, id), created: false, meal };
}

/** Delete: the author, or an admin (moderation, audited). */
export async function removeReview(db: Db, viewer: Viewer, id: string): Promise<ReviewDeleteResponse> {
  const meal = await db.transaction(async (tx) => {
    const existing = await lockReview(tx, id);
    if (!existing) throw notFound('reviewNotFound');
    const own = existing.userId === viewer.id;
    if (!own && viewer.role !== 'admin') throw forbidden('notYourReview');
    await deleteReview(tx, id);
    if (!own) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'review.delete',
        targetType: 'review',
        targetId: id,
        data: { mealId: existing.mealId, authorId: existing.userId, rating: existing.rating },
      });
    }
    return counters(await moveRatingCounters(tx, existing.mealId, ratingMove(-1, existing.rating, null)));
  });
  return { success: true, meal };
}

/** Admin All Reviews: every review with its meal's title, likes and review count, newest first. */
export async function listAllReviews(
  db: Db,
  viewer: Viewer | null,
  query: ReviewTableQuery,
): Promise<AdminReviewPage> {
  assertAdmin(viewer);
  const { rows, total } = await listReviewsWithMeals(db, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    reviews: rows.map((row) => ({
      _id: row.id,
      mealId: row.mealId,
      mealTitle: row.mealTitle,
      content: row.content,
      rating: row.rating,
      likes: row.likes,
      reviews_count: row.reviewsCount,
      userName: row.userName,
      time: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** My Reviews: one user's reviews with meal title and likes; that user or an admin. */
export async function listUserReviews(
  db: Db,
  viewer: Viewer,
  userId: string,
  query: ReviewTableQuery,
): Promise<UserReviewPage> {
  if (viewer.id !== userId && viewer.role !== 'admin') throw forbidden();
  const { rows, total } = await listReviewsWithMeals(db, {
    userId,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    reviews: rows.map((row) => ({ ...toDto(row), mealTitle: row.mealTitle, likes: row.likes })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
