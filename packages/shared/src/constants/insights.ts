// Admin insights: the kitchen's numbers over a range of hostel days.

/** The longest range the insights answer covers, both ends included (a leap year). */
export const INSIGHTS_MAX_DAYS = 366;

/** How many meals each top list names. */
export const INSIGHTS_TOP_MEALS = 10;

/** A meal enters the worst-rated list only with at least this many starred reviews in the range. */
export const INSIGHTS_WORST_MIN_REVIEWS = 3;

/** The ranges the screen offers besides a custom one, in days ending today. */
export const INSIGHTS_PRESET_DAYS = [7, 30, 90] as const;

/**
 * What `GET /api/admin/insights.csv?series=` exports: each chart's numbers, and the requests and payments of
 * the range row by row.
 */
export const INSIGHTS_SERIES = [
  'requests-per-day',
  'revenue-per-month',
  'active-members',
  'top-meals',
  'review-stars',
  'meal-service',
  'waste',
  'requests',
  'payments',
] as const;
export type InsightsSeries = (typeof INSIGHTS_SERIES)[number];
