import { plural, t } from '@lingui/core/macro';
import type { PlanName, PlanSchedule } from '@messhall/shared';
import { CalendarClock } from 'lucide-react';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatDate } from '@/utils/date-format';

const days = (n: number) => plural(n, { one: '# day', other: '# days' });

/** What the student is about to pay for, when they already have paid time (decision 0031); nothing otherwise. */
export function scheduleText(plan: PlanName, schedule: PlanSchedule): string | null {
  const { current, change } = schedule;
  if (!current || change === 'new') return null;
  const planName = sharedText(plan);
  const currentPlan = sharedText(current.plan);
  const ends = formatDate(schedule.endsAt);
  if (change === 'upgrade') {
    const unused = days(schedule.unusedDays);
    const credit = days(schedule.creditDays);
    return (
      t`${planName} starts as soon as the payment succeeds and replaces your ${currentPlan} plan.` +
      ' ' +
      t`Your ${unused} of paid time left are credited as ${credit} of ${planName}: ${planName} until ${ends}.`
    );
  }
  const starts = formatDate(schedule.startsAt);
  const currentEnds = formatDate(current.endsAt);
  const have =
    schedule.startsAt === current.endsAt
      ? t`You have ${currentPlan} until ${currentEnds}.`
      : t`You have ${currentPlan} until ${currentEnds} and paid time after it until ${starts}.`;
  const when =
    plan === current.plan
      ? t`This payment adds 30 days after it: ${planName} from ${starts} until ${ends}.`
      : t`${planName} does not replace it: it starts on ${starts} and runs until ${ends}.`;
  return `${have} ${when}`;
}

export function PlanScheduleNote({ plan, schedule }: { plan: PlanName; schedule: PlanSchedule }) {
  const text = scheduleText(plan, schedule);
  if (!text) return null;
  return (
    <div
      role="note"
      aria-label={t`When this plan runs`}
      className="flex items-start gap-2 rounded-box border border-info/40 bg-info/10 px-3 py-2 text-sm"
      data-testid="plan-schedule"
    >
      <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
