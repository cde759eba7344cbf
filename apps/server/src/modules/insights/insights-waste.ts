import type { HeadcountResponse, WasteDay } from '@messhall/shared';
import { slotForecaster } from '../../lib/forecast-method.js';
import { historyOf } from '../forecast/forecast.service.js';
import { productionKey, type ProductionRow } from '../forecast/production.repository.js';

/**
 * The waste chart's days from `from` on: per slot what was forecast (knowing only the days before it, as the
 * headcount showed it that morning), served, cooked and left. `counts` starts early enough for the forecast.
 */
export function wasteDays(
  counts: HeadcountResponse['days'],
  production: readonly ProductionRow[],
  from: string,
): WasteDay[] {
  const forecast = slotForecaster(historyOf(counts));
  const recorded = new Map(production.map((row) => [productionKey(row.date, row.slot), row]));
  return counts
    .filter((day) => day.date >= from)
    .map((day) => ({
      date: day.date,
      slots: day.slots.map((s) => {
        const record = recorded.get(productionKey(day.date, s.slot));
        return {
          slot: s.slot,
          expected: s.expected,
          forecast: forecast({ date: day.date, slot: s.slot, expected: s.expected }, day.date).cookFor,
          served: s.served,
          cooked: record?.cooked ?? null,
          leftover: record?.leftover ?? null,
        };
      }),
    }));
}
