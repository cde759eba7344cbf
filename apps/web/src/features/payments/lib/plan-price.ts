import { pageFormatter } from '@/utils/format';

/**
 * A plan's price as the checkout gives it, like the plan cards: "$20", cents only when there are some
 * (formatUsd's "$20.00" is for payments), in the page's digits.
 */
export function formatPlanPrice(price: number): string {
  const number = pageFormatter(
    'plan',
    (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
  );
  return `$${number.format(price)}`;
}
