import { z } from 'zod';
import { ADMIN_TABLE_PAGE_SIZE } from '../constants/limits';
import { MEMBERSHIP_LEVELS } from '../constants/plans';
import { ROLES } from '../constants/statuses';
import { MEAL_MESSAGES as M } from '../messages';
import {
  idSchema,
  isoDateTimeSchema,
  limitQuerySchema,
  pageInfoShape,
  pageQuerySchema,
  searchQuerySchema,
} from './common';
import { imageUrlField, nameField } from './fields';

export const roleSchema = z.enum(ROLES);
export const membershipLevelSchema = z.enum(MEMBERSHIP_LEVELS);

/** User record as the API shows it. No auth internals (password hash, sessions) can pass this schema. */
export const userSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  role: roleSchema,
  /** Active plan, or null when none (screens show 'None' or Bronze). */
  subscriptionStatus: membershipLevelSchema.nullable(),
  created_at: isoDateTimeSchema,
  /** null until the first recorded sign-in. */
  last_log_in: isoDateTimeSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/**
 * POST /users body: profile sync after sign-up / Google sign-in. Only name and photo can change;
 * email, role and timestamps in the spec's body are ignored (identity comes from the session).
 */
export const userSyncInputSchema = z.object({
  name: nameField().optional(),
  /** null clears the photo. */
  photo: imageUrlField(M.invalidImage).nullable().optional(),
});
export type UserSyncInput = z.infer<typeof userSyncInputSchema>;

/** GET /users query (Manage Users: search by username or e-mail). */
export const userListQuerySchema = z.object({
  role: roleSchema.optional(),
  search: searchQuerySchema,
  page: pageQuerySchema,
  limit: limitQuerySchema(ADMIN_TABLE_PAGE_SIZE),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListResponseSchema = z.object({ users: z.array(userSchema), ...pageInfoShape });
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** GET /users/admin/:email params and answer. */
export const adminCheckParamsSchema = z.object({ email: z.string().trim().toLowerCase().min(1).max(254) });
export const adminCheckResponseSchema = z.object({ admin: z.boolean() });
export type AdminCheckResponse = z.infer<typeof adminCheckResponseSchema>;
