import { ALL_MEALS_PAGE_SIZE, DEFAULT_PRICE_RANGE, MEAL_REVIEWS_PAGE_SIZE } from './constants/limits';

/** A query string's values as the web app's API client takes them; empty ones are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/**
 * `path` with `query` appended in the object's order, empty values left out. The web app's API client
 * builds every request URL with it, and the server names the reads it answers inside index.html with it
 * (decision 0020), so the two match character for character.
 */
export function withQuery(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** What a plain /meals (no filters in its URL) asks GET /api/meals for: the first page of 30, all prices. */
export const ALL_MEALS_DEFAULT_QUERY = {
  category: 'All',
  minPrice: DEFAULT_PRICE_RANGE.min,
  maxPrice: DEFAULT_PRICE_RANGE.max,
  page: 1,
  limit: ALL_MEALS_PAGE_SIZE,
} as const;

/** What a meal's page asks GET /api/meals/:id/reviews for at once, and "Load more reviews" after it. */
export const mealReviewsQuery = (page: number) => ({ page, limit: MEAL_REVIEWS_PAGE_SIZE }) as const;

/**
 * better-auth's session read. A page requested without a session cookie carries its answer (null: signed
 * out), so a visitor's app does not ask it again before it can show the top bar.
 */
export const SESSION_READ_URL = '/api/auth/get-session';

/** The id of the JSON block in index.html that carries a first screen's reads. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** One API answer the server made for the page, as the JSON block holds it. */
export interface FirstScreenRead {
  /** The request URL, as withQuery writes it (`/api/…`). */
  url: string;
  /** When the server read it (ms since the epoch): the query's age, so a stale page refetches. */
  at: number;
  body: unknown;
}
