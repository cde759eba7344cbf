import { z } from 'zod';
import { MEAL_REVIEWS_PAGE_SIZE, REVIEW_MAX_LENGTH } from '../constants/limits';
import { REVIEW_MESSAGES as M } from '../messages';
import { ADMIN_TABLE_PAGE_SIZE } from '../constants/limits';
import { idSchema, isoDateTimeSchema, limitQuerySchema, pageInfoShape, pageQuerySchema } from './common';
import { requiredText } from './fields';

// A review is text with optional 1–5 stars (the spec's body is text only); one per user per meal.
// Author fields come from the session, never from the body (the spec's userId/userName are ignored).

/** null: the review has no stars. */
const ratingValue = z.number().int().min(1).max(5).nullable();

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
// Optional; when given, 1–5 whole stars. Coerced because star pickers built from radio inputs yield text;
// an empty value (no star chosen, or null) means no stars.
const ratingField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: M.ratingInvalid })
    .int(M.ratingInvalid)
    .min(1, M.ratingInvalid)
    .max(5, M.ratingInvalid)
    .optional(),
);

/** POST /meals/:id/reviews body: the spec's text, stars optional. */
export const reviewInputSchema = z.object({ content: contentField, rating: ratingField });
export type ReviewInput = z.infer<typeof reviewInputSchema>;
export type ReviewFormValues = z.input<typeof reviewInputSchema>;

/** PUT / PATCH /reviews/:id body: new text, stars only when changed. */
export const reviewUpdateSchema = z.object({ content: contentField, rating: ratingField });
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

/** GET /meals/:id/reviews query: newest first, paged. */
export const mealReviewsQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuerySchema(MEAL_REVIEWS_PAGE_SIZE),
});
export type MealReviewsQuery = z.infer<typeof mealReviewsQuerySchema>;

/** GET /reviews/all and GET /reviews/user/:userId query: the tables show everything, so the largest page. */
export const reviewTableQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuerySchema(ADMIN_TABLE_PAGE_SIZE),
});
export type ReviewTableQuery = z.infer<typeof reviewTableQuerySchema>;

/** GET /meals/:id/reviews answer (newest first). */
export const reviewPageSchema = z.object({ reviews: reviewListSchema, ...pageInfoShape });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** GET /reviews/user/:userId answer (My Reviews). */
export const userReviewPageSchema = z.object({ reviews: userReviewListSchema, ...pageInfoShape });
export type UserReviewPage = z.infer<typeof userReviewPageSchema>;

/** GET /reviews/all answer (Admin All Reviews). */
export const adminReviewPageSchema = z.object({ reviews: adminReviewListSchema, ...pageInfoShape });
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

/** The reviewed meal's counters right after a write (same transaction as the write). */
export const mealRatingSchema = z.object({
  mealId: idSchema,
  rating: z.number().min(0).max(5),
  reviews_count: z.number().int().min(0),
});
export type MealRating = z.infer<typeof mealRatingSchema>;

/** POST /meals/:id/reviews (201 created, 200 when it replaced the caller's review), PUT/PATCH /reviews/:id. */
export const reviewWriteResponseSchema = z.object({
  review: reviewSchema,
  /** true when this call created the review; false when it edited the caller's existing one. */
  created: z.boolean(),
  meal: mealRatingSchema,
});
export type ReviewWriteResponse = z.infer<typeof reviewWriteResponseSchema>;

/** DELETE /reviews/:id answer. */
export const reviewDeleteResponseSchema = z.object({ success: z.boolean(), meal: mealRatingSchema });
export type ReviewDeleteResponse = z.infer<typeof reviewDeleteResponseSchema>;
