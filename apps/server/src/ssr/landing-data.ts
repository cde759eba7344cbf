import {
  type FirstRead,
  mealListQuerySchema,
  mealListResponseSchema,
  mealReviewsQuery,
  mealReviewsQuerySchema,
  mealSchema,
  reviewPageSchema,
} from '@messhall/shared';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import type { Viewer } from '../lib/viewer.js';
import { readMeal, readMealList } from '../modules/meals/meals.reads.js';
import { readMealReviews } from '../modules/reviews/reviews.service.js';

/**
 * The answer `schema` gives on the API, as JSON values: the response serializer encodes with the route's
 * schema (unknown fields dropped) before it writes JSON, and the page's cache must hold that same answer.
 */
async function asTheApiAnswers<S extends z.ZodType>(
  schema: S,
  answer: Promise<z.output<S>>,
): Promise<unknown> {
  return JSON.parse(JSON.stringify(schema.encode(await answer))) as unknown;
}

type LandingAnswer = (db: Db, args: unknown[], viewer: Viewer | null) => Promise<unknown>;

/**
 * Each landing read, by the first two parts of its query key (packages/shared/src/client-routes.ts
 * `queryKeys`), answered by the read function that its API route calls (decision 0052), with the reader as
 * that route sees them. The page is one request: it never re-enters the app for its data.
 */
const LANDING_ANSWERS: Record<string, LandingAnswer> = {
  // GET /api/meals
  'meals list': (db, [query], viewer) =>
    asTheApiAnswers(
      mealListResponseSchema,
      readMealList(db, mealListQuerySchema.parse(query), viewer ?? undefined),
    ),
  // GET /api/meals/:id
  'meals detail': (db, [id], viewer) =>
    asTheApiAnswers(mealSchema, readMeal(db, String(id), viewer ?? undefined)),
  // GET /api/meals/:id/reviews, first page: the same for everyone.
  'reviews meal': (db, [id]) =>
    asTheApiAnswers(
      reviewPageSchema,
      readMealReviews(db, String(id), mealReviewsQuerySchema.parse(mealReviewsQuery(1))),
    ),
};

/** The API's answer to a landing read for `viewer`; rejects as the API would fail (404, bad query). */
export function readLandingData(db: Db, read: FirstRead, viewer: Viewer | null): Promise<unknown> {
  const [area, kind, ...args] = read.queryKey;
  const answer = LANDING_ANSWERS[`${String(area)} ${String(kind)}`];
  if (!answer)
    return Promise.reject(new Error(`No service answers the landing read ${JSON.stringify(read.queryKey)}`));
  return answer(db, args, viewer);
}
