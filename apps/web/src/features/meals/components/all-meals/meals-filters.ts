import {
  ALL_CATEGORIES,
  ALL_MEALS_PAGE_SIZE,
  ALLERGENS,
  type Allergen,
  CATEGORY_FILTERS,
  type CategoryFilter,
  DEFAULT_PRICE_RANGE,
  DIET_TAGS,
  type DietTag,
  inListOrder,
  MSG,
  SEARCH_MAX_LENGTH,
} from '@messhall/shared';
import type { MealsQuery } from '../../types';

/**
 * All Meals state as it lives in the URL (?search&category&minPrice&maxPrice&diet&avoid&page), defaults left
 * out. `diet` and `avoid` are comma-separated, as GET /api/meals takes them: ?diet=vegan,halal&avoid=peanuts.
 */
export interface MealsFilters {
  search: string;
  category: CategoryFilter;
  minPrice: number;
  maxPrice: number;
  /** Only meals with every one of these tags. */
  diet: DietTag[];
  /** Only meals with none of these allergens. */
  avoid: Allergen[];
  page: number;
}

function numberParam(value: string | null, fallback: number, min = 0): number {
  if (value === null || value.trim() === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) && number >= min ? number : fallback;
}

/** The known values of a comma-separated list, in `known` order; unknown ones are dropped. */
function listParam<T extends string>(value: string | null, known: readonly T[]): T[] {
  return inListOrder(
    known,
    (value ?? '').split(',').map((part) => part.trim()),
  );
}

/** Reads the filters from the query string; anything malformed falls back to its default. */
export function readFilters(params: URLSearchParams): MealsFilters {
  const category = params.get('category');
  const minPrice = numberParam(params.get('minPrice'), DEFAULT_PRICE_RANGE.min);
  const maxPrice = numberParam(params.get('maxPrice'), DEFAULT_PRICE_RANGE.max);
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX_LENGTH),
    category: (CATEGORY_FILTERS as readonly string[]).includes(category ?? '')
      ? (category as CategoryFilter)
      : ALL_CATEGORIES,
    minPrice,
    // A hand-edited URL with max below min is read as the default range's max rather than refused.
    maxPrice: maxPrice >= minPrice ? maxPrice : Math.max(minPrice, DEFAULT_PRICE_RANGE.max),
    diet: listParam(params.get('diet'), DIET_TAGS),
    avoid: listParam(params.get('avoid'), ALLERGENS),
    page: Math.floor(numberParam(params.get('page'), 1, 1)),
  };
}

/**
 * The query string for `filters` (without "?"), without the defaults, so a plain /meals stays plain. The lists'
 * commas are left as they are (URLSearchParams would write %2C): the address stays readable.
 */
export function writeFilters(filters: MealsFilters): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.category !== ALL_CATEGORIES) params.set('category', filters.category);
  if (filters.minPrice !== DEFAULT_PRICE_RANGE.min) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== DEFAULT_PRICE_RANGE.max) params.set('maxPrice', String(filters.maxPrice));
  if (filters.diet.length > 0) params.set('diet', filters.diet.join(','));
  if (filters.avoid.length > 0) params.set('avoid', filters.avoid.join(','));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString().replaceAll('%2C', ',');
}

/** What GET /api/meals is asked for: pages of 30 (docs/product/rules.md#paging-and-visible-counts), the price range always sent. */
export function toMealsQuery(filters: MealsFilters): MealsQuery {
  return {
    search: filters.search.trim() || undefined,
    category: filters.category,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    // Left out when empty: a plain /meals asks what the server put into the page (ALL_MEALS_DEFAULT_QUERY).
    diet: filters.diet.length > 0 ? filters.diet : undefined,
    avoid: filters.avoid.length > 0 ? filters.avoid : undefined,
    page: filters.page,
    limit: ALL_MEALS_PAGE_SIZE,
  };
}

export interface PriceErrors {
  min?: string;
  max?: string;
}

/**
 * docs/product/rules.md#price-filter: min at least 0, max at least min. Empty boxes mean the default range's end.
 * `null` for a box that is not a number (the browser reports '' for those).
 */
export function checkPrices(
  minText: string,
  maxText: string,
): { errors: PriceErrors; min: number; max: number } {
  const min = minText.trim() === '' ? DEFAULT_PRICE_RANGE.min : Number(minText);
  const max = maxText.trim() === '' ? DEFAULT_PRICE_RANGE.max : Number(maxText);
  const errors: PriceErrors = {};
  if (!Number.isFinite(min) || min < 0) errors.min = MSG.minPriceNegative;
  if (!Number.isFinite(max) || max < 0) errors.max = MSG.minPriceNegative;
  else if (!errors.min && max < min) errors.max = MSG.maxPriceBelowMin;
  return { errors, min, max };
}
