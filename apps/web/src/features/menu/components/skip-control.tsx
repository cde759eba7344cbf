import { t } from '@lingui/core/macro';
import type { MealSlot } from '@messhall/shared';
import { CircleCheck, CircleSlash } from 'lucide-react';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { useSkipMeal, useUndoSkip } from '../api/skip-meal';
import { formatDay, formatUntil, formatWhen, slotLabel } from '@/utils/hostel-day-format';
import type { SlotState } from '../lib/menu-viewer';

interface SkipControlProps {
  date: string;
  slot: MealSlot;
  state: SlotState;
  now: number;
}

/** The member's state for one slot and, until its cutoff, the button that changes it. */
export function SkipControl({ date, slot, state, now }: SkipControlProps) {
  const skip = useSkipMeal();
  const undo = useUndoSkip();
  if (state.kind === 'none') return null;
  if (state.kind === 'not-covered')
    return <p className="text-sm text-base-content/80">{t`Your plan does not cover this meal.`}</p>;

  const { skipped, cutoff } = state;
  // Lower case inside a sentence ("lunch on Thu 26 Nov") where the language has cases.
  const slotName = sharedText(slotLabel(slot)).toLowerCase();
  const day = formatDay(date);
  const meal = t`${slotName} on ${day}`;
  const closedAt = formatWhen(cutoff);
  const until = formatUntil(cutoff, now);
  const busy = skip.isPending || undo.isPending;
  const change = () => {
    // A refusal (the cutoff passed meanwhile, the plan ended) is the server's to explain; the menu is
    // refetched either way (skip-meal.ts), so the slot then shows what holds.
    const onError = (error: unknown) =>
      toast.failure(skipped ? t`Could not undo skipping ${meal}` : t`Could not skip ${meal}`, error);
    if (skipped) undo.mutate({ date, slot }, { onError });
    else skip.mutate({ date, slot }, { onError });
  };

  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <p className="flex items-center gap-1.5 font-semibold">
        {skipped ? (
          <CircleSlash className="size-4 shrink-0 text-warning" aria-hidden="true" />
        ) : (
          <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
        )}
        {skipped ? t`Skipped` : t`You’re counted in`}
      </p>
      {state.kind === 'closed' ? (
        <p className="text-base-content/80">{t`Skipping closed at ${closedAt}`}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <button
            type="button"
            className={cn('btn btn-sm min-h-11 sm:min-h-8', skipped ? 'btn-neutral' : 'btn-outline')}
            onClick={change}
            disabled={busy}
            aria-busy={busy || undefined}
            aria-label={skipped ? t`Undo skip of ${meal}` : t`Skip ${meal}`}
          >
            {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {skipped ? t`Undo skip` : t`Skip`}
          </button>
          <span className="text-base-content/80">
            {skipped ? t`Undo until ${until}` : t`Skip until ${until}`}
          </span>
        </div>
      )}
    </div>
  );
}
