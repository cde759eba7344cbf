import { z } from 'zod';
import { ALL_CATEGORIES, CATEGORY_FILTERS } from '../constants/categories';
import { CATEGORY_PAGE_SIZE, ADMIN_TABLE_PAGE_SIZE, MAX_PAGE_LIMIT } from '../constants/limits';
import { ADMIN_MEAL_SORTS, MEAL_SORTS } from '../constants/meal-list';
import { MEAL_MESSAGES as M } from '../messages';
import {
  limitQuerySchema,
  pageInfoShape,
  pageQuerySchema,
  searchQuerySchema,
  sortOrderSchema,
} from './common';
import { avoidQueryField, dietQueryField } from './diet';
import { mealSchema } from './meal';

const priceQuery = z.coerce.number().min(0, M.minPriceNegative).optional();

/** GET /meals query (docs/product/api.md#meals). Default limit is the category view's page of 6. */
export const mealListQuerySchema = z
  .object({
    category: z.enum(CATEGORY_FILTERS).default(ALL_CATEGORIES),
    page: pageQuerySchema,
    limit: limitQuerySchema(CATEGORY_PAGE_SIZE),
    search: searchQuerySchema,
    minPrice: priceQuery,
    maxPrice: priceQuery,
    sort: z.enum(MEAL_SORTS).optional(),
    order: sortOrderSchema.optional(),
    /** Only meals carrying every one of these tags. */
    diet: dietQueryField,
    /** Only meals containing none of these allergens. */
    avoid: avoidQueryField,
  })
  // "max at least min" (docs/product/rules.md#price-filter); reported on maxPrice so the form marks that field.
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.maxPrice >= q.minPrice, {
    path: ['maxPrice'],
    message: M.maxPriceBelowMin,
  });
export type MealListQuery = z.infer<typeof mealListQuerySchema>;
export type MealListQueryInput = z.input<typeof mealListQuerySchema>;

export const mealListResponseSchema = z.object({
  meals: z.array(mealSchema),
  ...pageInfoShape,
});
export type MealListResponse = z.infer<typeof mealListResponseSchema>;

/**
 * GET /admin/meals query: the Likes / Reviews header sort. The spec shows no paging on that
 * table; page/limit exist so the server never has to return an unbounded list.
 */
export const adminMealsQuerySchema = z.object({
  sortBy: z.enum(ADMIN_MEAL_SORTS).optional(),
  order: sortOrderSchema.optional(),
  page: pageQuerySchema,
  limit: limitQuerySchema(ADMIN_TABLE_PAGE_SIZE),
});
export type AdminMealsQuery = z.infer<typeof adminMealsQuerySchema>;
/** Same envelope as the public list. */
export const adminMealsResponseSchema = mealListResponseSchema;
export type AdminMealsResponse = MealListResponse;

/** GET /api/meals/count query (docs/product/api.md#meals: by distributor e-mail; defaults to the caller). */
export const mealCountQuerySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
});

/**
 * GET /upcoming query. The spec's screens show no paging and read a plain list, so the answer stays an array;
 * page/limit only keep it bounded (default and ceiling: MAX_PAGE_LIMIT).
 */
export const upcomingListQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuerySchema(MAX_PAGE_LIMIT),
});
export type UpcomingListQuery = z.infer<typeof upcomingListQuerySchema>;
