import { t } from '@lingui/core/macro';
import { PAYMENT_MESSAGES as P } from '@messhall/shared';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { sharedText } from '@/lib/i18n/shared-text';
import { usePaymentHistory } from '../api/get-payment-history';
import { formatDateTime } from '@/utils/date-format';
import { formatUsd } from '@/utils/format';
import './receipt-print.css';

interface ReceiptProps {
  transactionId: string;
  customer: { name?: string | null; email: string };
}

function BackLink() {
  return (
    <Link to={paths.dashboard.paymentHistory()} className="btn btn-ghost btn-sm -ml-2 gap-2">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t`Back to Payment History`}
    </Link>
  );
}

/**
 * A receipt for one of the user's payments (decision 0014): its own page, read from Payment History, laid out
 * for paper. Print uses the browser's dialog, which also offers "Save as PDF".
 */
export function Receipt({ transactionId, customer }: ReceiptProps) {
  const history = usePaymentHistory(customer.email);
  const payment = history.data?.find((row) => row.transactionId === transactionId);

  let body;
  if (history.isPending) {
    body = (
      <p role="status" className="py-10 text-center text-base-content/80">
        {t`Loading receipt...`}
      </p>
    );
  } else if (history.isError) {
    body = <ErrorState title={sharedText(P.paymentHistoryFailed)} onRetry={() => void history.refetch()} />;
  } else if (!payment) {
    body = (
      <EmptyState
        title={sharedText(P.paymentNotFound)}
        description={t`There is no payment of yours with this ID.`}
      />
    );
  } else {
    const planName = sharedText(payment.packageName);
    const rows = [
      { key: 'transaction', label: t`Transaction ID`, value: payment.transactionId },
      { key: 'package', label: t`Package Name`, value: t`${planName} membership (30 days)` },
      { key: 'date', label: t`Date`, value: formatDateTime(payment.date) },
      { key: 'status', label: t`Status`, value: t`Paid` },
    ];
    body = (
      <article
        data-receipt
        className="card border border-base-300 bg-base-100 shadow-sm"
        aria-labelledby="receipt-title"
      >
        <div className="card-body gap-6">
          <header className="flex flex-wrap items-start justify-between gap-4">
            <div>
              {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name, in Latin letters in every language */}
              <p className="text-2xl font-extrabold text-primary">Messhall</p>
              <p className="text-sm text-base-content/80">{t`Hostel meal portal`}</p>
            </div>
            <div className="sm:text-right">
              <h1 id="receipt-title" className="text-2xl font-bold">
                {t`Payment Receipt`}
              </h1>
              <p className="text-sm text-base-content/80">{formatDateTime(payment.date)}</p>
            </div>
          </header>
          <div>
            <p className="text-sm font-medium text-base-content/80">{t`Billed to`}</p>
            {customer.name && <p className="font-semibold">{customer.name}</p>}
            <p className="break-all">{customer.email}</p>
          </div>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            {rows.map(({ key, label, value }) => (
              <div key={key} className="contents">
                <dt className="text-sm font-medium text-base-content/80">{label}</dt>
                <dd className={key === 'transaction' ? 'font-mono text-sm break-all' : undefined}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex items-baseline justify-between border-t border-base-300 pt-4">
            <span className="text-lg font-semibold">{t`Amount paid`}</span>
            <span className="text-2xl font-extrabold tabular-nums">{formatUsd(payment.price)}</span>
          </div>
          <p className="text-sm text-base-content/80">{t`Paid by card. Keep this receipt for your records.`}</p>
        </div>
      </article>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 lg:py-10">
      <div data-receipt-actions className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <BackLink />
        {payment && (
          <button type="button" className="btn btn-primary btn-sm gap-2" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            {t`Print`}
          </button>
        )}
      </div>
      {payment ? (
        body
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t`Payment Receipt`}</h1>
          {body}
        </>
      )}
    </div>
  );
}
