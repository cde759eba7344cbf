import { type MealSlot, type MenuDay, PASS_GRACE_MINUTES } from '@messhall/shared';

const GRACE_MS = PASS_GRACE_MINUTES * 60_000;
/** The next slot's pass is offered beside the current one when its serving starts within this time. */
const NEXT_PASS_SOON_MS = 3 * 60 * 60_000;

export interface PassSlot {
  date: string;
  slot: MealSlot;
  servingFrom: string;
  servingTo: string;
}

/**
 * The pass to show: the slot the counter accepts now (from serving's start to its end plus the grace), or else
 * the next one to be served, from the days given (the hostel's today and tomorrow). `next` is the slot after it
 * when that one is served soon.
 */
export function passSlots(days: readonly MenuDay[], now: number): { current?: PassSlot; next?: PassSlot } {
  const ahead = days
    .flatMap((day) =>
      day.slots.map(({ slot, servingFrom, servingTo }) => ({ date: day.date, slot, servingFrom, servingTo })),
    )
    .filter((s) => Date.parse(s.servingTo) + GRACE_MS > now)
    .sort((a, b) => Date.parse(a.servingFrom) - Date.parse(b.servingFrom));
  const [current, following] = ahead;
  const soon = following && Date.parse(following.servingFrom) - now <= NEXT_PASS_SOON_MS;
  return { current, next: soon ? following : undefined };
}

/** Whether the counter is serving `slot` now (its start less the grace to its end). */
export const isServedNow = (slot: PassSlot, now: number) =>
  Date.parse(slot.servingFrom) - GRACE_MS <= now && now <= Date.parse(slot.servingTo) + GRACE_MS;
