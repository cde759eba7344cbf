import { t } from '@lingui/core/macro';
import { CircleCheck } from 'lucide-react';
import { useId, useRef } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';

interface PaymentSuccessDialogProps {
  transactionId: string | null;
  onDone: () => void;
}

/**
 * 'Payment Successful!' (docs/product/screens-and-routes.md#checkout): a native modal <dialog> (focus kept inside by the browser) with the
 * transaction id and 'Go to Dashboard'. Escape does the same as the button: the payment is done either way.
 */
export function PaymentSuccessDialog({ transactionId, onDone }: PaymentSuccessDialogProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const open = transactionId !== null;

  return (
    <ModalDialog
      open={open}
      labelledBy={titleId}
      describedBy={descriptionId}
      onEscape={onDone}
      onOpened={() => buttonRef.current?.focus()}
    >
      {open && (
        <div className="modal-box text-center">
          <CircleCheck className="mx-auto size-14 text-success" strokeWidth={1.5} aria-hidden="true" />
          <h2 id={titleId} className="mt-3 text-2xl font-bold">
            {t`Payment Successful!`}
          </h2>
          <div id={descriptionId} className="mt-3">
            <p className="text-base-content/80">{t`Transaction ID`}</p>
            <p className="mt-1 font-mono text-sm break-all" data-testid="transaction-id">
              {transactionId}
            </p>
          </div>
          <div className="modal-action justify-center">
            <button ref={buttonRef} type="button" className="btn btn-primary" onClick={onDone}>
              {t`Go to Dashboard`}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
