import { z } from 'zod';
import { REQUEST_STATUSES } from '../constants/statuses';
import { idSchema, isoDateTimeSchema, searchQuerySchema, uuidSchema } from './common';

export const requestStatusSchema = z.enum(REQUEST_STATUSES);

/** A meal request row (My Requested Meals and Serve Requested Meals). */
export const mealRequestSchema = z.object({
  _id: idSchema,
  userId: idSchema,
  userEmail: z.string(),
  userName: z.string(),
  mealId: idSchema,
  mealTitle: z.string(),
  /** Plan active when the request was made. */
  packageName: z.string(),
  status: requestStatusSchema,
  likes: z.number().int().min(0),
  reviews_count: z.number().int().min(0),
  createdAt: isoDateTimeSchema,
});
export type MealRequest = z.infer<typeof mealRequestSchema>;
export const mealRequestListSchema = z.array(mealRequestSchema);

/**
 * POST /requests body. Only the meal: user, title, package and status are decided by the
 * server from the session, the meal row and the active plan; other keys are dropped.
 */
export const mealRequestInputSchema = z.object({ mealId: uuidSchema });
export type MealRequestInput = z.infer<typeof mealRequestInputSchema>;

/** PATCH /requests/:id body (admin). Delivering has its own route (/serve), so only cancel is allowed here. */
export const requestStatusUpdateSchema = z.object({ status: z.literal('cancelled') });
export type RequestStatusUpdate = z.infer<typeof requestStatusUpdateSchema>;

/** GET /requests query: `email` narrows to one user (spec §7); `search` is the admin name/e-mail box. */
export const mealRequestListQuerySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
  search: searchQuerySchema,
  status: requestStatusSchema.optional(),
});
export type MealRequestListQuery = z.infer<typeof mealRequestListQuerySchema>;
