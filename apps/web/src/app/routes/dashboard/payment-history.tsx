import { t } from '@lingui/core/macro';
import { useSession } from '@/features/auth/api/get-session';
import { PaymentHistory } from '@/features/payments/components/payment-history';

/** /dashboard/paymenthistory (docs/product/screens-and-routes.md#payment-history): the signed-in user's own payments (the dashboard guard ensures a user). */
export default function PaymentHistoryRoute() {
  const { user } = useSession();
  return (
    <section aria-labelledby="payment-history-title">
      <h2 id="payment-history-title" className="mb-4 text-2xl font-bold">
        {t`Payment History`}
      </h2>
      {user && <PaymentHistory email={user.email} />}
    </section>
  );
}
