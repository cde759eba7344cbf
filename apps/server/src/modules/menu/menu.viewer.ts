import type { MenuResponse } from '@messhall/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { sendShared, visitorAnswer } from '../../lib/shared-read.js';
import { likedAmong } from '../meals/meal-likes.repository.js';
import { skippedAmong, slotKey } from './menu.repository.js';

/**
 * A signed-in reader's menu: the visitors' answer (from the public response cache when it holds it) with their
 * own `skipped` on every slot and `likedByMe` on every meal (decision 0024's shared read).
 */
export async function sendMenuForViewer(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  viewerId: string,
  range: { from: string; to: string },
): Promise<FastifyReply> {
  const shared = await visitorAnswer(request);
  if (shared.statusCode !== 200) return sendShared(reply, shared);
  const body = shared.json<MenuResponse>();
  const slots = body.days.flatMap((day) => day.slots.map((slot) => ({ date: day.date, slot })));
  const meals = slots.flatMap(({ slot }) => slot.meals);
  const [skipped, liked] = await Promise.all([
    skippedAmong(db, viewerId, range.from, range.to),
    likedAmong(db, viewerId, [...new Set(meals.map((meal) => meal._id))]),
  ]);
  for (const { date, slot } of slots) slot.skipped = skipped.has(slotKey({ date, slot: slot.slot }));
  for (const meal of meals) meal.likedByMe = liked.has(meal._id);
  return sendShared(reply, shared, JSON.stringify(body));
}
