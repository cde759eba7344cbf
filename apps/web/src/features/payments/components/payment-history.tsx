import { PAYMENT_MESSAGES as P, type Payment } from '@messhall/shared';
import { ReceiptText } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { usePaymentHistory } from '../api/get-payment-history';
import { formatLocalDateTime, formatUsd } from '../lib/format';

function ReceiptLink({ payment }: { payment: Payment }) {
  return (
    <Link
      to={paths.dashboard.receipt(payment.transactionId)}
      className="btn btn-outline btn-primary btn-sm gap-1.5"
      aria-label={`Receipt for ${payment.transactionId}`}
    >
      <ReceiptText className="size-4" aria-hidden="true" />
      Receipt
    </Link>
  );
}

/** Wide screens: the spec's table. */
function HistoryTable({ payments }: { payments: Payment[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-box border border-base-300 md:block">
      <table className="table">
        <caption className="sr-only">Your payments, newest first</caption>
        <thead className="text-base-content">
          <tr>
            <th scope="col">Transaction ID</th>
            <th scope="col">Package Name</th>
            <th scope="col">Price</th>
            <th scope="col">Date</th>
            <th scope="col">
              <span className="sr-only">Receipt</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.transactionId}>
              <td className="font-mono text-sm break-all">{payment.transactionId}</td>
              <td>{payment.packageName}</td>
              <td className="tabular-nums">{formatUsd(payment.price)}</td>
              <td className="whitespace-nowrap">{formatLocalDateTime(payment.date)}</td>
              <td className="text-right">
                <ReceiptLink payment={payment} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per payment with the same four fields, so nothing scrolls sideways. */
function HistoryCards({ payments }: { payments: Payment[] }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="Your payments, newest first">
      {payments.map((payment) => (
        <li key={payment.transactionId} className="card border border-base-300 bg-base-100">
          <dl className="card-body grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 p-4 text-sm">
            <dt className="font-medium text-base-content/80">Transaction ID</dt>
            <dd className="min-w-0 font-mono break-all">{payment.transactionId}</dd>
            <dt className="font-medium text-base-content/80">Package Name</dt>
            <dd>{payment.packageName}</dd>
            <dt className="font-medium text-base-content/80">Price</dt>
            <dd className="tabular-nums">{formatUsd(payment.price)}</dd>
            <dt className="font-medium text-base-content/80">Date</dt>
            <dd>{formatLocalDateTime(payment.date)}</dd>
          </dl>
          <div className="px-4 pb-4">
            <ReceiptLink payment={payment} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Payment History (spec §2): the signed-in user's payments. */
export function PaymentHistory({ email }: { email: string }) {
  const history = usePaymentHistory(email);

  useEffect(() => {
    if (history.error) console.error('Failed to load payment history', history.error);
  }, [history.error]);

  if (history.isPending) {
    return (
      <p role="status" className="py-10 text-center text-base-content/80">
        Loading payment history...
      </p>
    );
  }
  if (history.isError) {
    // Spec §8: the list is emptied and the message shown.
    return <ErrorState title={P.paymentHistoryFailed} onRetry={() => void history.refetch()} />;
  }
  if (history.data.length === 0) {
    return (
      <EmptyState
        icon={ReceiptText}
        title="No payment history found."
        className="rounded-box border border-dashed border-base-300"
      />
    );
  }
  return (
    <>
      <HistoryTable payments={history.data} />
      <HistoryCards payments={history.data} />
    </>
  );
}
