import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForecastResponse, MealSlot, ProductionInput, ProductionResponse } from '@messhall/shared';
import { api } from '@/lib/api-client';
import { menuKeys } from './keys';
import { useMenuMutation } from './use-menu-mutation';

/** GET /api/menu/forecast?from&to (admin): the headcount with how many to cook for, and production recorded. */
const forecastQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: menuKeys.forecast(from, to),
    queryFn: ({ signal }) => api.get<ForecastResponse>('/menu/forecast', { signal, query: { from, to } }),
  });

export const useForecast = (from: string, to: string) => useQuery(forecastQueryOptions(from, to));

/** PUT /api/menu/{date}/{slot}/production (admin): portions cooked and left, on the slot's own day. */
const setProduction = ({ date, slot, ...input }: ProductionInput & { date: string; slot: MealSlot }) =>
  api.put<ProductionResponse>(
    `/menu/${encodeURIComponent(date)}/${encodeURIComponent(slot)}/production`,
    input,
  );

export const useSetProduction = () => useMenuMutation(setProduction);
