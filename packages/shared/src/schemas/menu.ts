import { z } from 'zod';
import { MEAL_SLOTS, MENU_MAX_DAYS, MENU_MAX_MEALS_PER_SLOT } from '../constants/menu';
import { daysBetween } from '../calendar-days';
import { MENU_MESSAGES as M } from '../messages';
import { checkDayRange, dayRangeShape, hostelDateSchema, isoDateTimeSchema, uuidSchema } from './common';
import { mealSchema } from './meal';

// The daily meal service (decision 0035). Dates are the hostel's calendar days (YYYY-MM-DD in its time zone);
// moments (cutoffs, serving times, expiries) are ISO date-times.

export const mealSlotSchema = z.enum(MEAL_SLOTS, { error: M.invalidSlot });

/** `/api/menu/{date}/{slot}…` */
export const menuSlotParamsSchema = z.object({ date: hostelDateSchema, slot: mealSlotSchema });
export type MenuSlotParams = z.infer<typeof menuSlotParamsSchema>;

const rangeShape = dayRangeShape;
/** A range of at most MENU_MAX_DAYS days. */
const checkRange = checkDayRange(MENU_MAX_DAYS, M.rangeTooLong);

/** `?from=&to=` of the menu and the headcount. */
export const menuRangeQuerySchema = z.object(rangeShape).superRefine(checkRange);
export type MenuRangeQuery = z.infer<typeof menuRangeQuerySchema>;

/** One slot of one day as everyone sees it; `covered` and `skipped` only for a signed-in reader. */
export const menuSlotSchema = z.object({
  slot: mealSlotSchema,
  /** The last moment a member can skip (or undo a skip of) this slot. */
  cutoff: isoDateTimeSchema,
  servingFrom: isoDateTimeSchema,
  servingTo: isoDateTimeSchema,
  meals: z.array(mealSchema),
  /** A plan of the reader's holds when the slot is served: they are counted in unless they skipped it. */
  covered: z.boolean().optional(),
  skipped: z.boolean().optional(),
});
export type MenuSlot = z.infer<typeof menuSlotSchema>;

export const menuDaySchema = z.object({ date: hostelDateSchema, slots: z.array(menuSlotSchema) });
export type MenuDay = z.infer<typeof menuDaySchema>;

/** GET /api/menu: every day of the range with its three slots, planned or not. */
export const menuResponseSchema = z.object({ timeZone: z.string(), days: z.array(menuDaySchema) });
export type MenuResponse = z.infer<typeof menuResponseSchema>;

/** PUT /api/menu/{date}/{slot}: the slot's meals in order; an empty list clears it. */
export const menuSlotInputSchema = z.object({
  mealIds: z
    .array(uuidSchema, { error: M.unknownMeals })
    .max(MENU_MAX_MEALS_PER_SLOT, M.tooManyMeals)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, M.duplicateMeals),
});
export type MenuSlotInput = z.infer<typeof menuSlotInputSchema>;

export const menuSlotResponseSchema = menuSlotSchema.extend({ date: hostelDateSchema });
export type MenuSlotResponse = z.infer<typeof menuSlotResponseSchema>;

/** POST /api/menu/copy-week: the 7 days from `from` replace the 7 days from `to`. */
export const copyWeekInputSchema = z.object(rangeShape).superRefine((value, ctx) => {
  const span = daysBetween(value.from, value.to);
  if (!Number.isNaN(span) && Math.abs(span) < 7)
    ctx.addIssue({ code: 'custom', path: ['to'], message: M.weeksOverlap });
});
export type CopyWeekInput = z.infer<typeof copyWeekInputSchema>;

/** How many meal listings the target week holds now. */
export const copyWeekResponseSchema = z.object({ copied: z.number().int().min(0) });
export type CopyWeekResponse = z.infer<typeof copyWeekResponseSchema>;

/** A slot of a day, as skips and their reports name it. */
export const slotRefSchema = z.object({ date: hostelDateSchema, slot: mealSlotSchema });
export type SlotRef = z.infer<typeof slotRefSchema>;

/** POST /api/menu/{date}/{slot}/skip */
export const skipResponseSchema = slotRefSchema.extend({
  skipped: z.literal(true),
  cutoff: isoDateTimeSchema,
});
export type SkipResponse = z.infer<typeof skipResponseSchema>;

/** POST /api/menu/skips: every slot (of `slots`, default all) of the days from `from` to `to`. */
export const rangeSkipInputSchema = z
  .object({
    ...rangeShape,
    slots: z
      .array(mealSlotSchema)
      .min(1, M.invalidSlot)
      .refine((slots) => new Set(slots).size === slots.length, M.invalidSlot)
      .optional(),
  })
  .superRefine(checkRange);
export type RangeSkipInput = z.infer<typeof rangeSkipInputSchema>;

/**
 * What a range skip did: `skipped` holds every slot that is skipped now (also those skipped before), `closed`
 * the slots whose cutoff had passed (untouched), `notCovered` the days no plan of the member covers.
 */
export const rangeSkipResponseSchema = z.object({
  skipped: z.array(slotRefSchema),
  closed: z.array(slotRefSchema.extend({ cutoff: isoDateTimeSchema })),
  notCovered: z.array(slotRefSchema),
});
export type RangeSkipResponse = z.infer<typeof rangeSkipResponseSchema>;

export const headcountSlotSchema = z.object({
  slot: mealSlotSchema,
  /** Members with an active plan at the slot, less those who skipped it. */
  expected: z.number().int().min(0),
  skipped: z.number().int().min(0),
  /** Passes scanned. */
  served: z.number().int().min(0),
});
export type HeadcountSlot = z.infer<typeof headcountSlotSchema>;

/** GET /api/menu/headcount (admin) */
export const headcountResponseSchema = z.object({
  timeZone: z.string(),
  days: z.array(z.object({ date: hostelDateSchema, slots: z.array(headcountSlotSchema) })),
});
export type HeadcountResponse = z.infer<typeof headcountResponseSchema>;

/** GET /api/menu/{date}/{slot}/pass: the same code for the same member and slot, so a device may keep it. */
export const mealPassSchema = slotRefSchema.extend({
  code: z.string(),
  /** The same pass as 6 characters a person can read out and type at the counter (Crockford's base32). */
  shortCode: z.string(),
  /** The last moment the counter accepts it. */
  expiresAt: isoDateTimeSchema,
});
export type MealPass = z.infer<typeof mealPassSchema>;

/**
 * POST /api/menu/scan (admin): a scanned QR code, or a typed short code (any case, spaces and dashes allowed).
 */
export const scanInputSchema = z.object({
  code: z.string({ error: M.passForged }).trim().min(1, M.passForged).max(512, M.passForged),
});
export type ScanInput = z.infer<typeof scanInputSchema>;

export const scanResponseSchema = slotRefSchema.extend({
  name: z.string(),
  photo: z.string().nullable(),
  servedAt: isoDateTimeSchema,
});
export type ScanResponse = z.infer<typeof scanResponseSchema>;
