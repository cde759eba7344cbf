/** "1234567" → "1,234,567" (en-US grouping, as Intl writes it). */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Meal prices use the taka sign (spec §1). Whole amounts stay whole: ৳120, ৳1,200, ৳99.50. Written without
 * Intl.NumberFormat on purpose: a page's first Intl call loads the locale data, 35–60 ms of main thread on
 * our 2-core machine, and a price is on Home's and All Meals' first screen (decision 0020).
 */
export function formatTaka(price: number): string {
  if (!Number.isFinite(price)) return '৳0';
  const sign = price < 0 ? '-' : '';
  const [whole = '0', cents] = Math.abs(price)
    .toFixed(Number.isInteger(price) ? 0 : 2)
    .split('.');
  return `৳${sign}${groupThousands(whole)}${cents ? `.${cents}` : ''}`;
}

/** Ratings are out of 5 with at most one decimal: 4.5, 4, 0. */
export function formatRating(rating: number): string {
  if (!Number.isFinite(rating) || rating < 0) return '0';
  return String(Math.round(Math.min(rating, 5) * 10) / 10);
}
