import { z } from 'zod';
import { FORECAST_MAX_DAYS, PRODUCTION_MAX_PORTIONS } from '../constants/menu';
import { MENU_MESSAGES as M } from '../messages';
import { checkDayRange, dayRangeShape, hostelDateSchema, isoDateTimeSchema } from './common';
import { mealSlotSchema } from './menu';

// The kitchen's forecast per slot and what it cooked and threw away (decisions 0065, 0066).

/** `GET /api/menu/forecast?from=&to=`: at most FORECAST_MAX_DAYS days. */
export const forecastQuerySchema = z
  .object(dayRangeShape)
  .superRefine(checkDayRange(FORECAST_MAX_DAYS, M.forecastRangeTooLong));
export type ForecastQuery = z.infer<typeof forecastQuerySchema>;

const count = z.number().int().min(0);

/** Portions a slot's record names: whole numbers, none below zero. */
const portionsSchema = z
  .number({ error: M.portionsWhole })
  .int(M.portionsWhole)
  .min(0, M.portionsWhole)
  .max(PRODUCTION_MAX_PORTIONS, M.portionsWhole);

/** `PUT /api/menu/{date}/{slot}/production`: portions cooked and portions left after the meal. */
export const productionInputSchema = z
  .object({ cooked: portionsSchema, leftover: portionsSchema })
  .superRefine((value, ctx) => {
    if (value.leftover > value.cooked)
      ctx.addIssue({ code: 'custom', path: ['leftover'], message: M.leftoverOverCooked });
  });
export type ProductionInput = z.infer<typeof productionInputSchema>;

/** A slot's production record as stored. */
export const productionSchema = z.object({
  cooked: count,
  leftover: count,
  updatedAt: isoDateTimeSchema,
});
export type Production = z.infer<typeof productionSchema>;

export const productionResponseSchema = productionSchema.extend({
  date: hostelDateSchema,
  slot: mealSlotSchema,
});
export type ProductionResponse = z.infer<typeof productionResponseSchema>;

/**
 * Why a slot's forecast is what it is. `history`: `share` of the expected members were served on this weekday
 * and slot over `weeks` weeks (recent ones weigh more). `expected`: fewer than FORECAST_MIN_WEEKS such weeks, so
 * the forecast is the expected count.
 */
export const forecastBasisSchema = z.enum(['history', 'expected']);
export type ForecastBasis = z.infer<typeof forecastBasisSchema>;

export const forecastSlotSchema = z.object({
  slot: mealSlotSchema,
  /** Members with a plan at the slot, less those who skipped it (the headcount's number). */
  expected: count,
  skipped: count,
  served: count,
  /** Portions to cook: the forecast of members served. */
  cookFor: count,
  /** The range the forecast's history spans (share ± its weighted spread, within 0..expected). */
  low: count,
  high: count,
  basis: forecastBasisSchema,
  /** The weighted share of expected members served, 0..1; null without enough history. */
  share: z.number().min(0).max(1).nullable(),
  /** Weeks of this weekday and slot the share was taken from. */
  weeks: count,
  /** What the kitchen recorded it cooked and left; null until it does. */
  production: productionSchema.nullable(),
});
export type ForecastSlot = z.infer<typeof forecastSlotSchema>;

/** `GET /api/menu/forecast` (admin) */
export const forecastResponseSchema = z.object({
  timeZone: z.string(),
  /** The hostel's today: production can be recorded for its slots only. */
  today: hostelDateSchema,
  days: z.array(z.object({ date: hostelDateSchema, slots: z.array(forecastSlotSchema) })),
});
export type ForecastResponse = z.infer<typeof forecastResponseSchema>;
