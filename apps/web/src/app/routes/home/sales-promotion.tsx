import { t } from '@lingui/core/macro';
import { formatNumber } from '@/utils/format';
import { PLATINUM_DISCOUNT_PERCENT } from '@messhall/shared';
import { BadgePercent } from 'lucide-react';
import { useId } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';

/** docs/product/screens-and-routes.md#sales-promotion; Upgrade Now goes to the Platinum checkout. */
export default function SalesPromotion() {
  const id = useId();
  const discount = formatNumber(PLATINUM_DISCOUNT_PERCENT);
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <div className="flex flex-col items-start gap-5 rounded-box bg-neutral p-8 text-neutral-content sm:flex-row sm:items-center sm:p-10">
        <BadgePercent className="size-14 shrink-0" strokeWidth={1.5} aria-hidden="true" />
        <div className="flex-1">
          <h2 id={id} className="text-2xl font-bold sm:text-3xl">
            {t`Get ${discount}% Off on Platinum Membership`}
          </h2>
          <p className="mt-2">
            {t`Unlimited meal votes, custom meal requests and 24/7 premium support — for less.`}
          </p>
        </div>
        <LinkButton to={paths.checkout('platinum')} className="btn-primary btn-lg">
          {t`Upgrade Now`}
        </LinkButton>
      </div>
    </section>
  );
}
