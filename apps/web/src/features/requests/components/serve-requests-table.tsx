import { t } from '@lingui/core/macro';
import { REQUEST_MESSAGES as MSG, type MealRequest } from '@messhall/shared';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { pagedQueryStates } from '@/components/ui/data-table/paged-query-states';
import { RowAction } from '@/components/ui/data-table/row-action';
import { useConfirm } from '@/components/ui/data-table/use-confirm';
import { EmptyState } from '@/components/ui/empty-state';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { useCancelRequest } from '../api/cancel-request';
import { useServeRequests } from '../api/get-requests';
import { useServeRequest } from '../api/serve-request';
import { useLiveRequests } from '../lib/use-live-requests';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { pendingActionColumn } from './pending-action-column';
import { RequestStatusBadge } from './request-status-badge';

type Pending = { kind: 'serve' | 'cancel'; request: MealRequest };

interface ServeRequestsTableProps {
  search: string;
  page: number;
  onPageChange: (page: number) => void;
}

const who = (row: MealRequest) => row.userName || row.userEmail;

function confirmDescription(request: MealRequest, isCancel: boolean): string {
  const mealTitle = request.mealTitle;
  const student = who(request);
  return isCancel
    ? t`${student} will be told that the request for ${mealTitle} was cancelled.`
    : t`${mealTitle} for ${student} will be marked as delivered.`;
}

const columnsOfRequest = (): DataColumn<MealRequest>[] => [
  { header: t`Title`, rowHeader: true, className: '[overflow-wrap:anywhere]', cell: (row) => row.mealTitle },
  // Whole e-mails and names where there is room; the title column wraps instead.
  {
    header: t`User Email`,
    className: '[overflow-wrap:anywhere] xl:whitespace-nowrap',
    cell: (row) => row.userEmail,
  },
  {
    header: t`User Name`,
    short: true,
    className: 'xl:whitespace-nowrap',
    cell: (row) => row.userName || t`N/A`,
  },
  { header: t`Status`, short: true, cell: (row) => <RequestStatusBadge status={row.status} view="admin" /> },
];

/**
 * Serve Requested Meals (docs/product/screens-and-routes.md#serve-requested-meals): Title, User Email, User Name, Status, and Serve / Cancel on pending requests,
 * each after a confirmation. New requests arrive by live event; the spec's 5-second refresh stays as fallback.
 */
export function ServeRequestsTable({ search, page, onPageChange }: ServeRequestsTableProps) {
  const requests = useServeRequests(search, page);
  const serve = useServeRequest();
  const cancel = useCancelRequest();
  const confirm = useConfirm<Pending>();
  useLiveRequests();
  useLoadErrorToast(requests.isError && !requests.data ? sharedText(MSG.requestsLoadFailed) : null);

  const run = () => {
    const pending = confirm.subject;
    if (!pending) return;
    const done = { onSettled: confirm.close };
    if (pending.kind === 'serve') {
      serve.mutate(pending.request._id, {
        ...done,
        onSuccess: () => toast.success(sharedText(MSG.markedDelivered)),
        onError: (error) => toast.failure(sharedText(MSG.markDeliveredFailed), error),
      });
    } else {
      cancel.mutate(pending.request._id, {
        ...done,
        onSuccess: () => toast.success(sharedText(MSG.requestCancelled)),
        onError: (error) => toast.failure(sharedText(MSG.cancelRequestFailed), error),
      });
    }
  };

  const columns: DataColumn<MealRequest>[] = [
    ...columnsOfRequest(),
    pendingActionColumn((row) => {
      const mealTitle = row.mealTitle;
      const student = who(row);
      return (
        <>
          <RowAction
            tone="primary"
            label={t`Serve`}
            name={t`Serve ${mealTitle} to ${student}`}
            onClick={() => confirm.ask({ kind: 'serve', request: row })}
          />
          <RowAction
            tone="outline-danger"
            label={t`Cancel`}
            name={t`Cancel ${mealTitle} for ${student}`}
            onClick={() => confirm.ask({ kind: 'cancel', request: row })}
          />
        </>
      );
    }),
  ];

  const isCancel = confirm.subject?.kind === 'cancel';
  const request = confirm.subject?.request;
  return (
    <DataTable
      caption={t`Meal requests`}
      columns={columns}
      rowKey={(row) => row._id}
      {...pagedQueryStates(requests, (data) => data.requests, {
        loading: t`Loading requests`,
        failed: sharedText(MSG.requestsLoadFailed),
        onPage: onPageChange,
      })}
      empty={<EmptyState title={t`No requests found.`} />}
      confirm={{
        ...confirm.dialog,
        title: isCancel ? t`Cancel this request?` : t`Mark this meal as delivered?`,
        description: request && confirmDescription(request, isCancel),
        confirmLabel: isCancel ? t`Cancel Request` : t`Serve`,
        cancelLabel: isCancel ? t`Keep Request` : t`Cancel`,
        tone: isCancel ? 'danger' : 'primary',
        busy: serve.isPending || cancel.isPending,
        onConfirm: run,
      }}
    />
  );
}
