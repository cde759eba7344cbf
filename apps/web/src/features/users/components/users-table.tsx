import { t } from '@lingui/core/macro';
import { ShieldCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ADMIN_MESSAGES, type User } from '@messhall/shared';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { pagedQueryStates } from '@/components/ui/data-table/paged-query-states';
import { RowAction } from '@/components/ui/data-table/row-action';
import { useConfirm } from '@/components/ui/data-table/use-confirm';
import { EmptyState } from '@/components/ui/empty-state';
import { sharedText } from '@/lib/i18n/shared-text';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';

interface UsersTableProps {
  search: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** Built per render: the headers are read in the page's language. */
const userColumns = (): DataColumn<User>[] => [
  { header: t`Username`, rowHeader: true, cell: (user) => user.name || t`N/A` },
  { header: t`Email`, className: 'break-all', cell: (user) => user.email },
  {
    header: t`Subscription Status`,
    headerClassName: 'whitespace-normal',
    // A plan's name comes from packages/shared.
    cell: (user) => (user.subscriptionStatus ? sharedText(user.subscriptionStatus) : t`None`),
  },
];

/**
 * Manage Users (docs/product/screens-and-routes.md#manage-users): Username, Email, Subscription Status ('None' without a plan), and Make Admin
 * (after a confirmation) or an Admin badge. Pages of the server's size, with Previous/Next when needed.
 */
export function UsersTable({ search, page, onPageChange }: UsersTableProps) {
  const users = useUsers({ search, page });
  const makeAdmin = useMakeAdmin();
  const confirm = useConfirm<User>();

  const promote = () => {
    if (!confirm.subject) return;
    makeAdmin.mutate(confirm.subject._id, {
      onSuccess: () => toast.success(sharedText(ADMIN_MESSAGES.userPromoted)),
      onError: (error) => toast.failure(sharedText(ADMIN_MESSAGES.promoteFailed), error),
      onSettled: confirm.close,
    });
  };

  const columns: DataColumn<User>[] = [
    ...userColumns(),
    {
      header: t`Action`,
      actions: true,
      hideHeader: true,
      end: true,
      cell: (user) =>
        user.role === 'admin' ? (
          <span className="badge badge-success gap-1 font-semibold">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            {t`Admin`}
          </span>
        ) : (
          <RowAction tone="primary" label={t`Make Admin`} onClick={() => confirm.ask(user)} />
        ),
    },
  ];

  const promoting = confirm.subject;
  const promotingName = promoting?.name || promoting?.email;
  return (
    <DataTable
      caption={t`Users`}
      columns={columns}
      rowKey={(user) => user._id}
      {...pagedQueryStates(users, (data) => data.users, {
        loading: t`Loading users`,
        failed: t`Could not load users`,
        onPage: onPageChange,
        dropRowsOnError: true,
      })}
      empty={<EmptyState title={t`No users found.`} />}
      confirm={{
        ...confirm.dialog,
        title: promotingName ? t`Make ${promotingName} an admin?` : t`Make this user an admin?`,
        description: t`Admins can manage meals, requests, reviews and users. This cannot be undone here.`,
        confirmLabel: t`Make Admin`,
        busy: makeAdmin.isPending,
        onConfirm: promote,
      }}
    />
  );
}
