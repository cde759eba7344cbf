import { z } from 'zod';
import { ADMIN_TABLE_PAGE_SIZE } from '../constants/limits';
import { REQUEST_STATUSES } from '../constants/statuses';
import {
  hasNoNul,
  idSchema,
  isoDateTimeSchema,
  limitQuerySchema,
  NUL_CHARACTER_MESSAGE,
  pageInfoShape,
  pageQuerySchema,
  searchQuerySchema,
  uuidSchema,
} from './common';

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

/**
 * PATCH /requests/:id body (admin). The screens send `cancelled` (Serve has its own route, /serve). Any known
 * status is accepted here so that a transition the state machine forbids (e.g. to `pending`, or anything from
 * `delivered`) is a 409 INVALID_TRANSITION rather than a 400; an unknown status is a 400.
 */
export const requestStatusUpdateSchema = z.object({ status: requestStatusSchema });
export type RequestStatusUpdate = z.infer<typeof requestStatusUpdateSchema>;

/** GET /requests query: `email` narrows to one user (docs/product/api.md#requests); `search` is the admin name/e-mail box. */
export const mealRequestListQuerySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).refine(hasNoNul, NUL_CHARACTER_MESSAGE).optional(),
  search: searchQuerySchema,
  status: requestStatusSchema.optional(),
  page: pageQuerySchema,
  limit: limitQuerySchema(ADMIN_TABLE_PAGE_SIZE),
});
export type MealRequestListQuery = z.infer<typeof mealRequestListQuerySchema>;

/** GET /requests answer: newest first. */
export const mealRequestPageSchema = z.object({ requests: mealRequestListSchema, ...pageInfoShape });
export type MealRequestPage = z.infer<typeof mealRequestPageSchema>;
