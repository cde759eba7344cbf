import type {
  Meal,
  MealListQuery,
  MealListResponse,
  UpcomingListQuery,
  UpcomingMeal,
} from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { keepsSharedAnswers, sharedAnswer } from '../../lib/shared-answers.js';
import type { Viewer } from '../../lib/viewer.js';
import { likedAmong, likesOfUser } from './meal-likes.repository.js';
import { getMeal, listPublishedMeals } from './meals.service.js';
import { listUpcomingMeals } from './upcoming.service.js';

/*
 * The public meal reads (decision 0052): the part every reader shares comes from lib/shared-answers.ts, keyed by
 * the query; a signed-in reader's `likedByMe` is added from one indexed query over the meals in the answer.
 * Each returns the endpoint's exact JSON answer for `viewer` (undefined: a visitor).
 */

/** Readers with more likes than this have theirs looked up per answer instead of kept. */
const KEPT_LIKES_MAX = 500;

/**
 * Which of `mealIds` the reader likes. A reader's likes are kept like a shared part (decision 0069): every like
 * and unlike is a write that drops every kept part on every instance, so the kept list is never older than the
 * reader's last like. A reader with very many likes is asked about these meals only.
 */
async function likedByReader(db: Db, userId: string, mealIds: string[]): Promise<Set<string>> {
  if (!keepsSharedAnswers(db)) return likedAmong(db, userId, mealIds);
  const kept = await sharedAnswer(db, JSON.stringify(['likes-of', userId]), async () => ({
    mealIds: await likesOfUser(db, userId, KEPT_LIKES_MAX),
  }));
  if (kept.mealIds.length <= KEPT_LIKES_MAX) return new Set(kept.mealIds);
  return likedAmong(db, userId, mealIds);
}

/** The meals in `meals`, each with `likedByMe` for `viewer` (false for a visitor); the shared ones stay as they are. */
export async function withLikedByMe<T extends Meal>(
  db: Db,
  viewer: Viewer | undefined,
  meals: T[],
): Promise<T[]> {
  if (!viewer || meals.length === 0) return meals;
  const liked = await likedByReader(db, viewer.id, [...new Set(meals.map((meal) => meal._id))]);
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
