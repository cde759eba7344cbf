import type { Membership, MenuSlot } from '@messhall/shared';

/**
 * Who is reading the menu, as far as skipping goes: a visitor, a signed-in user without an active plan, or a
 * member whose paid time (the active plan and any plan paid after it) runs until `coveredUntil`. 'pending'
 * until the membership answer is in.
 */
export type MenuViewer =
  | { kind: 'pending' }
  | { kind: 'visitor' }
  | { kind: 'no-plan' }
  | { kind: 'member'; coveredUntil: string | null };

export function menuViewer(
  signedIn: boolean | undefined,
  membership: Pick<Membership, 'level' | 'periodEnd' | 'next'> | undefined,
): MenuViewer {
  if (signedIn === undefined) return { kind: 'pending' };
  if (!signedIn) return { kind: 'visitor' };
  if (!membership) return { kind: 'pending' };
  if (membership.level === 'Bronze') return { kind: 'no-plan' };
  return { kind: 'member', coveredUntil: membership.next?.endsAt ?? membership.periodEnd };
}

/** What a slot offers its reader: nothing (visitors, non-members), a skip before the cutoff, or its closed state. */
export type SlotState =
  { kind: 'none' } | { kind: 'not-covered' } | { kind: 'open' | 'closed'; skipped: boolean; cutoff: string };

/**
 * A member is counted for a slot when a plan holds at the start of its serving (decision 0035), so a slot served
 * after the paid time ends is not theirs to skip.
 */
export function slotState(slot: MenuSlot, viewer: MenuViewer, now: number): SlotState {
  if (viewer.kind !== 'member') return { kind: 'none' };
  const skipped = slot.skipped ?? false;
  if (now > Date.parse(slot.cutoff)) return { kind: 'closed', skipped, cutoff: slot.cutoff };
  if (viewer.coveredUntil && Date.parse(slot.servingFrom) >= Date.parse(viewer.coveredUntil))
    return { kind: 'not-covered' };
  return { kind: 'open', skipped, cutoff: slot.cutoff };
}
