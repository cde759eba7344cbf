import { useQuery } from '@tanstack/react-query';
import type {
  CopyWeekInput,
  CopyWeekResponse,
  MealSlot,
  MenuSlotResponse,
  MenuTimes,
  MenuTimesResponse,
  ScanResponse,
} from '@messhall/shared';
import { api } from '@/lib/api-client';
import { menuKeys } from './keys';
import { useMenuMutation } from './use-menu-mutation';

/** PUT /api/menu/{date}/{slot} (admin): the slot's meals in order; an empty list clears it. */
export const setMenuSlot = ({ date, slot, mealIds }: { date: string; slot: MealSlot; mealIds: string[] }) =>
  api.put<MenuSlotResponse>(`/menu/${encodeURIComponent(date)}/${encodeURIComponent(slot)}`, { mealIds });

/** POST /api/menu/copy-week (admin): the 7 days from `from` replace the 7 days from `to`. */
export const copyMenuWeek = (input: CopyWeekInput) => api.post<CopyWeekResponse>('/menu/copy-week', input);

/** PUT /api/menu/cutoffs (admin): every slot's cutoff and serving times. */
export const setMenuTimes = (times: MenuTimes) => api.put<MenuTimesResponse>('/menu/cutoffs', times);

/** POST /api/menu/scan (admin): 200 with the member served, or 409 with the reason. */
export const scanMealPass = (code: string) => api.post<ScanResponse>('/menu/scan', { code });

/** GET /api/menu/cutoffs (admin) */
export const useMenuTimes = () =>
  useQuery({
    queryKey: menuKeys.times(),
    queryFn: ({ signal }) => api.get<MenuTimesResponse>('/menu/cutoffs', { signal }),
  });

export const useSetMenuSlot = () => useMenuMutation(setMenuSlot);
export const useCopyMenuWeek = () => useMenuMutation(copyMenuWeek);
export const useSetMenuTimes = () => useMenuMutation(setMenuTimes);
export const useScanMealPass = () => useMenuMutation(scanMealPass);
