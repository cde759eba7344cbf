import { z } from 'zod';
import { REVIEW_MAX_LENGTH } from '../constants/limits';
import { REVIEW_MESSAGES as M } from '../messages';
import { idSchema, isoDateTimeSchema } from './common';
import { requiredText } from './fields';

// Reviews carry a 1–5 star rating and text; one per user per meal (DESIGN.md).
// Author fields come from the session, never from the body (the spec's userId/userName are ignored).

const ratingValue = z.number().int().min(1).max(5);

/** GET /meals/:id/reviews item. */
export const reviewSchema = z.object({
  _id: idSchema,
  mealId: idSchema,
  userId: idSchema,
  userName: z.string(),
  userPhoto: z.string().nullable(),
  rating: ratingValue,
  content: z.string(),
  time: isoDateTimeSchema,
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

/** GET /reviews/user/:userId item (My Reviews table: Meal, Likes, Review). */
export const userReviewSchema = reviewSchema.extend({
  mealTitle: z.string(),
  /** Likes of the reviewed meal. */
  likes: z.number().int().min(0),
});
export type UserReview = z.infer<typeof userReviewSchema>;
export const userReviewListSchema = z.array(userReviewSchema);

/** GET /reviews/all row (Admin All Reviews: Meal Title, Comment, Likes, Reviews Count). */
export const adminReviewRowSchema = z.object({
  _id: idSchema,
  mealId: idSchema,
  mealTitle: z.string(),
  content: z.string(),
  rating: ratingValue,
  likes: z.number().int().min(0),
  reviews_count: z.number().int().min(0),
  userName: z.string(),
  time: isoDateTimeSchema,
});
export type AdminReviewRow = z.infer<typeof adminReviewRowSchema>;
export const adminReviewListSchema = z.array(adminReviewRowSchema);

const contentField = requiredText(M.reviewRequired, REVIEW_MAX_LENGTH, M.reviewTooLong);
// Coerced because star pickers built from radio inputs yield text.
const ratingField = z.coerce
  .number({ error: M.ratingRequired })
  .int(M.ratingRequired)
  .min(1, M.ratingRequired)
  .max(5, M.ratingRequired);

/** POST /meals/:id/reviews body. */
export const reviewInputSchema = z.object({ content: contentField, rating: ratingField });
export type ReviewInput = z.infer<typeof reviewInputSchema>;
export type ReviewFormValues = z.input<typeof reviewInputSchema>;

/** PUT / PATCH /reviews/:id body: new text, rating only when changed. */
export const reviewUpdateSchema = z.object({ content: contentField, rating: ratingField.optional() });
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;
