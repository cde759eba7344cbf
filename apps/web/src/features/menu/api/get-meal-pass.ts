import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MealPass, MealSlot } from '@messhall/shared';
import { api } from '@/lib/api-client';
import { menuKeys } from './keys';

/** GET /api/menu/{date}/{slot}/pass (member): the same code for the same member and slot until `expiresAt`. */
export function getMealPass(date: string, slot: MealSlot, signal?: AbortSignal) {
  return api.get<MealPass>(`/menu/${encodeURIComponent(date)}/${encodeURIComponent(slot)}/pass`, { signal });
}

export const mealPassQueryOptions = (date: string, slot: MealSlot) =>
  queryOptions({
    queryKey: menuKeys.pass(date, slot),
    queryFn: ({ signal }) => getMealPass(date, slot, signal),
    // The code does not change for the slot: no refetch while it is on screen.
    staleTime: Infinity,
    retry: false,
  });

export function useMealPass(date: string, slot: MealSlot | undefined) {
  return useQuery({ ...mealPassQueryOptions(date, slot ?? 'breakfast'), enabled: slot !== undefined });
}
