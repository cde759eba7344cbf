// Business constants and limits of docs/product/rules.md#business-constants-and-limits. Both apps read them from here so a change
// (e.g. the auto-publish threshold) cannot drift between the screen and the server.

// Paging (docs/product/states.md#meal-lists, docs/product/rules.md#paging-and-visible-counts).
export const CATEGORY_PAGE_SIZE = 6;
export const ALL_MEALS_PAGE_SIZE = 30;
export const HOME_SECTION_FETCH_LIMIT = 30;
/** Default page size of a meal's review list (Meal Details). */
export const MEAL_REVIEWS_PAGE_SIZE = 20;
/** Category view shows 2 pages at first: 2 × 6. */
export const CATEGORY_INITIAL_VISIBLE = 2 * CATEGORY_PAGE_SIZE;
export const HOME_SECTION_INITIAL_VISIBLE = 12;
export const HOME_SECTION_STEP = 6;
/** Hard ceiling for any `limit` query so one request cannot ask for the whole table. */
export const MAX_PAGE_LIMIT = 100;
/**
 * Default `limit` of the admin tables (Manage Users, Admin All Meals). The spec shows no paging
 * there, so the default is the largest page; a client that pages can ask for less.
 */
export const ADMIN_TABLE_PAGE_SIZE = MAX_PAGE_LIMIT;

// Behaviour.
export const AUTO_PUBLISH_LIKES = 10;
export const SERVE_REQUESTS_REFRESH_MS = 5000;
export const BANNER_AUTOPLAY_MS = 2000;
export const BANNER_IMAGE_COUNT = 3;
export const DEFAULT_PRICE_RANGE = { min: 0, max: 1000 } as const;
export const PASSWORD_MIN_LENGTH = 8;
/** A payment buys its plan for this many days (docs/product/architecture-rules.md#data-rules). */
export const MEMBERSHIP_PERIOD_DAYS = 30;
export const SOCIAL_POPUP = { width: 500, height: 600 } as const;
/** Announced discount ("up to 20% OFF on Platinum"); shown only, never applied to prices. */
export const PLATINUM_DISCOUNT_PERCENT = 20;

/** New meals start with rating 0, no likes and no reviews (docs/product/rules.md#thresholds-and-timers). */
export const NEW_MEAL_DEFAULTS = { rating: 0, likes: 0, reviews_count: 0 } as const;

// Field limits (our choice; the spec sets none). They keep rows and pages bounded.
export const TITLE_MAX_LENGTH = 120;
export const INGREDIENTS_MAX_LENGTH = 1000;
export const DESCRIPTION_MAX_LENGTH = 4000;
export const REVIEW_MAX_LENGTH = 2000;
export const SEARCH_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 80;
/** The longest address SMTP can carry (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2048;
export const PRICE_MAX = 100_000;
/** Meal prices have at most 2 decimals (update form uses step 0.01). */
export const PRICE_STEP = 0.01;

// Image uploads (ours; POST /api/uploads).
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * Decompression-bomb guard: a small file may declare a huge canvas; refuse before decoding it. A meal photo is
 * shown at most 1600 px a side; 25 MP still takes a phone's full-resolution shot (24 MP, 5712 × 4284), and
 * decodes into ~100 MB at most.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/** Fallbacks of docs/product/screens-and-routes.md#shared-layout (display name) and docs/product/api.md#third-party-services (card billing details). */
export const DEFAULT_DISPLAY_NAME = 'User';
export const BILLING_DEFAULTS = { name: 'Anonymous', email: 'NoEmail' } as const;

/**
 * Per-user abuse limits (ours; docs/decisions/0015): fixed windows counted on the server per account. Generous
 * for a student's real use, tight enough that one account cannot flood the admins' queue, the review lists or
 * the image store.
 */
export const USER_LIMITS = {
  /** Meal requests an account may make per day (a student eats a few meals a day). */
  'meal-request': { max: 20, windowMs: 24 * 60 * 60_000, what: 'meal requests', per: 'a day' },
  /** Review submissions (new or edited) per minute: a person types slower than this. */
  review: { max: 10, windowMs: 60_000, what: 'reviews', per: 'a minute' },
  /** Image uploads per day (profile photo, an admin's meal images). */
  upload: { max: 50, windowMs: 24 * 60 * 60_000, what: 'uploads', per: 'a day' },
} as const;
export type UserLimitAction = keyof typeof USER_LIMITS;
