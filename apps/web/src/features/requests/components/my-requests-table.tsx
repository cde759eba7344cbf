import { Pager } from '@/components/ui/pager';
import { REQUEST_MESSAGES as MSG, type MealRequest } from '@messhall/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useMyRequests } from '../api/get-requests';
import { useDeleteRequest } from '../api/delete-request';
import { useLiveRequests } from '../lib/use-live-requests';
import { useLoadErrorToast } from '../lib/use-load-error-toast';
import { RequestStatusBadge } from './request-status-badge';

export const NO_REQUESTED_MEALS = 'You have not requested any meals yet.';

/**
 * My Requested Meals (spec §2): Title, Likes, Reviews, Status, and Cancel while pending (after a confirmation;
 * it deletes the request). Live: an admin's Serve or Cancel shows here at once.
 */
export function MyRequestsTable({ email }: { email: string }) {
  const [page, setPage] = useState(1);
  const requests = useMyRequests(email, page);
  const remove = useDeleteRequest();
  // The dialog's content outlives `open` so its text does not change while it closes.
  const [cancelling, setCancelling] = useState<MealRequest | null>(null);
  const [open, setOpen] = useState(false);
  useLiveRequests();
  useLoadErrorToast(requests.isError && !requests.data, MSG.requestedMealsLoadFailed);

  const confirm = () => {
    if (!cancelling) return;
    remove.mutate(cancelling._id, {
      onSuccess: () => toast.success(MSG.requestCanceled),
      onError: (error) => toast.failure(MSG.cancelRequestFailed, error),
      onSettled: () => setOpen(false),
    });
  };

  if (requests.isPending) return <Spinner label="Loading requested meals" className="py-16" />;
  if (!requests.data)
    return (
      <ErrorState
        title={MSG.requestedMealsLoadFailed}
        message={requests.error?.message}
        onRetry={() => void requests.refetch()}
      />
    );

  const { requests: rows, total, limit } = requests.data;
  return (
    <div className="flex flex-col gap-4" aria-busy={requests.isFetching || undefined}>
      {rows.length === 0 ? (
        <EmptyState
          title={NO_REQUESTED_MEALS}
          description="Open a meal and choose Request Meal; your requests and their status show here."
          action={
            <Link to={paths.meals()} className="btn btn-primary btn-sm">
              Browse meals
            </Link>
          }
        />
      ) : (
        <div
          className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
          role="region"
          aria-label="My requested meals"
          tabIndex={0}
        >
          <table className="table max-sm:[&_td]:px-2 max-sm:[&_th]:px-2">
            <thead className="text-base-content">
              <tr>
                <th scope="col">Title</th>
                {/* On phones likes and reviews go under the title rather than into columns of their own. */}
                <th scope="col" className="hidden text-right sm:table-cell">
                  Likes
                </th>
                <th scope="col" className="hidden text-right sm:table-cell">
                  Reviews
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
                  <th scope="row" className="font-medium">
                    <Link
                      to={paths.mealDetails(row.mealId)}
                      className="link link-hover [overflow-wrap:anywhere]"
                    >
                      {row.mealTitle}
                    </Link>
                    <span className="block text-sm font-normal text-base-content/80 sm:hidden">
                      {`${row.likes} ${row.likes === 1 ? 'like' : 'likes'} · ${row.reviews_count} ${row.reviews_count === 1 ? 'review' : 'reviews'}`}
                    </span>
                  </th>
                  <td className="hidden text-right tabular-nums sm:table-cell">{row.likes}</td>
                  <td className="hidden text-right tabular-nums sm:table-cell">{row.reviews_count}</td>
                  <td>
                    <RequestStatusBadge status={row.status} view="user" />
                  </td>
                  <td className="text-right">
                    {row.status === 'pending' ? (
                      <button
                        type="button"
                        className="btn btn-outline btn-error btn-sm"
                        aria-label={`Cancel request for ${row.mealTitle}`}
                        onClick={() => {
                          setCancelling(row);
                          setOpen(true);
                        }}
                      >
                        Cancel
                      </button>
                    ) : (
                      <span className="text-base-content/70">
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
        onPage={setPage}
        label="Pages"
        className="flex items-center justify-between gap-2"
      />

      <ConfirmDialog
        open={open}
        title="Cancel this request?"
        description={cancelling ? `Your request for ${cancelling.mealTitle} will be withdrawn.` : undefined}
        confirmLabel="Cancel Request"
        cancelLabel="Keep Request"
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
