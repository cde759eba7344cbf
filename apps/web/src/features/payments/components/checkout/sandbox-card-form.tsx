import { t } from '@lingui/core/macro';
import { PAYMENT_MESSAGES as P } from '@messhall/shared';
import { type FormEvent, useState } from 'react';
import { useConfirmSandboxPayment } from '../../api/confirm-sandbox-payment';
import {
  type CardErrors,
  type CardField,
  type CardFormValues,
  formatCardNumber,
  formatExpiry,
  serverCardErrors,
  validateCard,
} from '../../lib/card-fields';
import { CardInput } from './card-input';
import { PayButton } from './pay-button';
import { PaymentStepError, type PaymentFlow } from './use-payment-flow';

interface SandboxCardFormProps {
  clientSecret: string;
  price: number;
  flow: PaymentFlow;
}

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '' };

/**
 * The built-in provider's card form (no Stripe keys): number, expiry and CVC, checked here with the server's
 * own schema, then confirmed by the sandbox with Stripe's test cards. Never takes money.
 */
export function SandboxCardForm({ clientSecret, price, flow }: SandboxCardFormProps) {
  const confirm = useConfirmSandboxPayment();
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});

  const change = (field: CardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's error goes once the user edits it.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateCard(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      flow.clearError();
      const first = (['number', 'expiry', 'cvc'] as const).find((field) => checked.errors[field]);
      if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void flow.pay(async () => {
      if (!clientSecret) throw new PaymentStepError(P.stripeNotReady);
      try {
        return await confirm.mutateAsync({ clientSecret, card: checked.card });
      } catch (cause) {
        setErrors(serverCardErrors(cause));
        throw cause;
      }
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t`Card details`}>
      <CardInput
        label={t`Card number`}
        name="number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        value={values.number}
        error={errors.number}
        onChange={(event) => change('number', formatCardNumber(event.target.value))}
        disabled={flow.processing}
      />
      <div className="grid grid-cols-2 gap-4">
        <CardInput
          label={t`Expiry (MM / YY)`}
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t`MM / YY`}
          maxLength={9}
          value={values.expiry}
          error={errors.expiry}
          onChange={(event) => change('expiry', formatExpiry(event.target.value))}
          disabled={flow.processing}
        />
        <CardInput
          label={t`CVC`}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={values.cvc}
          error={errors.cvc}
          onChange={(event) => change('cvc', event.target.value.replace(/\D/g, ''))}
          disabled={flow.processing}
        />
      </div>
      <PayButton price={price} processing={flow.processing} error={flow.error} retrySave={flow.retrySave} />
    </form>
  );
}
