// Numbers for people, through cached Intl formatters (one per format, built on first use).

/** The app's one language until it has translations. */
export const APP_LOCALE = 'en-US';

const wholeNumber = new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat(APP_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Meal prices carry the taka sign. Whole amounts stay whole: ৳120, ৳1,200, ৳99.50. */
export function formatTaka(price: number): string {
  if (!Number.isFinite(price)) return '৳0';
  const rounded = Math.round(price * 100) / 100;
  return `৳${(Number.isInteger(rounded) ? wholeNumber : withCents).format(rounded)}`;
}

/** Plan prices and payments are in US dollars with 2 decimals: $20.00, $1,000.00. */
export function formatUsd(price: number): string {
  return `$${withCents.format(Number.isFinite(price) ? price : 0)}`;
}

/** Ratings are out of 5 with at most one decimal: 4.5, 4, 0. */
export function formatRating(rating: number): string {
  if (!Number.isFinite(rating) || rating < 0) return '0';
  return String(Math.round(Math.min(rating, 5) * 10) / 10);
}

const conjunction = new Intl.ListFormat(APP_LOCALE, { type: 'conjunction' });

/** Words joined as a sentence says them: "milk", "milk and eggs", "milk, eggs, and fish". */
export function formatList(words: readonly string[]): string {
  return conjunction.format(words);
}
