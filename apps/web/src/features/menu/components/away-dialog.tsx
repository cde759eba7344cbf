import { t } from '@lingui/core/macro';
import { MEAL_SLOTS, type MealSlot, type RangeSkipResponse } from '@messhall/shared';
import { Plane } from 'lucide-react';
import { Suspense, useId, useRef, useState } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { Spinner } from '@/components/ui/spinner';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { failureReason } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';
import { useSkipRange } from '../api/skip-meal';
import { addDays } from '@/lib/hostel-day';
import { slotLabel } from '@/utils/hostel-day-format';
import { RangeSkipSummary } from './range-skip-summary';

const AwayForm = lazyPart(() => import('./away-form'));

/**
 * "I'm away": a button opening a modal <dialog> (the browser traps focus; Escape closes) with the range form,
 * then what the server did. Errors are shown inside it: a toast would sit under the modal.
 */
export function AwayDialog({ today }: { today: string }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<RangeSkipResponse | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const skipRange = useSkipRange();

  const close = () => {
    setOpen(false);
    setResult(null);
    skipRange.reset();
  };
  const reason = failureReason(skipRange.error);
  const error = skipRange.error
    ? reason
      ? sharedText(reason)
      : t`Could not skip those meals. Please try again.`
    : null;
  const slotLabels = Object.fromEntries(
    MEAL_SLOTS.map((slot) => [slot, sharedText(slotLabel(slot))]),
  ) as Record<MealSlot, string>;

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className="btn btn-outline min-h-11"
        onClick={() => setOpen(true)}
      >
        <Plane className="size-4" aria-hidden="true" />
        {t`I’m away`}
      </button>
      <ModalDialog
        open={open}
        labelledBy={titleId}
        onEscape={close}
        focusAfterClose={() => openerRef.current}
      >
        <div className="modal-box">
          <h2 id={titleId} className="mb-4 text-lg font-bold">
            {result ? t`Your meals while you’re away` : t`I’m away`}
          </h2>
          {open && !result && (
            <Suspense fallback={<Spinner label={t`Loading the form`} className="min-h-40" />}>
              <AwayForm
                today={today}
                tomorrow={addDays(today, 1)}
                slotLabels={slotLabels}
                onSubmit={async (input) => setResult(await skipRange.mutateAsync(input))}
                busy={skipRange.isPending}
                error={error}
                onCancel={close}
              />
            </Suspense>
          )}
          {result && (
            <>
              <RangeSkipSummary result={result} />
              <div className="modal-action">
                <button type="button" className="btn btn-primary" onClick={close}>
                  {t`Done`}
                </button>
              </div>
            </>
          )}
        </div>
        <div className="modal-backdrop" aria-hidden="true" onClick={close} />
      </ModalDialog>
    </>
  );
}
