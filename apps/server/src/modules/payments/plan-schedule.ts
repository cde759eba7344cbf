import { findPlan, MEMBERSHIP_PERIOD_DAYS, type Plan, type PlanSchedule } from '@messhall/shared';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS = MEMBERSHIP_PERIOD_DAYS * DAY_MS;

/** A succeeded payment's period that has not ended yet (the active one, or one waiting to start). */
export interface PaidPeriod {
  id: string;
  packageName: string;
  periodStart: Date;
  periodEnd: Date;
}

export interface ScheduledPlan {
  schedule: PlanSchedule;
  periodStart: Date;
  periodEnd: Date;
  /** Periods credited to an upgrade: each ends at `now` (or at its own start if it had not begun). */
  credited: PaidPeriod[];
}

const priceOf = (period: PaidPeriod) => findPlan(period.packageName)?.priceCents ?? 0;

/**
 * When `plan`, paid at `now`, runs, given the payer's paid time ahead (decision 0031):
 * - nothing paid for: now, for 30 days;
 * - the active plan costs as much or more: after the last paid period ends, so no paid day is lost or cut short;
 * - the active plan costs less: now, and every paid day left is credited at its value in days of the new plan.
 */
export function schedulePlan(plan: Plan, paidAhead: PaidPeriod[], now: Date): ScheduledPlan {
  const ahead = paidAhead
    .filter((p) => p.periodEnd > now)
    .sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
  const active = ahead.filter((p) => p.periodStart <= now).at(-1);
  const activePlan = active && findPlan(active.packageName);
  const current = activePlan ? { plan: activePlan.name, endsAt: active.periodEnd.toISOString() } : null;
  const answer = (change: PlanSchedule['change'], start: Date, end: Date, unusedMs = 0, creditMs = 0) => ({
    schedule: {
      change,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      current,
      unusedDays: Math.round(unusedMs / DAY_MS),
      creditDays: Math.round(creditMs / DAY_MS),
    },
    periodStart: start,
    periodEnd: end,
    credited: change === 'upgrade' ? ahead : [],
  });

  if (!active || !activePlan) return answer('new', now, new Date(now.getTime() + PERIOD_MS));
  if (activePlan.priceCents >= plan.priceCents) {
    const paidUntil = new Date(Math.max(...ahead.map((p) => p.periodEnd.getTime())));
    return answer('later', paidUntil, new Date(paidUntil.getTime() + PERIOD_MS));
  }
  let unusedMs = 0;
  let valueLeft = 0; // cent-milliseconds: each remaining millisecond at its plan's monthly price
  for (const period of ahead) {
    const left = period.periodEnd.getTime() - Math.max(period.periodStart.getTime(), now.getTime());
    unusedMs += left;
    valueLeft += left * priceOf(period);
  }
  const creditMs = Math.floor(valueLeft / plan.priceCents);
  return answer('upgrade', now, new Date(now.getTime() + PERIOD_MS + creditMs), unusedMs, creditMs);
}
