import { t } from '@lingui/core/macro';
import type { Plan } from '@messhall/shared';
import { Check } from 'lucide-react';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatPlanPrice } from '@/utils/format';

/** What a plan gives for its price: the price per month and the benefits, as Home's plan cards and the checkout show them. */
export function PlanOffer({ plan }: { plan: Plan }) {
  return (
    <>
      <p>
        <span className="text-4xl font-extrabold">{formatPlanPrice(plan.price)}</span>
        <span className="text-base-content/80"> {t`per month`}</span>
      </p>
      <ul className="flex flex-col gap-2">
        {plan.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-secondary" aria-hidden="true" />
            {sharedText(benefit)}
          </li>
        ))}
      </ul>
    </>
  );
}
