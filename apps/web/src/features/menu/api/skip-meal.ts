import type { MealSlot, RangeSkipInput, RangeSkipResponse, SkipResponse } from '@messhall/shared';
import { api } from '@/lib/api-client';
import { useMenuMutation } from './use-menu-mutation';

const slotUrl = (date: string, slot: MealSlot) =>
  `/menu/${encodeURIComponent(date)}/${encodeURIComponent(slot)}/skip`;

/** POST /api/menu/{date}/{slot}/skip (member): 201; 409 after the cutoff, naming it; 403 without a plan. */
export const skipMeal = ({ date, slot }: { date: string; slot: MealSlot }) =>
  api.post<SkipResponse>(slotUrl(date, slot));

/** DELETE of the same: 204, also when it was not skipped; 409 after the cutoff. */
export const undoSkip = ({ date, slot }: { date: string; slot: MealSlot }) =>
  api.delete<void>(slotUrl(date, slot));

/** POST /api/menu/skips: every open slot a plan covers from `from` to `to`, in one go. */
export const skipRange = (input: RangeSkipInput) => api.post<RangeSkipResponse>('/menu/skips', input);

export const useSkipMeal = () => useMenuMutation(skipMeal);
export const useUndoSkip = () => useMenuMutation(undoSkip);
export const useSkipRange = () => useMenuMutation(skipRange);
