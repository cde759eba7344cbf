import type { Membership, MenuSlot } from '@messhall/shared';

/**
 * Who is reading the menu, as far as skipping goes: a visitor, a signed-in user without an active plan, or a
 * member. 'pending' until the membership answer is in.
 */
export type MenuViewer = { kind: 'pending' } | { kind: 'visitor' } | { kind: 'no-plan' } | { kind: 'member' };

export function menuViewer(
  signedIn: boolean | undefined,
  membership: Pick<Membership, 'level'> | undefined,
): MenuViewer {
  if (signedIn === undefined) return { kind: 'pending' };
  if (!signedIn) return { kind: 'visitor' };
  if (!membership) return { kind: 'pending' };
  return { kind: membership.level === 'Bronze' ? 'no-plan' : 'member' };
}

/** What a slot offers its reader: nothing (visitors, non-members), a skip before the cutoff, or its closed state. */
export type SlotState =
  { kind: 'none' } | { kind: 'not-covered' } | { kind: 'open' | 'closed'; skipped: boolean; cutoff: string };

/**
 * The server says per slot whether a plan of the reader's counts them in (`covered`, decision 0035's member
 * moment), so a slot served before their plan began or after it ends is not theirs to skip.
 */
export function slotState(slot: MenuSlot, viewer: MenuViewer, now: number): SlotState {
  if (viewer.kind !== 'member') return { kind: 'none' };
  if (slot.covered === false) return { kind: 'not-covered' };
  const skipped = slot.skipped ?? false;
  if (now > Date.parse(slot.cutoff)) return { kind: 'closed', skipped, cutoff: slot.cutoff };
  return { kind: 'open', skipped, cutoff: slot.cutoff };
}
