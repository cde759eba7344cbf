import type { MenuRangeQuery, MenuResponse } from '@messhall/shared';
import { sharedAnswer } from '../../lib/shared-answers.js';
import type { Viewer } from '../../lib/viewer.js';
import { withLikedByMe } from '../meals/meals.reads.js';
import { memberPeriodsOf, skippedAmong, slotKey } from './menu.repository.js';
import { getMenu, memberMoment, type MenuClock } from './menu.service.js';

/** A reader's menu, and the moment it stops being true by itself (the next start or end of their paid time). */
export interface ReaderMenu {
  menu: MenuResponse;
  until: Date | undefined;
}

/**
 * GET /api/menu for `viewer`: the shared menu of the range (lib/shared-answers.ts) with the reader's own
 * `covered` and `skipped` on every slot and `likedByMe` on every meal (decision 0052). `covered` is the rule
 * that counts them (a paid period holds the slot's member moment), so a plan that starts or ends inside the
 * range shows on exactly the slots it counts.
 */
export async function menuOfReader(
  ctx: MenuClock,
  range: MenuRangeQuery,
  viewer: Viewer | undefined,
): Promise<ReaderMenu> {
  const shared = await sharedAnswer(ctx.db, JSON.stringify(['menu', range.from, range.to]), () =>
    getMenu(ctx, range),
  );
  if (!viewer) return { menu: shared, until: undefined };
  const slots = shared.days.flatMap((day) => day.slots);
  const now = new Date();
  const moments = slots.map((slot) =>
    memberMoment({ servingFrom: new Date(slot.servingFrom), servingTo: new Date(slot.servingTo) }, now),
  );
  const first = new Date(Math.min(...moments.map(Number)));
  // Moments move forward with the clock up to the end of serving: the periods read are those that could ever
  // hold one, so the next start or end among them is when this answer may change by itself.
  const last = new Date(Math.max(...slots.map((slot) => Date.parse(slot.servingTo))));
  const [skipped, liked, periods] = await Promise.all([
    skippedAmong(ctx.db, viewer.id, range.from, range.to),
    withLikedByMe(
      ctx.db,
      viewer,
      slots.flatMap((slot) => slot.meals),
    ),
    slots.length > 0 ? memberPeriodsOf(ctx.db, viewer.id, first, last) : [],
  ]);
  // `moments` and `liked` follow the slots and their meals in order: `next` and `offset` walk them alongside.
  let next = 0;
  let offset = 0;
  const days = shared.days.map((day) => ({
    ...day,
    slots: day.slots.map((slot) => {
      const at = moments[next++]!.getTime();
      const meals = liked.slice(offset, (offset += slot.meals.length));
      return {
        ...slot,
        meals,
        covered: periods.some((period) => period.start.getTime() <= at && at < period.end.getTime()),
        skipped: skipped.has(slotKey({ date: day.date, slot: slot.slot })),
      };
    }),
  }));
  const changes = periods.flatMap((period) => [period.start, period.end]).filter((moment) => moment > now);
  const until = changes.length > 0 ? new Date(Math.min(...changes.map(Number))) : undefined;
  return { menu: { ...shared, days }, until };
}

/** GET /api/menu's exact answer for `viewer` (undefined: a visitor). */
export async function readMenu(
  ctx: MenuClock,
  range: MenuRangeQuery,
  viewer: Viewer | undefined,
): Promise<MenuResponse> {
  return (await menuOfReader(ctx, range, viewer)).menu;
}
