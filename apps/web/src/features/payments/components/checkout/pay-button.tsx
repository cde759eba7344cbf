import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef } from 'react';
import { formatPlanPrice } from '@/utils/format';

interface PayButtonProps {
  price: number;
  processing: boolean;
  disabled?: boolean;
  /** In the page's language already (use-payment-flow.ts). */
  error: string | null;
  /** The payment went through but was not saved: the button saves it again instead of paying. */
  retrySave?: (() => Promise<void>) | undefined;
}

/** 'Pay ${price}', 'Processing...' and disabled while paying, and the error in red under it (docs/product/screens-and-routes.md#checkout). */
export function PayButton({ price, processing, disabled = false, error, retrySave }: PayButtonProps) {
  const errorId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasProcessing = useRef(false);
  const amount = formatPlanPrice(price);
  useEffect(() => {
    // Disabling the focused button drops focus to <body>; give it back so keyboard users can try again.
    if (wasProcessing.current && !processing && document.activeElement === document.body) {
      buttonRef.current?.focus();
    }
    wasProcessing.current = processing;
  }, [processing]);
  return (
    <div className="flex flex-col gap-2">
      <button
        ref={buttonRef}
        type={retrySave ? 'button' : 'submit'}
        onClick={retrySave && (() => void retrySave())}
        className="btn btn-primary btn-block"
        disabled={processing || disabled}
        aria-describedby={error ? errorId : undefined}
      >
        {processing && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {processing ? t`Processing...` : retrySave ? t`Try saving again` : t`Pay ${amount}`}
      </button>
      {/* Always in the page, so screen readers announce a message when it appears. */}
      <p id={errorId} role="alert" className="min-h-5 text-sm font-medium text-error">
        {error}
      </p>
    </div>
  );
}
