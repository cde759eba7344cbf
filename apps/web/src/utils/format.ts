import { pageIntlLocale } from '@/lib/i18n/page-locale';

// Numbers for people in the page's language (Bangla digits in Bangla), through Intl formatters cached per
// language and format: the page's language holds for the page's life, so each is built once, on first use.

const cache = new Map<string, unknown>();

/**
 * The `Formatter` (an Intl class) for `options` in the page's Intl locale, or in `locale`, built once. The cache
 * key is made of exactly what builds the formatter (its class, locale and options), never of a name a caller
 * picks, so that two different formatters can never be handed out for each other.
 */
export function pageFormatter<Format extends new (locale: string, options: never) => object>(
  Formatter: Format,
  options: NonNullable<ConstructorParameters<Format>[1]>,
  locale = pageIntlLocale(),
): InstanceType<Format> {
  const key = `${Formatter.name} ${locale} ${JSON.stringify(options)}`;
  const cached = cache.get(key) as InstanceType<Format> | undefined;
  if (cached !== undefined) return cached;
  const formatter = new Formatter(locale, options as never) as InstanceType<Format>;
  cache.set(key, formatter);
  return formatter;
}

const wholeNumber = () => pageFormatter(Intl.NumberFormat, { maximumFractionDigits: 0 });
const withCents = () =>
  pageFormatter(Intl.NumberFormat, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = () => pageFormatter(Intl.NumberFormat, { maximumFractionDigits: 1, useGrouping: false });

/** A count or other whole number: 1,200 (১,২০০ in Bangla). */
export function formatNumber(value: number): string {
  return wholeNumber().format(Number.isFinite(value) ? value : 0);
}

/** Meal prices carry the taka sign in every language. Whole amounts stay whole: ৳120, ৳1,200, ৳99.50. */
export function formatTaka(price: number): string {
  if (!Number.isFinite(price)) return `৳${wholeNumber().format(0)}`;
  const rounded = Math.round(price * 100) / 100;
  return `৳${(Number.isInteger(rounded) ? wholeNumber() : withCents()).format(rounded)}`;
}

/** Plan prices and payments are in US dollars with 2 decimals, in every language: $20.00, $1,000.00. */
export function formatUsd(price: number): string {
  return `$${withCents().format(Number.isFinite(price) ? price : 0)}`;
}

/**
 * A plan's price as Home's plan cards and the checkout give it: "$20", cents only when there are some
 * (formatUsd's "$20.00" is for payments), in the page's digits.
 */
export function formatPlanPrice(price: number): string {
  const number = pageFormatter(Intl.NumberFormat, { maximumFractionDigits: 2 });
  return `$${number.format(Number.isFinite(price) ? price : 0)}`;
}

/** Ratings are out of 5 with at most one decimal: 4.5, 4, 0. */
export function formatRating(rating: number): string {
  if (!Number.isFinite(rating) || rating < 0) return oneDecimal().format(0);
  return oneDecimal().format(Math.round(Math.min(rating, 5) * 10) / 10);
}

/** Words joined as a sentence says them: "milk", "milk and eggs", "milk, eggs, and fish". */
export function formatList(words: readonly string[]): string {
  return pageFormatter(Intl.ListFormat, { type: 'conjunction' }).format(words);
}
