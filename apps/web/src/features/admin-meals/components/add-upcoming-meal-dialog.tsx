import { t } from '@lingui/core/macro';
import { X } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { Spinner } from '@/components/ui/spinner';
import { ModalDialog } from '@/components/ui/modal-dialog';

const UpcomingMealForm = lazyPart(() => import('./upcoming-meal-form'));

/** Fetch the form's chunk early, e.g. when the pointer reaches the button that opens the modal. */
export const preloadUpcomingMealForm = UpcomingMealForm.preload;

interface AddUpcomingMealDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Add Upcoming Meal' (docs/product/screens-and-routes.md#upcoming-meals-admin) in a native modal <dialog>: the browser traps focus and Escape closes it; focus
 * returns to the button that opened it. The form is only mounted while open, so each opening starts empty.
 */
export function AddUpcomingMealDialog({ open, onClose }: AddUpcomingMealDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  return (
    <ModalDialog
      open={open}
      labelledBy={titleId}
      onEscape={() => {
        if (!busy) onClose();
      }}
    >
      <div className="modal-box max-h-[92dvh] w-full max-w-2xl">
        <div className="mb-4 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-xl font-bold">
            {t`Add Upcoming Meal`}
          </h2>
          <button
            type="button"
            className="btn btn-circle btn-ghost btn-sm"
            aria-label={t`Close`}
            onClick={onClose}
            disabled={busy}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {open && (
          <Suspense fallback={<Spinner label={t`Loading the form`} className="py-16" />}>
            <UpcomingMealForm onClose={onClose} onBusyChange={setBusy} />
          </Suspense>
        )}
      </div>
    </ModalDialog>
  );
}
