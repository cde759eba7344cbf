import { pageIntlLocale } from '@/lib/i18n/page-locale';

let number: Intl.NumberFormat | undefined;

/**
 * A plan's price as the checkout gives it, like the plan cards: "$20", cents only when there are some
 * (formatUsd's "$20.00" is for payments), in the page's digits. Built on first use: the page's language is
 * known by then.
 */
export function formatPlanPrice(price: number): string {
  number ??= new Intl.NumberFormat(pageIntlLocale(), { maximumFractionDigits: 2 });
  return `$${number.format(price)}`;
}
