import { t } from '@lingui/core/macro';
import { PAYMENT_MESSAGES as P, type Plan } from '@messhall/shared';
import { FlaskConical } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { lazyPart } from '@/components/ui/lazy-part';
import { sharedText } from '@/lib/i18n/shared-text';
import { usePaymentIntent } from '../../api/create-payment-intent';
import { usePaymentConfig } from '../../api/get-payment-config';
import { PaymentSuccessDialog } from './payment-success-dialog';
import { PlanScheduleNote } from './plan-schedule-note';
import { PlanSummary } from './plan-summary';
import { SandboxCardForm } from './sandbox-card-form';
import { messageOf, usePaymentFlow } from './use-payment-flow';

// Stripe.js and its React bindings load only here, and only when the server is set up for Stripe.
const StripeCardForm = lazyPart(() => import('./stripe-card-form'));

interface CheckoutProps {
  plan: Plan;
  /** The signed-in user, for Stripe's billing details. */
  billing: { name?: string | null; email?: string | null };
}

function TestModeNote() {
  return (
    <p className="flex items-center gap-2 rounded-box bg-warning/20 px-3 py-2 text-sm font-medium">
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
      {sharedText(P.testModeLabel)}
    </p>
  );
}

/** Checkout (docs/product/screens-and-routes.md#checkout, docs/product/states.md#checkout): the plan, then the card form once the payment intent's client secret arrives. */
export function Checkout({ plan, billing }: CheckoutProps) {
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const intent = usePaymentIntent(plan.slug);
  const flow = usePaymentFlow(plan.name);

  useEffect(() => {
    // docs/product/texts-and-errors.md#payments: a failing payment intent creation is logged (we also show it, below, rather than an empty box).
    if (intent.error) console.error('Failed to create the payment intent', intent.error);
  }, [intent.error]);

  const provider = config.data?.provider;
  const clientSecret = intent.data?.clientSecret ?? '';
  const price = intent.data?.package.price ?? plan.price;

  let body;
  if (config.isPending || intent.isPending) {
    body = <Spinner label={t`Preparing checkout`} className="py-10" />;
  } else if (config.isError || intent.isError || provider === 'none') {
    const error = intent.error ?? config.error;
    body = (
      <ErrorState
        title={t`Checkout is not available`}
        // A 5xx's own text ('Internal Server Error') means nothing to a student: the friendly message instead.
        message={provider === 'none' ? sharedText(P.paymentsUnavailable) : messageOf(error)}
        onRetry={() => {
          void config.refetch();
          void intent.refetch();
        }}
        className="py-6"
      />
    );
  } else if (provider === 'stripe') {
    body = (
      <Suspense fallback={<Spinner label={t`Loading the card form`} className="py-10" />}>
        <StripeCardForm
          publishableKey={config.data?.publishableKey ?? ''}
          clientSecret={clientSecret}
          price={price}
          billing={billing}
          flow={flow}
        />
      </Suspense>
    );
  } else {
    body = (
      <>
        <p className="text-sm text-base-content/80">
          {t`Use a Stripe test card, e.g. 4242 4242 4242 4242 with any future expiry date and any CVC.`}
        </p>
        <SandboxCardForm clientSecret={clientSecret} price={price} flow={flow} />
      </>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <PlanSummary plan={plan} schedule={intent.data?.schedule} />
      <section aria-labelledby="payment-title" className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h2 id="payment-title" className="text-xl font-bold">
            {t`Payment`}
          </h2>
          {config.data?.testMode && <TestModeNote />}
          {intent.data && <PlanScheduleNote plan={plan.name} schedule={intent.data.schedule} />}
          {body}
        </div>
      </section>
      <PaymentSuccessDialog
        transactionId={flow.transactionId}
        onDone={() => navigate(paths.dashboard.root())}
      />
    </div>
  );
}
