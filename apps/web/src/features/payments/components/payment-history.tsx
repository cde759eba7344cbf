import { PAYMENT_MESSAGES as P, type Payment } from '@messhall/shared';
import { ReceiptText } from 'lucide-react';
import { useEffect } from 'react';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { RowAction } from '@/components/ui/data-table/row-action';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { usePaymentHistory } from '../api/get-payment-history';
import { formatDateTime } from '@/utils/date-format';
import { formatUsd } from '@/utils/format';

const COLUMNS: DataColumn<Payment>[] = [
  {
    header: 'Transaction ID',
    cell: (payment) => <span className="font-mono text-sm break-all">{payment.transactionId}</span>,
  },
  { header: 'Package Name', short: true, cell: (payment) => payment.packageName },
  { header: 'Price', short: true, className: 'tabular-nums', cell: (payment) => formatUsd(payment.price) },
  { header: 'Date', className: 'md:whitespace-nowrap', cell: (payment) => formatDateTime(payment.date) },
  {
    header: 'Receipt',
    actions: true,
    hideHeader: true,
    end: true,
    cell: (payment) => (
      <RowAction
        to={paths.dashboard.receipt(payment.transactionId)}
        tone="outline-primary"
        icon={ReceiptText}
        label="Receipt"
        name={`Receipt for ${payment.transactionId}`}
      />
    ),
  },
];

/** Payment History (docs/product/screens-and-routes.md#payment-history): the signed-in user's payments. */
export function PaymentHistory({ email }: { email: string }) {
  const history = usePaymentHistory(email);

  useEffect(() => {
    if (history.error) console.error('Failed to load payment history', history.error);
  }, [history.error]);

  return (
    <DataTable
      caption="Your payments, newest first"
      columns={COLUMNS}
      rows={history.isError ? undefined : history.data}
      rowKey={(payment) => payment.transactionId}
      pending={history.isPending}
      loading={
        <p role="status" className="py-10 text-center text-base-content/80">
          Loading payment history...
        </p>
      }
      // docs/product/texts-and-errors.md#payments: the list is emptied and the message shown.
      error={<ErrorState title={P.paymentHistoryFailed} onRetry={() => void history.refetch()} />}
      empty={
        <EmptyState
          icon={ReceiptText}
          title="No payment history found."
          className="rounded-box border border-dashed border-base-300"
        />
      }
    />
  );
}
