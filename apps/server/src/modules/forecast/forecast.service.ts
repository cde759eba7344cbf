import {
  FORECAST_HISTORY_WEEKS,
  type ForecastQuery,
  type ForecastResponse,
  type HeadcountResponse,
  type ProductionInput,
  type ProductionResponse,
  type SlotRef,
} from '@messhall/shared';
import { LRUCache } from 'lru-cache';
import { conflict } from '../../lib/app-error.js';
import { addDays, hostelDate } from '../../lib/hostel-clock.js';
import type { Viewer } from '../../lib/viewer.js';
import { recordAudit } from '../audit/audit.repository.js';
import { publishEvent } from '../events/events.publish.js';
import { getHeadcount, type MenuClock } from '../menu/menu.service.js';
import { readMenuTimes } from '../menu/menu-times.js';
import { slotForecaster, type HistoryByDay } from '../../lib/forecast-method.js';
import { listProduction, productionKey, upsertProduction } from './production.repository.js';

/** The headcount's days as the forecast's history: expected and served per day and slot. */
export function historyOf(days: HeadcountResponse['days']): HistoryByDay {
  return new Map(
    days.map((day) => [
      day.date,
      Object.fromEntries(day.slots.map((s) => [s.slot, { expected: s.expected, served: s.served }])),
    ]),
  );
}

type CountedDays = HeadcountResponse['days'];

/**
 * The counts of days that are over, kept by one server instance (decision 0065). Nothing the product does
 * changes them: skips close before a slot, passes are scanned at most half an hour after it (so only days
 * before yesterday are kept), and plans start when they are bought. The key holds the serving times, which
 * decide who was counted.
 */
export const pastCountsCache = () => new LRUCache<string, CountedDays>({ max: 8 });

export interface ForecastContext extends MenuClock {
  past: ReturnType<typeof pastCountsCache>;
}

/** The headcount from `from` to `to`: days before yesterday from the instance's cache, the rest counted now. */
async function countsOf(ctx: ForecastContext, from: string, to: string, today: string): Promise<CountedDays> {
  const settled = addDays(today, -2);
  if (from > settled) return (await getHeadcount(ctx, { from, to })).days;
  const key = `${from} ${settled} ${JSON.stringify(await readMenuTimes(ctx.db))}`;
  let past = ctx.past.get(key);
  if (!past) {
    past = (await getHeadcount(ctx, { from, to: settled })).days;
    ctx.past.set(key, past);
  }
  if (to <= settled) return past.filter((day) => day.date <= to);
  return [...past, ...(await getHeadcount(ctx, { from: addDays(settled, 1), to })).days];
}

/** The first day whose counts the forecast of `from` reads. */
export const historyStart = (from: string) => addDays(from, -7 * FORECAST_HISTORY_WEEKS);

/**
 * Each slot of the range: the headcount's numbers, how many to cook for and why, and the production recorded.
 * A day's forecast knows only the days before it and before the hostel's today, so today's skips and plans move
 * it as they change and a past day shows what was forecast for it.
 */
export async function getForecast(
  ctx: ForecastContext,
  range: ForecastQuery,
  now: Date = new Date(),
): Promise<ForecastResponse> {
  const today = hostelDate(ctx.zone, now);
  const [counts, production] = await Promise.all([
    countsOf(ctx, historyStart(range.from), range.to, today),
    listProduction(ctx.db, range.from, range.to),
  ]);
  const forecast = slotForecaster(historyOf(counts));
  const recorded = new Map(production.map((row) => [productionKey(row.date, row.slot), row]));
  return {
    timeZone: ctx.zone,
    today,
    days: counts
      .filter((day) => day.date >= range.from)
      .map((day) => ({
        date: day.date,
        slots: day.slots.map((s) => {
          const record = recorded.get(productionKey(day.date, s.slot));
          const asOf = day.date < today ? day.date : today;
          return {
            ...s,
            ...forecast({ date: day.date, slot: s.slot, expected: s.expected }, asOf),
            production: record
              ? {
                  cooked: record.cooked,
                  leftover: record.leftover,
                  updatedAt: record.updatedAt.toISOString(),
                }
              : null,
          };
        }),
      })),
  };
}

/**
 * An admin records what the kitchen cooked for a slot and what was left, on that slot's hostel day (decision
 * 0066); a second write that day corrects the first.
 */
export async function setProduction(
  ctx: MenuClock,
  admin: Viewer,
  ref: SlotRef,
  input: ProductionInput,
  now: Date = new Date(),
): Promise<ProductionResponse> {
  if (ref.date !== hostelDate(ctx.zone, now)) throw conflict('productionNotToday');
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await upsertProduction(tx, { ...ref, ...input, updatedBy: admin.id });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'menu.production',
      targetType: 'meal_production',
      targetId: productionKey(ref.date, ref.slot),
      data: { ...input },
    });
    await publishEvent(tx, 'headcount.changed', { admins: true }, { dates: [ref.date] });
    return saved;
  });
  return { ...ref, cooked: row.cooked, leftover: row.leftover, updatedAt: row.updatedAt.toISOString() };
}
