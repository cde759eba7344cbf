import { t } from '@lingui/core/macro';
import type { Plan, PlanSchedule } from '@messhall/shared';
import { PlanOffer } from '@/components/plans/plan-offer';
import { sharedText } from '@/lib/i18n/shared-text';

/**
 * The plan being bought: name, price per month and benefits (docs/product/rules.md#membership-plans). When the student already has paid time,
 * the note beside the card form says when this plan starts, so this card only gives its length.
 */
export function PlanSummary({ plan, schedule }: { plan: Plan; schedule?: PlanSchedule }) {
  const planName = sharedText(plan.name);
  return (
    <section
      aria-labelledby="plan-summary-title"
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4">
        <h2 id="plan-summary-title" className="text-xl font-bold">
          {t`${planName} plan`}
        </h2>
        <PlanOffer plan={plan} />
        <p className="text-sm text-base-content/80">
          {schedule && schedule.change !== 'new'
            ? t`A plan lasts 30 days.`
            : t`Your membership starts when the payment succeeds and lasts 30 days.`}
        </p>
      </div>
    </section>
  );
}
