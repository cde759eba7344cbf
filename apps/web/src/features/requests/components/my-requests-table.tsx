import { REQUEST_MESSAGES as MSG, type MealRequest } from '@messhall/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { RowAction } from '@/components/ui/data-table/row-action';
import { useConfirm } from '@/components/ui/data-table/use-confirm';
import { EmptyState } from '@/components/ui/empty-state';
import { pagedQueryStates } from '@/components/ui/data-table/paged-query-states';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useMyRequests } from '../api/get-requests';
import { useDeleteRequest } from '../api/delete-request';
import { useLiveRequests } from '../lib/use-live-requests';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { pendingActionColumn } from './pending-action-column';
import { RequestStatusBadge } from './request-status-badge';

export const NO_REQUESTED_MEALS = 'You have not requested any meals yet.';

const COLUMNS: DataColumn<MealRequest>[] = [
  {
    header: 'Title',
    rowHeader: true,
    cell: (row) => (
      <Link to={paths.mealDetails(row.mealId)} className="link link-hover [overflow-wrap:anywhere]">
        {row.mealTitle}
      </Link>
    ),
  },
  {
    header: 'Likes',
    short: true,
    end: true,
    className: 'tabular-nums',
    cell: (row) => row.likes,
  },
  {
    header: 'Reviews',
    short: true,
    end: true,
    className: 'tabular-nums',
    cell: (row) => row.reviews_count,
  },
  { header: 'Status', cell: (row) => <RequestStatusBadge status={row.status} view="user" /> },
];

/**
 * My Requested Meals (docs/product/screens-and-routes.md#my-requested-meals): Title, Likes, Reviews, Status, and Cancel while pending (after a confirmation;
 * it deletes the request). Live: an admin's Serve or Cancel shows here at once.
 */
export function MyRequestsTable({ email }: { email: string }) {
  const [page, setPage] = useState(1);
  const requests = useMyRequests(email, page);
  const remove = useDeleteRequest();
  const confirm = useConfirm<MealRequest>();
  useLiveRequests();
  useLoadErrorToast(requests.isError && !requests.data ? MSG.requestedMealsLoadFailed : null);

  const cancelRequest = () => {
    if (!confirm.subject) return;
    remove.mutate(confirm.subject._id, {
      onSuccess: () => toast.success(MSG.requestCanceled),
      onError: (error) => toast.failure(MSG.cancelRequestFailed, error),
      onSettled: confirm.close,
    });
  };

  const columns: DataColumn<MealRequest>[] = [
    ...COLUMNS,
    pendingActionColumn((row) => (
      <RowAction
        tone="outline-danger"
        label="Cancel"
        name={`Cancel request for ${row.mealTitle}`}
        onClick={() => confirm.ask(row)}
      />
    )),
  ];

  return (
    <DataTable
      caption="My requested meals"
      columns={columns}
      rowKey={(row) => row._id}
      {...pagedQueryStates(requests, (data) => data.requests, {
        loading: 'Loading requested meals',
        failed: MSG.requestedMealsLoadFailed,
        onPage: setPage,
      })}
      empty={
        <EmptyState
          title={NO_REQUESTED_MEALS}
          description="Open a meal and choose Request Meal; your requests and their status show here."
          action={
            <Link to={paths.meals()} className="btn btn-primary btn-sm">
              Browse meals
            </Link>
          }
        />
      }
      confirm={{
        ...confirm.dialog,
        title: 'Cancel this request?',
        description: confirm.subject
          ? `Your request for ${confirm.subject.mealTitle} will be withdrawn.`
          : undefined,
        confirmLabel: 'Cancel Request',
        cancelLabel: 'Keep Request',
        tone: 'danger',
        busy: remove.isPending,
        onConfirm: cancelRequest,
      }}
    />
  );
}
