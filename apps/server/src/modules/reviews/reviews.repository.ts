import { and, count, desc, eq, sql } from 'drizzle-orm';
import { matchesOverPage, pageAndTotal } from '../../lib/page-total.js';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { meals, reviews, users } from '../../db/schema/index.js';

const reviewColumns = {
  id: reviews.id,
  mealId: reviews.mealId,
  userId: reviews.userId,
  userName: users.name,
  userPhoto: users.image,
  rating: reviews.rating,
  content: reviews.content,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

/**
 * The meal's status, read with a transaction-scoped advisory lock on (meal, user) taken in the same statement:
 * two first submits of one user cannot both find "no review" (the lock comes before lockOwnReview's read,
 * whose statement then sees every submit of the pair committed before it). Undefined: no such meal.
 */
export async function lockMealForOwnReview(db: Db, mealId: string, userId: string) {
  const result = await db.execute(
    sql`select ${meals.status} as status, pg_advisory_xact_lock(hashtext(${mealId}), hashtext('review:' || ${userId}))
        from ${meals} where ${meals.id} = ${mealId}`,
  );
  return rawRows<{ status: string }>(result)[0];
}

/** How a meal's counters move when one review goes from `before` to `after` (null: no review or no stars). */
export interface CounterMove {
  reviews: number;
  unrated: number;
  sum: number;
}

/** The move for one review whose stars change from `before` to `after` (null: none); `reviews` as given. */
export function ratingMove(reviews: -1 | 0 | 1, before: number | null, after: number | null): CounterMove {
  const unrated = (after === null && reviews >= 0 ? 1 : 0) - (before === null && reviews <= 0 ? 1 : 0);
  return { reviews, unrated, sum: (after ?? 0) - (before ?? 0) };
}

/**
 * Moves a meal's review counters by a delta, as one statement: no count is read into the application and
 * written back, so parallel reviews each add exactly theirs. The average is recomputed from the new sum over
 * the reviews with stars, in the same statement (SET sees the old values, hence the repeated deltas).
 */
export async function moveRatingCounters(db: Db, mealId: string, move: CounterMove) {
  const [row] = await countersUpdate(db, mealId, move).returning({
    mealId: meals.id,
    rating: meals.rating,
    reviewsCount: meals.reviewsCount,
  });
  if (!row) return undefined;
  return { mealId: row.mealId, rating: Number(row.rating), reviews_count: row.reviewsCount };
}

function countersUpdate(db: Db, mealId: string, move: CounterMove) {
  const rated = sql`(${meals.reviewsCount} + ${move.reviews}) - (${meals.unratedReviews} + ${move.unrated})`;
  return db
    .update(meals)
    .set({
      reviewsCount: sql`${meals.reviewsCount} + ${move.reviews}`,
      unratedReviews: sql`${meals.unratedReviews} + ${move.unrated}`,
      ratingSum: sql`${meals.ratingSum} + ${move.sum}`,
      rating: sql`coalesce(round((${meals.ratingSum} + ${move.sum})::numeric / nullif(${rated}, 0), 1), 0)`,
    })
    .where(eq(meals.id, mealId));
}

/**
 * A user's review of a meal written (inserted, or the row `existingId` updated) and the meal's counters moved
 * by `move` (moveRatingCounters), in one statement: one round trip for what a submit changes. Undefined when
 * the meal is gone.
 */
export async function saveOwnReview(
  db: Db,
  review: {
    existingId: string | undefined;
    mealId: string;
    userId: string;
    rating: number | null;
    content: string;
  },
  move: CounterMove,
) {
  const written = review.existingId
    ? sql`update ${reviews} set rating = ${review.rating}, content = ${review.content}, updated_at = now()
          where id = ${review.existingId} returning id, created_at`
    : sql`insert into ${reviews} (meal_id, user_id, rating, content)
          values (${review.mealId}, ${review.userId}, ${review.rating}, ${review.content}) returning id, created_at`;
  const counters = countersUpdate(db, review.mealId, move).returning({
    rating: meals.rating,
    reviewsCount: meals.reviewsCount,
    reviewId: sql<string>`(select id from written)`.as('review_id'),
    // As ISO 8601 text: raw rows carry timestamps as each driver parses them.
    createdAt: sql<string>`(select to_json(created_at) #>> '{}' from written)`.as('review_created_at'),
  });
  const [row] = rawRows<{
    rating: string;
    reviews_count: number;
    review_id: string;
    review_created_at: string;
  }>(await db.execute(sql`with written as (${written}) ${counters.getSQL()}`));
  if (!row) return undefined;
  return {
    id: row.review_id,
    createdAt: new Date(row.review_created_at),
    meal: { mealId: review.mealId, rating: Number(row.rating), reviews_count: Number(row.reviews_count) },
  };
}

/** The caller's review of a meal, locked for the rest of the transaction (after lockMealForOwnReview). */
export async function lockOwnReview(db: Db, mealId: string, userId: string) {
  const [row] = await db
    .select({ id: reviews.id, rating: reviews.rating, createdAt: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.mealId, mealId), eq(reviews.userId, userId)))
    .for('update');
  return row;
}

/** A review by id, locked until the transaction ends (edit and delete read the old rating from it). */
export async function lockReview(db: Db, id: string) {
  const [row] = await db
    .select({ id: reviews.id, mealId: reviews.mealId, userId: reviews.userId, rating: reviews.rating })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  return row;
}

export async function updateReview(db: Db, id: string, changes: { rating: number | null; content: string }) {
  await db
    .update(reviews)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(reviews.id, id));
}

export async function deleteReview(db: Db, id: string) {
  await db.delete(reviews).where(eq(reviews.id, id));
}

export async function findReview(db: Db, id: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id));
  return row;
}

/**
 * A page of a meal's reviews and their total, or undefined when the meal does not exist. The total is the
 * meal's `reviews_count`, which every review write moves in its own transaction, so no read counts rows; the
 * page and the meal row are read at once (two queries in parallel, not three in a row).
 */
export async function listMealReviews(db: Db, mealId: string, limit: number, offset: number) {
  const [rows, [meal]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.mealId, mealId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ reviewsCount: meals.reviewsCount }).from(meals).where(eq(meals.id, mealId)),
  ]);
  return meal ? { rows, total: meal.reviewsCount } : undefined;
}

/** Reviews with their meal's title, likes and review count; all of them, or one user's. */
export async function listReviewsWithMeals(
  db: Db,
  filter: { userId?: string | undefined; limit: number; offset: number },
) {
  const where = filter.userId ? eq(reviews.userId, filter.userId) : undefined;
  const page = (withMatches: boolean) =>
    db
      .select({
        ...reviewColumns,
        mealTitle: meals.title,
        likes: meals.likesCount,
        reviewsCount: meals.reviewsCount,
        matches: withMatches ? matchesOverPage() : sql<number>`0`.mapWith(Number),
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(meals, eq(meals.id, reviews.mealId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(filter.limit)
      .offset(filter.offset);
  const countAll = async () =>
    (await db.select({ total: count() }).from(reviews).where(where))[0]?.total ?? 0;
  // One user's reviews: the page counts them. Everyone's: an index-only count beside the page.
  if (filter.userId) return pageAndTotal(await page(true), filter.offset, countAll);
  const [rows, total] = await Promise.all([page(false), countAll()]);
  return { rows, total };
}
