const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** History and receipt prices (docs/product/screens-and-routes.md#payment-history): with $ and 2 decimals, e.g. $20.00. */
export function formatUsd(price: number): string {
  return `$${usd.format(Number.isFinite(price) ? price : 0)}`;
}

/** Local date and time in the user's own locale and time zone (docs/product/screens-and-routes.md#payment-history). */
export function formatLocalDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/** Local date only, e.g. for when a membership ends. */
export function formatLocalDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString();
}
