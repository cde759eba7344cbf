import { REQUEST_MESSAGES as MSG, type MealRequest } from '@messhall/shared';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { pagedQueryStates } from '@/components/ui/data-table/paged-query-states';
import { RowAction } from '@/components/ui/data-table/row-action';
import { useConfirm } from '@/components/ui/data-table/use-confirm';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/lib/toast';
import { useCancelRequest } from '../api/cancel-request';
import { useServeRequests } from '../api/get-requests';
import { useServeRequest } from '../api/serve-request';
import { useLiveRequests } from '../lib/use-live-requests';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { pendingActionColumn } from './pending-action-column';
import { RequestStatusBadge } from './request-status-badge';

export const NO_REQUESTS_FOUND = 'No requests found.';

type Pending = { kind: 'serve' | 'cancel'; request: MealRequest };

interface ServeRequestsTableProps {
  search: string;
  page: number;
  onPageChange: (page: number) => void;
}

const who = (row: MealRequest) => row.userName || row.userEmail;

const COLUMNS: DataColumn<MealRequest>[] = [
  { header: 'Title', rowHeader: true, className: '[overflow-wrap:anywhere]', cell: (row) => row.mealTitle },
  // Whole e-mails and names where there is room; the title column wraps instead.
  {
    header: 'User Email',
    className: '[overflow-wrap:anywhere] xl:whitespace-nowrap',
    cell: (row) => row.userEmail,
  },
  {
    header: 'User Name',
    short: true,
    className: 'xl:whitespace-nowrap',
    cell: (row) => row.userName || 'N/A',
  },
  { header: 'Status', short: true, cell: (row) => <RequestStatusBadge status={row.status} view="admin" /> },
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
  useLoadErrorToast(requests.isError && !requests.data ? MSG.requestsLoadFailed : null);

  const run = () => {
    const pending = confirm.subject;
    if (!pending) return;
    const done = { onSettled: confirm.close };
    if (pending.kind === 'serve') {
      serve.mutate(pending.request._id, {
        ...done,
        onSuccess: () => toast.success(MSG.markedDelivered),
        onError: (error) => toast.failure(MSG.markDeliveredFailed, error),
      });
    } else {
      cancel.mutate(pending.request._id, {
        ...done,
        onSuccess: () => toast.success(MSG.requestCancelled),
        onError: (error) => toast.failure(MSG.cancelRequestFailed, error),
      });
    }
  };

  const columns: DataColumn<MealRequest>[] = [
    ...COLUMNS,
    pendingActionColumn((row) => (
      <>
        <RowAction
          tone="primary"
          label="Serve"
          name={`Serve ${row.mealTitle} to ${who(row)}`}
          onClick={() => confirm.ask({ kind: 'serve', request: row })}
        />
        <RowAction
          tone="outline-danger"
          label="Cancel"
          name={`Cancel ${row.mealTitle} for ${who(row)}`}
          onClick={() => confirm.ask({ kind: 'cancel', request: row })}
        />
      </>
    )),
  ];

  const isCancel = confirm.subject?.kind === 'cancel';
  const request = confirm.subject?.request;
  return (
    <DataTable
      caption="Meal requests"
      columns={columns}
      rowKey={(row) => row._id}
      {...pagedQueryStates(requests, (data) => data.requests, {
        loading: 'Loading requests',
        failed: MSG.requestsLoadFailed,
        onPage: onPageChange,
      })}
      empty={<EmptyState title={NO_REQUESTS_FOUND} />}
      confirm={{
        ...confirm.dialog,
        title: isCancel ? 'Cancel this request?' : 'Mark this meal as delivered?',
        description: request
          ? isCancel
            ? `${who(request)} will be told that the request for ${request.mealTitle} was cancelled.`
            : `${request.mealTitle} for ${who(request)} will be marked as delivered.`
          : undefined,
        confirmLabel: isCancel ? 'Cancel Request' : 'Serve',
        cancelLabel: isCancel ? 'Keep Request' : 'Cancel',
        tone: isCancel ? 'danger' : 'primary',
        busy: serve.isPending || cancel.isPending,
        onConfirm: run,
      }}
    />
  );
}
