import { CalendarX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { failureReason } from '@/lib/api-client';
import { formatClock, formatServing, SLOT_LABELS } from '@/utils/hostel-day-format';
import { dropStalePasses, firstLivePass } from '../lib/pass-cache';
import { isServedNow, passSlots } from '../lib/pass-slots';
import { useHostelWeek } from '../lib/use-hostel-week';
import { useNow } from '../lib/use-now';
import { PassCard } from './pass-card';
import { PassForSlot } from './pass-for-slot';

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

  let body;
  if (kept) body = <PassCard pass={kept} memberName={user.name} saved />;
  else if (query.isPending) body = <Spinner label="Loading your meal pass" size="lg" className="min-h-72" />;
  else if (!week)
    body = (
      <ErrorState
        title="Could not load your meal pass"
        message={failureReason(query.error) ?? 'Please check your connection and try again.'}
        onRetry={() => void query.refetch()}
      />
    );
  else if (!slot) body = <EmptyState icon={CalendarX} title="No meal to collect today or tomorrow" />;
  else body = <PassForSlot key={`${slot.date}-${slot.slot}`} slot={slot} user={user} now={now} />;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Meal pass</h1>
      {slot && (
        <p className="text-base-content/80">
          {isServedNow(slot, now)
            ? `${SLOT_LABELS[slot.slot]} is being served (${formatServing(slot.servingFrom, slot.servingTo)}). Show this code at the counter.`
            : `${SLOT_LABELS[slot.slot]} is served from ${formatClock(slot.servingFrom)}. Show this code at the counter then.`}
        </p>
      )}
      {body}
      {other && (
        <button
          type="button"
          className="btn btn-outline min-h-11 self-center"
          onClick={() => setShowNext(!showNext)}
        >
          {showNext
            ? `Back to the ${SLOT_LABELS[other.slot].toLowerCase()} pass`
            : `Show the ${SLOT_LABELS[other.slot].toLowerCase()} pass (served from ${formatClock(other.servingFrom)})`}
        </button>
      )}
    </div>
  );
}
