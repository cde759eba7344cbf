import type { Meal, MealListResponse } from '@messhall/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { sendShared, visitorAnswer } from '../../lib/shared-read.js';
import { likedAmong } from './meal-likes.repository.js';

/**
 * A signed-in student's list or meal: the visitor's answer (from the public response cache when it holds it)
 * with `likedByMe` set from one query over the meals on the page. Nothing else in these answers depends on
 * who asks, so a student costs a visitor's read plus that one query (decision 0024).
 */
export async function sendWithViewerLikes(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  viewerId: string,
): Promise<FastifyReply> {
  const shared = await visitorAnswer(request);
  if (shared.statusCode !== 200) return sendShared(reply, shared);
  const body = shared.json<MealListResponse | Meal>();
  const meals = 'meals' in body ? body.meals : [body];
  const liked = await likedAmong(
    db,
    viewerId,
    meals.map((meal) => meal._id),
  );
  for (const meal of meals) meal.likedByMe = liked.has(meal._id);
  return sendShared(reply, shared, JSON.stringify(body));
}
