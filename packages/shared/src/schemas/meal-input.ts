import { z } from 'zod';
import {
  DESCRIPTION_MAX_LENGTH,
  INGREDIENTS_MAX_LENGTH,
  PRICE_MAX,
  PRICE_STEP,
  TITLE_MAX_LENGTH,
} from '../constants/limits';
import { MEAL_CATEGORIES } from '../constants/categories';
import { MEAL_MESSAGES as M } from '../messages';
import { allergensField, dietTagsField } from './diet';
import { imageUrlField, isoDateTimeField, requiredText } from './fields';

// Body of POST /meals and PATCH /meals/:id (the spec sends the full meal on update).
// Only what an admin types is accepted. distributorName/Email come from the session and
// likes/rating/reviews_count from the server, so a plain z.object drops them if sent.

const blankToUndefined = (value: unknown) => {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'number' && Number.isNaN(value)) return undefined; // empty <input type=number>
  if (typeof value === 'string') return Number(value.trim());
  return value;
};

/**
 * Price: accepts a number or numeric text (forms send text). Unlike z.coerce.number(), an empty
 * field is 'Price is required' rather than silently becoming 0.
 */
export const priceField = z.preprocess(
  blankToUndefined,
  z
    .number({ error: (issue) => (issue.input === undefined ? M.priceRequired : M.priceNotNumber) })
    .min(0, M.pricePositive)
    .max(PRICE_MAX, M.priceTooHigh)
    .multipleOf(PRICE_STEP, M.priceDecimals),
);

export const mealCategoryField = z.enum(MEAL_CATEGORIES, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? M.categoryRequired : M.invalidCategory,
});

const mealFields = {
  title: requiredText(M.titleRequired, TITLE_MAX_LENGTH, M.titleTooLong),
  category: mealCategoryField,
  image: imageUrlField(M.uploadImageFirst),
  ingredients: requiredText(M.ingredientsRequired, INGREDIENTS_MAX_LENGTH, M.ingredientsTooLong),
  description: requiredText(M.descriptionRequired, DESCRIPTION_MAX_LENGTH, M.descriptionTooLong),
  price: priceField,
  postTime: isoDateTimeField(M.postTimeRequired),
  dietTags: dietTagsField,
  allergens: allergensField,
};

export const mealInputSchema = z.object(mealFields);
/** Parsed body (what the server stores). */
export type MealInput = z.infer<typeof mealInputSchema>;
/** Raw form values (price may still be text). */
export type MealFormValues = z.input<typeof mealInputSchema>;

/** PATCH /meals/:id takes the full body too (docs/product/api.md#meals: "full meal body"). */
export const mealUpdateSchema = mealInputSchema;
export type MealUpdate = MealInput;

/**
 * Body of POST /upcoming. The spec's upcoming form has no Post Time field, so postTime is
 * optional here (the server uses the publish moment); its image text is 'Please upload an image.'.
 */
export const upcomingMealInputSchema = z.object({
  ...mealFields,
  image: imageUrlField(M.uploadImage),
  postTime: isoDateTimeField(M.postTimeRequired).optional(),
  publishDate: isoDateTimeField(M.publishDateRequired),
});
export type UpcomingMealInput = z.infer<typeof upcomingMealInputSchema>;
export type UpcomingMealFormValues = z.input<typeof upcomingMealInputSchema>;

/**
 * "Publish date cannot be earlier than now" (docs/product/rules.md#add-upcoming-meal). The form picks minutes, so a date in the
 * current minute would already be "past" when it reaches the server; `graceMs` absorbs that.
 */
export function isPublishDateValid(date: string | Date, now: Date = new Date(), graceMs = 60_000): boolean {
  const time = (typeof date === 'string' ? new Date(date) : date).getTime();
  return Number.isFinite(time) && time >= now.getTime() - graceMs;
}
