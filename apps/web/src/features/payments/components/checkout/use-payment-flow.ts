import { PAYMENT_MESSAGES as P } from '@messhall/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError, failureReason } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';
import { useSavePayment } from '../../api/save-payment';

/** What a provider's confirm step answers: Stripe's PaymentIntent or the sandbox's, reduced to the two fields. */
export interface ConfirmedIntent {
  id: string;
  status: string;
}

/** A failure whose message is for the user as it is (the provider's own, or one of docs/product/texts-and-errors.md#payments). */
export class PaymentStepError extends Error {
  override readonly name = 'PaymentStepError';
}

export interface PaymentFlow {
  processing: boolean;
  /** The last attempt's message, in the page's language. */
  error: string | null;
  /** Set once the payment is confirmed and saved: the success dialog shows it. */
  transactionId: string | null;
  /** Runs one attempt: the provider's confirm step, then save-payment. Never throws. */
  pay: (confirm: () => Promise<ConfirmedIntent>) => Promise<void>;
  /**
   * Set when the last payment went through but saving it failed: saves that same payment again (never a new
   * charge). Undefined otherwise.
   */
  retrySave: (() => Promise<void>) | undefined;
  /** Drops the last attempt's message (a new attempt that the form itself stopped). */
  clearError: () => void;
}

/**
 * The message for a failed attempt, in the page's language: ours and the server's are shared English texts;
 * Stripe's own shows as Stripe gave it (an unknown text passes through sharedText unchanged).
 */
export function messageOf(error: unknown): string {
  if (error instanceof PaymentStepError) return sharedText(error.message);
  // Our server's answers (a declined sandbox card, an expired checkout, payments unavailable) carry a message meant
  // for the user; a bare 5xx (a proxy's page, 'Internal Server Error') and our generic INTERNAL do not.
  if (error instanceof ApiError && error.status > 0 && (error.status < 500 || isOwnServiceError(error)))
    return sharedText(error.message);
  return sharedText(P.paymentUnexpected);
}

function isOwnServiceError(error: ApiError): boolean {
  return !error.code.startsWith('HTTP_') && error.code !== 'INTERNAL';
}

/**
 * The checkout states of docs/product/states.md#checkout: idle → processing → (confirmed → saved → success) or back to idle with an
 * error message. Shared by the Stripe and the sandbox card forms, which only differ in the confirm step.
 */
export function usePaymentFlow(packageName: string): PaymentFlow {
  const save = useSavePayment();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [transactionId, setTransactionId] = useState<string | null>(null);
  // A second submit while one runs (a double click before the button disables) is ignored.
  const running = useRef(false);

  // The payment that went through but is not saved yet: the next attempt saves it instead of paying again.
  const [unsaved, setUnsaved] = useState<string | null>(null);

  /** Runs `step` as the one attempt in progress, with the processing state around it. */
  const attempt = useCallback(async (step: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setProcessing(true);
    setError(null);
    try {
      await step();
    } finally {
      running.current = false;
      setProcessing(false);
    }
  }, []);

  const saveIntent = useCallback(
    async (id: string) => {
      try {
        await save.mutateAsync({ transactionId: id, packageName });
        setUnsaved(null);
        setTransactionId(id);
      } catch (cause) {
        console.error('Saving the payment failed', cause);
        setUnsaved(id);
        const reason = failureReason(cause);
        const saveFailed = sharedText(P.paymentSaveFailed);
        setError(reason ? `${saveFailed} ${sharedText(reason)}` : saveFailed);
      }
    },
    [packageName, save],
  );

  const pay = useCallback(
    (confirm: () => Promise<ConfirmedIntent>) =>
      attempt(async () => {
        let intent: ConfirmedIntent;
        try {
          intent = await confirm();
        } catch (cause) {
          if (!(cause instanceof PaymentStepError)) console.error('Payment confirmation failed', cause);
          setError(messageOf(cause));
          return;
        }
        if (intent.status !== 'succeeded') {
          setError(sharedText(P.paymentFailed));
          return;
        }
        await saveIntent(intent.id);
      }),
    [attempt, saveIntent],
  );

  const retrySave = useMemo(
    () => (unsaved ? () => attempt(() => saveIntent(unsaved)) : undefined),
    [attempt, saveIntent, unsaved],
  );

  const clearError = useCallback(() => setError(null), []);
  return { processing, error, transactionId, pay, retrySave, clearError };
}
