import type { Plan, PlanSchedule } from '@messhall/shared';
import { Check } from 'lucide-react';

/**
 * The plan being bought: name, price per month and benefits (docs/product/rules.md#membership-plans). When the student already has paid time,
 * the note beside the card form says when this plan starts, so this card only gives its length.
 */
export function PlanSummary({ plan, schedule }: { plan: Plan; schedule?: PlanSchedule }) {
  return (
    <section
      aria-labelledby="plan-summary-title"
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4">
        <h2 id="plan-summary-title" className="text-xl font-bold">
          {`${plan.name} plan`}
        </h2>
        <p>
          <span className="text-4xl font-extrabold">{`$${plan.price}`}</span>
          <span className="text-base-content/80"> per month</span>
        </p>
        <ul className="flex flex-col gap-2">
          {plan.benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-secondary" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
        <p className="text-sm text-base-content/80">
          {schedule && schedule.change !== 'new'
            ? 'A plan lasts 30 days.'
            : 'Your membership starts when the payment succeeds and lasts 30 days.'}
        </p>
      </div>
    </section>
  );
}
