import { z } from 'zod';
import { MAX_PAGE_LIMIT, SEARCH_MAX_LENGTH } from '../constants/limits';
import { SORT_ORDERS } from '../constants/meal-list';
import { FIRST_HOSTEL_DAY, LAST_HOSTEL_DAY } from '../constants/menu';
import { calendarDayMs, daysBetween } from '../calendar-days';
import { INPUT_MESSAGES, MENU_MESSAGES } from '../messages';

// Building blocks shared by the entity schemas. Response pieces stay free of transforms:
// the server serialises responses with zod's encode, which refuses one-way transforms.

/** ISO 8601 date-time as sent over the wire (Date#toISOString output, offsets allowed). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * A calendar day of the hostel's time zone, YYYY-MM-DD (the meal service's days, the insights' range), from
 * FIRST_HOSTEL_DAY to LAST_HOSTEL_DAY.
 */
export const hostelDateSchema = z
  .string({ error: MENU_MESSAGES.invalidDate })
  .refine((value) => !Number.isNaN(calendarDayMs(value)), { error: MENU_MESSAGES.invalidDate, abort: true })
  .refine((value) => value >= FIRST_HOSTEL_DAY && value <= LAST_HOSTEL_DAY, MENU_MESSAGES.dateOutOfRange);

/** `from` and `to` hostel days of a range query. */
export const dayRangeShape = { from: hostelDateSchema, to: hostelDateSchema };

/**
 * The refinement of a range of at most `maxDays` days, both ends included: one that runs backwards or is too long
 * names `to`.
 */
export function checkDayRange(maxDays: number, tooLong: string) {
  return (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
    const span = daysBetween(value.from, value.to);
    if (Number.isNaN(span)) return;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: MENU_MESSAGES.rangeBackwards });
    else if (span + 1 > maxDays) ctx.addIssue({ code: 'custom', path: ['to'], message: tooLong });
  };
}

/** Ids in responses are opaque strings (uuid for our rows, text ids from the auth library for users). */
export const idSchema = z.string();

/**
 * Row ids we generate are uuids. Checking the shape up front turns a bad id into a 400
 * instead of a database cast error; `guid` (not `uuid`) also accepts hand-written seed ids.
 */
export const uuidSchema = z.guid({ error: INPUT_MESSAGES.invalidId });

/** `:id` params of meals, upcoming meals, reviews and requests. */
export const uuidParamsSchema = z.object({ id: uuidSchema });
export type UuidParams = z.infer<typeof uuidParamsSchema>;

/** ours: PostgreSQL text cannot hold U+0000; refusing it is a 400 instead of a database error. */
export const NUL_CHARACTER_MESSAGE = INPUT_MESSAGES.nulCharacter;
export const hasNoNul = (value: string) => !value.includes('\u0000');

/** `:id` / `:userId` params of users, whose ids come from the auth library (not uuids). */
const userIdParam = z.string().trim().min(1).max(255).refine(hasNoNul, NUL_CHARACTER_MESSAGE);
export const userIdParamsSchema = z.object({ id: userIdParam });
export const reviewUserParamsSchema = z.object({ userId: userIdParam });

export const sortOrderSchema = z.enum(SORT_ORDERS);

/** `page` query: 1-based. Coerced because query strings are text. */
export const pageQuerySchema = z.coerce.number().int().min(1).default(1);

/**
 * `limit` query: values above MAX_PAGE_LIMIT are clamped, not rejected, so an old client asking
 * for "everything" still gets an answer — just a bounded one.
 */
export function limitQuerySchema(defaultLimit: number) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .transform((value) => Math.min(value, MAX_PAGE_LIMIT))
    .default(defaultLimit);
}

/**
 * Free-text search: trimmed, bounded, and an empty box means "no search". NUL characters (which PostgreSQL
 * text cannot hold) are dropped rather than refused: a search box should not fail.
 */
export const searchQuerySchema = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH)
  .optional()
  .transform((value) => value?.replaceAll('\u0000', '').trim() || undefined);

/** Paged list envelope fields, shared by meals and users. */
export const pageInfoShape = {
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
};

/** `{ success }` answers of update, publish and delete calls (docs/product/api.md#meals). */
export const successResponseSchema = z.object({ success: z.boolean() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const countResponseSchema = z.object({ count: z.number().int().min(0) });
export type CountResponse = z.infer<typeof countResponseSchema>;
