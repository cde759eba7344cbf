import { t } from '@lingui/core/macro';
import { DEFAULT_LEVEL, findPlan, PAYMENT_MESSAGES as P } from '@messhall/shared';
import { CircleAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { MembershipPlans } from '@/features/membership/components/membership-plans';
import { Checkout } from '@/features/payments/components/checkout/checkout';
import { sharedText } from '@/lib/i18n/shared-text';
import '@/styles/screens.css';

/**
 * /checkout/:packageName (docs/product/screens-and-routes.md#checkout, signed in: the router's RequireAuth guards it). An unknown plan gets a clear
 * message and the plan cards to pick from instead of a checkout that could only fail. Bronze is the free level
 * everyone has: its page says so and offers the paid plans, with nothing to pay.
 */
export default function CheckoutRoute() {
  const { packageName = '' } = useParams();
  const { user } = useSession();
  const plan = findPlan(packageName);
  const free = packageName.toLowerCase() === DEFAULT_LEVEL.toLowerCase();
  const planName = plan ? sharedText(plan.name) : free ? sharedText(DEFAULT_LEVEL) : packageName;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold break-words sm:text-4xl">
        {free ? t`${planName} is free` : t`Checkout - ${planName}`}
      </h1>
      {plan ? (
        <div className="mt-6">
          <Checkout plan={plan} billing={{ name: user?.name, email: user?.email }} />
        </div>
      ) : (
        <>
          <div
            role={free ? undefined : 'alert'}
            className={free ? 'alert mt-6' : 'alert mt-6 border-warning bg-warning/15'}
          >
            <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
            <div>
              {free ? (
                <p className="font-semibold">{t`Everyone has ${planName} without paying. To get more, choose Silver, Gold or Platinum below.`}</p>
              ) : (
                <>
                  <p className="font-semibold">{sharedText(P.unknownPackage)}</p>
                  <p className="text-sm">{t`There is no “${packageName}” plan. Choose Silver, Gold or Platinum below.`}</p>
                </>
              )}
            </div>
          </div>
          <div className="-mx-4 sm:-mx-6">
            <MembershipPlans />
          </div>
        </>
      )}
    </div>
  );
}
