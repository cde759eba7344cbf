const taka = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const takaWithCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Meal prices use the taka sign (spec §1). Whole amounts stay whole: ৳120, ৳99.50. */
export function formatTaka(price: number): string {
  if (!Number.isFinite(price)) return '৳0';
  return `৳${Number.isInteger(price) ? taka.format(price) : takaWithCents.format(price)}`;
}

/** Ratings are out of 5 with at most one decimal: 4.5, 4, 0. */
export function formatRating(rating: number): string {
  if (!Number.isFinite(rating) || rating < 0) return '0';
  return String(Math.round(Math.min(rating, 5) * 10) / 10);
}
