import type {
  Meal,
  MealListQuery,
  MealListResponse,
  UpcomingListQuery,
  UpcomingMeal,
} from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { sharedAnswer } from '../../lib/shared-answers.js';
import type { Viewer } from '../../lib/viewer.js';
import { likedAmong } from './meal-likes.repository.js';
import { getMeal, listPublishedMeals } from './meals.service.js';
import { listUpcomingMeals } from './upcoming.service.js';

/*
 * The public meal reads (decision 0052): the part every reader shares comes from lib/shared-answers.ts, keyed by
 * the query; a signed-in reader's `likedByMe` is added from one indexed query over the meals in the answer.
 * Each returns the endpoint's exact JSON answer for `viewer` (undefined: a visitor).
 */

/** The meals in `meals`, each with `likedByMe` for `viewer` (false for a visitor); the shared ones stay as they are. */
export async function withLikedByMe<T extends Meal>(
  db: Db,
  viewer: Viewer | undefined,
  meals: T[],
): Promise<T[]> {
  if (!viewer || meals.length === 0) return meals;
  const liked = await likedAmong(db, viewer.id, [...new Set(meals.map((meal) => meal._id))]);
  return meals.map((meal) => ({ ...meal, likedByMe: liked.has(meal._id) }));
}

/** GET /api/meals: a page of published meals. */
export async function readMealList(
  db: Db,
  query: MealListQuery,
  viewer: Viewer | undefined,
): Promise<MealListResponse> {
  const shared = await sharedAnswer(db, JSON.stringify(['meals', query]), () =>
    listPublishedMeals(db, query, undefined),
  );
  return viewer ? { ...shared, meals: await withLikedByMe(db, viewer, shared.meals) } : shared;
}

/** GET /api/meals/:id: one meal (404 when unknown). */
export async function readMeal(db: Db, id: string, viewer: Viewer | undefined): Promise<Meal> {
  const shared = await sharedAnswer(db, JSON.stringify(['meal', id]), () => getMeal(db, id, undefined));
  return viewer ? (await withLikedByMe(db, viewer, [shared]))[0]! : shared;
}

/** GET /api/upcoming: the upcoming meals; an admin's list also holds those already published from it. */
export async function readUpcomingMeals(
  db: Db,
  query: UpcomingListQuery,
  viewer: Viewer | undefined,
): Promise<UpcomingMeal[]> {
  const admin = viewer?.role === 'admin';
  const shared = await sharedAnswer(db, JSON.stringify(['upcoming', admin, query]), () =>
    listUpcomingMeals(db, query, admin),
  );
  return withLikedByMe(db, viewer, shared);
}
