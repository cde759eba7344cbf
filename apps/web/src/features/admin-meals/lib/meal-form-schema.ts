import {
  isPublishDateValid,
  MEAL_MESSAGES as M,
  mealInputSchema,
  upcomingMealInputSchema,
} from '@messhall/shared';
import { z } from 'zod';
import { fromDateTimeLocal } from './date-time';

export type { MealFormFields } from './meal-form-fields';

function localDateTime(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .transform((value, ctx) => {
      const iso = fromDateTimeLocal(value);
      if (iso) return iso;
      ctx.addIssue({ code: 'custom', message: M.invalidDateTime });
      return z.NEVER;
    });
}

/** Add Meal and Update Meal: the POST/PATCH /meals body, Post Time from the local picker. */
export const mealFormSchema = mealInputSchema.extend({ postTime: localDateTime(M.postTimeRequired) });

/** Add Upcoming Meal: no Post Time; the publish date is required and not earlier than now (docs/product/rules.md#add-upcoming-meal). */
export const upcomingMealFormSchema = upcomingMealInputSchema.omit({ postTime: true }).extend({
  publishDate: localDateTime(M.publishDateRequired).refine((iso) => isPublishDateValid(iso), {
    message: M.publishDateInPast,
  }),
});
