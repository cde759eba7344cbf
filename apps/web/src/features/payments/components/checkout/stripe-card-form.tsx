import { t } from '@lingui/core/macro';
import { PAYMENT_MESSAGES as P } from '@messhall/shared';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useId } from 'react';
import { PayButton } from './pay-button';
import { PaymentStepError, type PaymentFlow } from './use-payment-flow';

// This module is loaded only by the checkout when the server says Stripe (a lazy part), so Stripe.js and its
// React bindings never weigh on any other screen.

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  price: number;
  billing: { name?: string | null; email?: string | null };
  flow: PaymentFlow;
}

// One Stripe.js load per key for the page's lifetime (Stripe's advice: never re-create it on render).
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
}

function CardForm({ clientSecret, price, billing, flow }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flow.pay(async () => {
      if (!stripe || !elements || !clientSecret) throw new PaymentStepError(P.stripeNotReady);
      const card = elements.getElement(CardElement);
      if (!card) throw new PaymentStepError(P.cardElementMissing);
      // docs/product/api.md#third-party-services: the billing name and e-mail default to 'Anonymous' and 'NoEmail'.
      const method = await stripe.createPaymentMethod({
        type: 'card',
        card,
        // eslint-disable-next-line lingui/no-unlocalized-strings -- sent to Stripe as billing details, never shown
        billing_details: { name: billing.name || 'Anonymous', email: billing.email || 'NoEmail' },
      });
      if (method.error) throw new PaymentStepError(method.error.message ?? P.paymentFailed);
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: method.paymentMethod.id,
      });
      if (result.error) throw new PaymentStepError(result.error.message ?? P.paymentFailed);
      return { id: result.paymentIntent.id, status: result.paymentIntent.status };
    });
  };

  const color = getComputedStyle(document.documentElement).color || '#1f2937';
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t`Card details`}>
      <div className="flex flex-col gap-1">
        <span id={labelId} className="text-sm font-medium">
          {t`Card details`}
        </span>
        <div className="input w-full items-center" aria-labelledby={labelId} role="group">
          <CardElement
            className="w-full"
            options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color } } }}
          />
        </div>
      </div>
      <PayButton
        price={price}
        processing={flow.processing}
        disabled={!stripe}
        error={flow.error}
        retrySave={flow.retrySave}
      />
    </form>
  );
}

export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}
