import { t } from '@lingui/core/macro';
import { CalendarX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { failureReason } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatClock, formatServing, slotLabel } from '@/utils/hostel-day-format';
import type { PassSlot } from '../lib/pass-slots';
import { dropStalePasses, firstLivePass } from '../lib/pass-cache';
import { isServedNow, passSlots } from '../lib/pass-slots';
import { useHostelWeek } from '../lib/use-hostel-week';
import { useNow } from '../lib/use-now';
import { PassCard } from './pass-card';
import { PassForSlot } from './pass-for-slot';

/** "Lunch is being served (12:30–15:00). Show this code at the counter." or when it will be. */
function servingNote(slot: PassSlot, now: number): string {
  const name = sharedText(slotLabel(slot.slot));
  if (isServedNow(slot, now)) {
    const serving = formatServing(slot.servingFrom, slot.servingTo);
    return t`${name} is being served (${serving}). Show this code at the counter.`;
  }
  const from = formatClock(slot.servingFrom);
  return t`${name} is served from ${from}. Show this code at the counter then.`;
}

/** The button to the other pass offered: back to the current one, or on to the next. */
function switchLabel(other: PassSlot, showingNext: boolean): string {
  // Lower case inside a sentence ("the lunch pass") where the language has cases.
  const name = sharedText(slotLabel(other.slot)).toLowerCase();
  if (showingNext) return t`Back to the ${name} pass`;
  const from = formatClock(other.servingFrom);
  return t`Show the ${name} pass (served from ${from})`;
}

interface MealPassScreenProps {
  user: { id: string; name: string };
}

/**
 * /pass: the member's pass for the slot the counter serves now, or else the next one (today or tomorrow), and
 * the one after it when that is served soon. Without the menu (offline), the pass kept on this device.
 */
export function MealPassScreen({ user }: MealPassScreenProps) {
  const { query, week } = useHostelWeek();
  const now = useNow();
  const [showNext, setShowNext] = useState(false);
  useEffect(() => dropStalePasses(Date.now()), []);

  const { current, next } = week ? passSlots(week.days.slice(0, 2), now) : {};
  const slot = showNext && next ? next : current;
  const other = showNext ? current : next;
  const kept = week ? null : firstLivePass(user.id, now);
  const reason = failureReason(query.error);

  let body;
  if (kept) body = <PassCard pass={kept} memberName={user.name} saved />;
  else if (query.isPending)
    body = <Spinner label={t`Loading your meal pass`} size="lg" className="min-h-72" />;
  else if (!week)
    body = (
      <ErrorState
        title={t`Could not load your meal pass`}
        message={reason ? sharedText(reason) : t`Please check your connection and try again.`}
        onRetry={() => void query.refetch()}
      />
    );
  else if (!slot) body = <EmptyState icon={CalendarX} title={t`No meal to collect today or tomorrow`} />;
  else body = <PassForSlot key={`${slot.date}-${slot.slot}`} slot={slot} user={user} now={now} />;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{t`Meal pass`}</h1>
      {slot && <p className="text-base-content/80">{servingNote(slot, now)}</p>}
      {body}
      {other && (
        <button
          type="button"
          className="btn btn-outline min-h-11 self-center"
          onClick={() => setShowNext(!showNext)}
        >
          {switchLabel(other, showNext)}
        </button>
      )}
    </div>
  );
}
