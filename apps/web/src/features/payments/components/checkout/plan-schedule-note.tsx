import type { PlanName, PlanSchedule } from '@messhall/shared';
import { CalendarClock } from 'lucide-react';
import { formatDate } from '@/utils/date-format';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** What the student is about to pay for, when they already have paid time (decision 0031); nothing otherwise. */
export function scheduleText(plan: PlanName, schedule: PlanSchedule): string | null {
  const { current, change } = schedule;
  if (!current || change === 'new') return null;
  const ends = formatDate(schedule.endsAt);
  if (change === 'upgrade') {
    return (
      `${plan} starts as soon as the payment succeeds and replaces your ${current.plan} plan. ` +
      `Your ${days(schedule.unusedDays)} of paid time left are credited as ${days(schedule.creditDays)} of ` +
      `${plan}: ${plan} until ${ends}.`
    );
  }
  const starts = formatDate(schedule.startsAt);
  const have =
    schedule.startsAt === current.endsAt
      ? `You have ${current.plan} until ${formatDate(current.endsAt)}.`
      : `You have ${current.plan} until ${formatDate(current.endsAt)} and paid time after it until ${starts}.`;
  const when =
    plan === current.plan
      ? `This payment adds 30 days after it: ${plan} from ${starts} until ${ends}.`
      : `${plan} does not replace it: it starts on ${starts} and runs until ${ends}.`;
  return `${have} ${when}`;
}

export function PlanScheduleNote({ plan, schedule }: { plan: PlanName; schedule: PlanSchedule }) {
  const text = scheduleText(plan, schedule);
  if (!text) return null;
  return (
    <div
      role="note"
      aria-label="When this plan runs"
      className="flex items-start gap-2 rounded-box border border-info/40 bg-info/10 px-3 py-2 text-sm"
      data-testid="plan-schedule"
    >
      <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
