import { z } from 'zod';
import { INSIGHTS_MAX_DAYS, INSIGHTS_SERIES } from '../constants/insights';
import { MEAL_SLOTS } from '../constants/menu';
import { INSIGHTS_MESSAGES } from '../messages';
import { checkDayRange, dayRangeShape, hostelDateSchema, idSchema } from './common';

// Admin insights (docs/product/rules.md#admin-insights). Every day is a calendar day of the hostel's time zone
// and every series covers the whole range, days without activity included as zeros.

const rangeShape = dayRangeShape;
/** At most INSIGHTS_MAX_DAYS days. */
const checkRange = checkDayRange(INSIGHTS_MAX_DAYS, INSIGHTS_MESSAGES.insightsRangeTooLong);

/** `GET /api/admin/insights?from=&to=` */
export const insightsQuerySchema = z.object(rangeShape).superRefine(checkRange);
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** `GET /api/admin/insights.csv?from=&to=&series=` */
export const insightsCsvQuerySchema = z
  .object({
    ...rangeShape,
    series: z.enum(INSIGHTS_SERIES, { error: INSIGHTS_MESSAGES.insightsUnknownSeries }),
  })
  .superRefine(checkRange);
export type InsightsCsvQuery = z.infer<typeof insightsCsvQuerySchema>;

const count = z.number().int().min(0);
const cents = z.number().int().min(0);
/** YYYY-MM of the hostel's calendar. */
const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** Requests made on a day (by their creation time), by their status now. */
export const requestsDaySchema = z.object({
  date: hostelDateSchema,
  pending: count,
  delivered: count,
  cancelled: count,
});
export type RequestsDay = z.infer<typeof requestsDaySchema>;

/**
 * Succeeded payments made in a month, in cents of the plans' currency (USD), per paid plan. A month at either
 * end of the range counts only the range's days of it.
 */
export const revenueMonthSchema = z.object({
  month: monthSchema,
  silver: cents,
  gold: cents,
  platinum: cents,
  payments: count,
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

/** Students whose paid period holds any moment of the day (Bronze, the free level, is not counted). */
export const activeMembersDaySchema = z.object({ date: hostelDateSchema, members: count });
export type ActiveMembersDay = z.infer<typeof activeMembersDaySchema>;

/** A meal in a top list: `value` is what the list ranks by (average stars to one decimal, likes or requests). */
export const topMealSchema = z.object({
  mealId: idSchema,
  title: z.string(),
  value: z.number().min(0),
  /** Starred reviews in the range behind an average; the ranked count itself for likes and requests. */
  count,
});
export type TopMeal = z.infer<typeof topMealSchema>;

export const topMealsSchema = z.object({
  /** Highest average stars of reviews written in the range; ties by more reviews. */
  byRating: z.array(topMealSchema),
  /** Most likes given in the range (and not taken back). */
  byLikes: z.array(topMealSchema),
  /** Most requests made in the range, any status. */
  byRequests: z.array(topMealSchema),
  /** Lowest average stars, only meals with at least INSIGHTS_WORST_MIN_REVIEWS starred reviews in the range. */
  worstRated: z.array(topMealSchema),
});
export type TopMeals = z.infer<typeof topMealsSchema>;

/** Reviews written in the range per star count; `withoutStars` counts text-only reviews. */
export const reviewStarsSchema = z.object({
  stars: z.array(z.object({ stars: z.number().int().min(1).max(5), reviews: count })),
  withoutStars: count,
});
export type ReviewStars = z.infer<typeof reviewStarsSchema>;

/** The daily meal service: the headcount's expected, skipped and served, per slot per day. */
export const mealServiceDaySchema = z.object({
  date: hostelDateSchema,
  slots: z.array(z.object({ slot: z.enum(MEAL_SLOTS), expected: count, skipped: count, served: count })),
});
export type MealServiceDay = z.infer<typeof mealServiceDaySchema>;

/**
 * Waste per slot per day: what the forecast said to cook, what was served, and what the kitchen recorded it
 * cooked and left (null for a slot it recorded nothing for).
 */
export const wasteDaySchema = z.object({
  date: hostelDateSchema,
  slots: z.array(
    z.object({
      slot: z.enum(MEAL_SLOTS),
      expected: count,
      forecast: count,
      served: count,
      cooked: count.nullable(),
      leftover: count.nullable(),
    }),
  ),
});
export type WasteDay = z.infer<typeof wasteDaySchema>;

/** Totals of the range and of the same number of days just before it, for "up 18 % on the 30 days before". */
export const insightsTotalsSchema = z.object({
  requests: count,
  revenueCents: cents,
  payments: count,
  reviews: count,
  skips: count,
  served: count,
  /** Portions recorded cooked and left over. */
  cooked: count,
  leftover: count,
});
export type InsightsTotals = z.infer<typeof insightsTotalsSchema>;

/** `GET /api/admin/insights` (admin) */
export const insightsResponseSchema = z.object({
  timeZone: z.string(),
  from: hostelDateSchema,
  to: hostelDateSchema,
  requestsPerDay: z.array(requestsDaySchema),
  revenuePerMonth: z.array(revenueMonthSchema),
  activeMembers: z.array(activeMembersDaySchema),
  topMeals: topMealsSchema,
  reviewStars: reviewStarsSchema,
  mealService: z.array(mealServiceDaySchema),
  waste: z.array(wasteDaySchema),
  totals: insightsTotalsSchema,
  previousTotals: insightsTotalsSchema,
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
