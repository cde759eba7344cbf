import { z } from 'zod';
import { PASS_GRACE_MINUTES } from '../constants/menu';
import { MENU_MESSAGES as M } from '../messages';

// The meal service's cutoff and serving times, apart from the other menu schemas: the admins' times form loads
// these without the menu's answer schemas, which bring the meal schema and its diet lists.

const clockTime = z.string({ error: M.invalidTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.invalidTime);

/** Minutes after midnight of an HH:MM. */
export const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A slot's times in the hostel's zone: skipping closes `cutoffDaysBefore` days before the slot's day at
 * `cutoffTime` (22:00 the evening before: 1 and '22:00'), and the counter serves from `servingFrom` to `servingTo`.
 */
export const slotTimesSchema = z
  .object({
    cutoffDaysBefore: z.number().int().min(0).max(7),
    cutoffTime: clockTime,
    servingFrom: clockTime,
    servingTo: clockTime,
  })
  .superRefine((value, ctx) => {
    const from = clockMinutes(value.servingFrom);
    if (clockMinutes(value.servingTo) <= from)
      ctx.addIssue({ code: 'custom', path: ['servingTo'], message: M.servingBackwards });
    // Skipping closes before the counter takes passes (PASS_GRACE_MINUTES before serving): no moment in
    // which a member can be served a meal and then skip it, counted both ways.
    if (clockMinutes(value.cutoffTime) - value.cutoffDaysBefore * 24 * 60 >= from - PASS_GRACE_MINUTES)
      ctx.addIssue({ code: 'custom', path: ['cutoffTime'], message: M.cutoffTooLate });
  });
export type SlotTimes = z.infer<typeof slotTimesSchema>;

/** PUT /api/menu/cutoffs (admin): every slot's times. */
export const menuTimesSchema = z.object({
  breakfast: slotTimesSchema,
  lunch: slotTimesSchema,
  dinner: slotTimesSchema,
});
export type MenuTimes = z.infer<typeof menuTimesSchema>;

export const menuTimesResponseSchema = menuTimesSchema.extend({
  timeZone: z.string(),
  passGraceMinutes: z.number().int().min(0),
});
export type MenuTimesResponse = z.infer<typeof menuTimesResponseSchema>;
