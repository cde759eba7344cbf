import { t } from '@lingui/core/macro';
import { REQUEST_MESSAGES as MSG, type MealRequest } from '@messhall/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { RowAction } from '@/components/ui/data-table/row-action';
import { useConfirm } from '@/components/ui/data-table/use-confirm';
import { EmptyState } from '@/components/ui/empty-state';
import { pagedQueryStates } from '@/components/ui/data-table/paged-query-states';
import { paths } from '@/config/paths';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { formatNumber } from '@/utils/format';
import { useMyRequests } from '../api/get-requests';
import { useDeleteRequest } from '../api/delete-request';
import { useLiveRequests } from '../lib/use-live-requests';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { pendingActionColumn } from './pending-action-column';
import { RequestStatusBadge } from './request-status-badge';

const columnsOfRequest = (): DataColumn<MealRequest>[] => [
  {
    header: t`Title`,
    rowHeader: true,
    cell: (row) => (
      <Link to={paths.mealDetails(row.mealId)} className="link link-hover [overflow-wrap:anywhere]">
        {row.mealTitle}
      </Link>
    ),
  },
  {
    header: t`Likes`,
    short: true,
    end: true,
    className: 'tabular-nums',
    cell: (row) => formatNumber(row.likes),
  },
  {
    header: t`Reviews`,
    short: true,
    end: true,
    className: 'tabular-nums',
    cell: (row) => formatNumber(row.reviews_count),
  },
  { header: t`Status`, cell: (row) => <RequestStatusBadge status={row.status} view="user" /> },
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
  useLoadErrorToast(requests.isError && !requests.data ? sharedText(MSG.requestedMealsLoadFailed) : null);

  const cancelRequest = () => {
    if (!confirm.subject) return;
    remove.mutate(confirm.subject._id, {
      onSuccess: () => toast.success(sharedText(MSG.requestCanceled)),
      onError: (error) => toast.failure(sharedText(MSG.cancelRequestFailed), error),
      onSettled: confirm.close,
    });
  };

  const columns: DataColumn<MealRequest>[] = [
    ...columnsOfRequest(),
    pendingActionColumn((row) => {
      const mealTitle = row.mealTitle;
      return (
        <RowAction
          tone="outline-danger"
          label={t`Cancel`}
          name={t`Cancel request for ${mealTitle}`}
          onClick={() => confirm.ask(row)}
        />
      );
    }),
  ];

  const subjectTitle = confirm.subject?.mealTitle;
  return (
    <DataTable
      caption={t`My requested meals`}
      columns={columns}
      rowKey={(row) => row._id}
      {...pagedQueryStates(requests, (data) => data.requests, {
        loading: t`Loading requested meals`,
        failed: sharedText(MSG.requestedMealsLoadFailed),
        onPage: setPage,
      })}
      empty={
        <EmptyState
          title={t`You have not requested any meals yet.`}
          description={t`Open a meal and choose Request Meal; your requests and their status show here.`}
          action={
            <Link to={paths.meals()} className="btn btn-primary btn-sm">
              {t`Browse meals`}
            </Link>
          }
        />
      }
      confirm={{
        ...confirm.dialog,
        title: t`Cancel this request?`,
        description:
          subjectTitle === undefined ? undefined : t`Your request for ${subjectTitle} will be withdrawn.`,
        confirmLabel: t`Cancel Request`,
        cancelLabel: t`Keep Request`,
        tone: 'danger',
        busy: remove.isPending,
        onConfirm: cancelRequest,
      }}
    />
  );
}
