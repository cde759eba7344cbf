import type { MenuResponse } from '@messhall/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { sendShared, visitorAnswer } from '../../lib/shared-read.js';
import { keepAnswerUntil } from '../../plugins/public-cache.js';
import { likedAmong } from '../meals/meal-likes.repository.js';
import { memberPeriodsOf, skippedAmong, slotKey } from './menu.repository.js';
import { memberMoment } from './menu.service.js';

/**
 * A signed-in reader's menu: the visitors' answer (from the public response cache when it holds it) with their
 * own `covered` and `skipped` on every slot and `likedByMe` on every meal (decision 0024's shared read).
 * `covered` is the rule that counts them (a paid period holds the slot's member moment), so a plan that starts
 * or ends inside the range shows on exactly the slots it counts. A slot being served has the present as its
 * member moment, so the answer is kept (public-cache.ts) only until the next start or end of the reader's paid
 * time; a payment drops it at once.
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
  const now = new Date();
  const moments = slots.map(({ slot }) =>
    memberMoment({ servingFrom: new Date(slot.servingFrom), servingTo: new Date(slot.servingTo) }, now),
  );
  const first = new Date(Math.min(...moments.map(Number)));
  // Moments move forward with the clock up to the end of serving: the periods read are those that could ever
  // hold one, so the next start or end among them is when this answer may change by itself.
  const last = new Date(Math.max(...slots.map(({ slot }) => Date.parse(slot.servingTo))));
  const [skipped, liked, periods] = await Promise.all([
    skippedAmong(db, viewerId, range.from, range.to),
    likedAmong(db, viewerId, [...new Set(meals.map((meal) => meal._id))]),
    slots.length > 0 ? memberPeriodsOf(db, viewerId, first, last) : [],
  ]);
  slots.forEach(({ date, slot }, i) => {
    const at = moments[i]!.getTime();
    slot.covered = periods.some((period) => period.start.getTime() <= at && at < period.end.getTime());
    slot.skipped = skipped.has(slotKey({ date, slot: slot.slot }));
  });
  for (const meal of meals) meal.likedByMe = liked.has(meal._id);
  const changes = periods.flatMap((period) => [period.start, period.end]).filter((moment) => moment > now);
  if (changes.length > 0) keepAnswerUntil(request, new Date(Math.min(...changes.map(Number))));
  return sendShared(reply, shared, JSON.stringify(body));
}
