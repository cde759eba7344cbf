import { z } from 'zod';
import { MEAL_CATEGORIES } from '../constants/categories';
import { MEAL_STATUSES } from '../constants/statuses';
import { ALLERGENS, DIET_TAGS } from '../constants/diet';
import { idSchema, isoDateTimeSchema } from './common';

// Meal as the API returns it. Explicit on purpose: the server uses this as the Fastify
// response schema, which drops every key not listed here.
//
// `likes` is a count, not the spec's list of user ids: the list would reveal who liked what and
// grows without bound. `likedByMe` carries the one bit the screen needs from it.

export const mealCategorySchema = z.enum(MEAL_CATEGORIES);
export const mealStatusSchema = z.enum(MEAL_STATUSES);

export const mealSchema = z.object({
  _id: idSchema,
  title: z.string(),
  category: mealCategorySchema,
  /** '/api/images/<uuid>' for uploads; an http(s) URL is also allowed. */
  image: z.string(),
  ingredients: z.string(),
  description: z.string(),
  /** Taka (Tk.), at most 2 decimals. */
  price: z.number(),
  postTime: isoDateTimeSchema,
  distributorName: z.string(),
  distributorEmail: z.string(),
  /** Average review rating, 0 when there are no reviews, one decimal. */
  rating: z.number().min(0).max(5),
  likes: z.number().int().min(0),
  /** false for visitors. */
  likedByMe: z.boolean(),
  reviews_count: z.number().int().min(0),
  createdAt: isoDateTimeSchema,
  status: mealStatusSchema,
  /** Set for meals created as upcoming; null for meals posted directly. */
  publishDate: isoDateTimeSchema.nullable(),
  /** In DIET_TAGS order. */
  dietTags: z.array(z.enum(DIET_TAGS)),
  /** What the meal contains, in ALLERGENS order. */
  allergens: z.array(z.enum(ALLERGENS)),
});
export type Meal = z.infer<typeof mealSchema>;

/**
 * Upcoming meal: the same row plus `published`, which the spec's screens read (true once published), and
 * `trustedLikes`, the part of `likes` that counts toward auto-publishing (admins and members with an active paid
 * plan, docs/decisions/0026-likes-that-publish.md).
 */
export const upcomingMealSchema = mealSchema.extend({
  trustedLikes: z.number().int().min(0),
  published: z.boolean(),
});
export type UpcomingMeal = z.infer<typeof upcomingMealSchema>;

export const upcomingMealListSchema = z.array(upcomingMealSchema);

/** PATCH /meals/:id/like — the new count and whether the caller now likes it. */
export const likeResponseSchema = z.object({
  likes: z.number().int().min(0),
  liked: z.boolean(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/** PATCH /upcoming/:id/like — also the likes that count toward auto-publishing, and whether this like triggered it. */
export const upcomingLikeResponseSchema = likeResponseSchema.extend({
  trustedLikes: z.number().int().min(0),
  published: z.boolean(),
});
export type UpcomingLikeResponse = z.infer<typeof upcomingLikeResponseSchema>;

/**
 * GET /upcoming/:id/likes (admin): who liked an upcoming meal, and whose like counts toward auto-publishing
 * (`trusted`: an admin or a member with an active paid plan).
 */
export const upcomingLikersSchema = z.object({
  likes: z.number().int(),
  trustedLikes: z.number().int(),
  likers: z.array(
    z.object({
      _id: idSchema,
      name: z.string(),
      email: z.string(),
      trusted: z.boolean(),
      likedAt: isoDateTimeSchema,
    }),
  ),
});
export type UpcomingLikers = z.infer<typeof upcomingLikersSchema>;
