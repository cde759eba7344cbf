import { t } from '@lingui/core/macro';
import { PAYMENT_MESSAGES as P, type Payment } from '@messhall/shared';
import { ReceiptText } from 'lucide-react';
import { useEffect } from 'react';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { RowAction } from '@/components/ui/data-table/row-action';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { sharedText } from '@/lib/i18n/shared-text';
import { usePaymentHistory } from '../api/get-payment-history';
import { formatDateTime } from '@/utils/date-format';
import { formatUsd } from '@/utils/format';

const receiptFor = (transactionId: string) => t`Receipt for ${transactionId}`;

// Made at render: the headers are messages in the page's language.
const paymentColumns = (): DataColumn<Payment>[] => [
  {
    header: t`Transaction ID`,
    cell: (payment) => <span className="font-mono text-sm break-all">{payment.transactionId}</span>,
  },
  { header: t`Package Name`, short: true, cell: (payment) => sharedText(payment.packageName) },
  { header: t`Price`, short: true, className: 'tabular-nums', cell: (payment) => formatUsd(payment.price) },
  { header: t`Date`, className: 'md:whitespace-nowrap', cell: (payment) => formatDateTime(payment.date) },
  {
    header: t`Receipt`,
    actions: true,
    hideHeader: true,
    end: true,
    cell: (payment) => (
      <RowAction
        to={paths.dashboard.receipt(payment.transactionId)}
        tone="outline-primary"
        icon={ReceiptText}
        label={t`Receipt`}
        name={receiptFor(payment.transactionId)}
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
      caption={t`Your payments, newest first`}
      columns={paymentColumns()}
      rows={history.isError ? undefined : history.data}
      rowKey={(payment) => payment.transactionId}
      pending={history.isPending}
      loading={
        <p role="status" className="py-10 text-center text-base-content/80">
          {t`Loading payment history...`}
        </p>
      }
      // docs/product/texts-and-errors.md#payments: the list is emptied and the message shown.
      error={<ErrorState title={sharedText(P.paymentHistoryFailed)} onRetry={() => void history.refetch()} />}
      empty={
        <EmptyState
          icon={ReceiptText}
          title={t`No payment history found.`}
          className="rounded-box border border-dashed border-base-300"
        />
      }
    />
  );
}
