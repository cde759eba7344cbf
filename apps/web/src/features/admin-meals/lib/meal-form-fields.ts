import type { Allergen, DietTag } from '@messhall/shared';

// Kept apart from meal-form-schema.ts, which pulls zod in: the form needs these at once, the schemas later.

/**
 * What the meal form holds while it is edited: text, as the inputs give it. meal-form-schema.ts checks it with the
 * shared API schemas (same rules and spec texts as the server) and turn it into the API body.
 */
export interface MealFormFields {
  title: string;
  category: string;
  /** The uploaded image's URL; '' until an image is uploaded. */
  image: string;
  ingredients: string;
  description: string;
  price: string;
  /** datetime-local values (local time); the schemas send them as ISO with a zone. */
  postTime: string;
  publishDate: string;
  /** Chosen with chips, so only known values; in DIET_TAGS and ALLERGENS order. */
  dietTags: DietTag[];
  allergens: Allergen[];
}

export const emptyMealForm: MealFormFields = {
  title: '',
  category: '',
  image: '',
  ingredients: '',
  description: '',
  price: '',
  postTime: '',
  publishDate: '',
  dietTags: [],
  allergens: [],
};
