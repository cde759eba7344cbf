import { Pager } from '@/components/ui/pager';
import { REQUEST_MESSAGES as MSG, type MealRequest } from '@messhall/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useCancelRequest } from '../api/cancel-request';
import { useServeRequests } from '../api/get-requests';
import { useServeRequest } from '../api/serve-request';
import { useLiveRequests } from '../lib/use-live-requests';
import { useLoadErrorToast } from '../lib/use-load-error-toast';
import { RequestStatusBadge } from './request-status-badge';

export const NO_REQUESTS_FOUND = 'No requests found.';

type Pending = { kind: 'serve' | 'cancel'; request: MealRequest };

interface ServeRequestsTableProps {
  search: string;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Serve Requested Meals (spec §2): Title, User Email, User Name, Status, and Serve / Cancel on pending requests,
 * each after a confirmation. New requests arrive by live event; the spec's 5-second refresh stays as fallback.
 */
export function ServeRequestsTable({ search, page, onPageChange }: ServeRequestsTableProps) {
  const requests = useServeRequests(search, page);
  const serve = useServeRequest();
  const cancel = useCancelRequest();
  // The dialog's content outlives `open` so its text does not change while it closes.
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (next: Pending) => {
    setPending(next);
    setOpen(true);
  };
  useLiveRequests();
  useLoadErrorToast(requests.isError && !requests.data, MSG.requestsLoadFailed);

  const confirm = () => {
    if (!pending) return;
    const done = { onSettled: () => setOpen(false) };
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

  if (requests.isPending) return <Spinner label="Loading requests" className="py-16" />;
  if (!requests.data)
    return (
      <ErrorState
        title={MSG.requestsLoadFailed}
        message={requests.error?.message}
        onRetry={() => void requests.refetch()}
      />
    );

  const { requests: rows, total, limit } = requests.data;
  const request = pending?.request;
  return (
    <div className="flex flex-col gap-4" aria-busy={requests.isFetching || undefined}>
      {rows.length === 0 ? (
        <EmptyState title={NO_REQUESTS_FOUND} />
      ) : (
        <div
          className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
          role="region"
          aria-label="Meal requests"
          tabIndex={0}
        >
          <table className="table max-sm:[&_td]:px-2 max-sm:[&_th]:px-2">
            <thead className="text-base-content">
              <tr>
                <th scope="col">Title</th>
                {/* On phones the user's name and e-mail go under the title instead of columns of their own. */}
                <th scope="col" className="hidden md:table-cell">
                  User Email
                </th>
                <th scope="col" className="hidden md:table-cell">
                  User Name
                </th>
                <th scope="col">Status</th>
                <th scope="col" className="text-right">
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row._id}>
                  <th scope="row" className="font-medium [overflow-wrap:anywhere]">
                    {row.mealTitle}
                    <span className="block text-sm font-normal text-base-content/80 md:hidden">
                      {row.userName || 'N/A'}
                      <span className="block [overflow-wrap:anywhere]">{row.userEmail}</span>
                    </span>
                  </th>
                  {/* Whole e-mails and names where there is room; the title column wraps instead. */}
                  <td className="hidden [overflow-wrap:anywhere] md:table-cell xl:whitespace-nowrap">
                    {row.userEmail}
                  </td>
                  <td className="hidden md:table-cell xl:whitespace-nowrap">{row.userName || 'N/A'}</td>
                  <td>
                    <RequestStatusBadge status={row.status} view="admin" />
                  </td>
                  <td>
                    {row.status === 'pending' ? (
                      <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                        <button
                          type="button"
                          className="btn btn-primary btn-sm"
                          aria-label={`Serve ${row.mealTitle} to ${row.userName || row.userEmail}`}
                          onClick={() => ask({ kind: 'serve', request: row })}
                        >
                          Serve
                        </button>
                        <button
                          type="button"
                          className="btn btn-outline btn-error btn-sm"
                          aria-label={`Cancel ${row.mealTitle} for ${row.userName || row.userEmail}`}
                          onClick={() => ask({ kind: 'cancel', request: row })}
                        >
                          Cancel
                        </button>
                      </div>
                    ) : (
                      <span className="block text-right text-base-content/70">
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">No action</span>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Pager
        page={requests.data.page}
        pageCount={Math.ceil(total / limit)}
        onPage={onPageChange}
        label="Pages"
        className="flex items-center justify-between gap-2"
      />

      <ConfirmDialog
        open={open}
        title={pending?.kind === 'cancel' ? 'Cancel this request?' : 'Mark this meal as delivered?'}
        description={
          request
            ? pending?.kind === 'cancel'
              ? `${request.userName || request.userEmail} will be told that the request for ${request.mealTitle} was cancelled.`
              : `${request.mealTitle} for ${request.userName || request.userEmail} will be marked as delivered.`
            : undefined
        }
        confirmLabel={pending?.kind === 'cancel' ? 'Cancel Request' : 'Serve'}
        cancelLabel={pending?.kind === 'cancel' ? 'Keep Request' : 'Cancel'}
        tone={pending?.kind === 'cancel' ? 'danger' : 'primary'}
        busy={serve.isPending || cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
