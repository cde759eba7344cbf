import { ShieldCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ADMIN_MESSAGES, type User } from '@messhall/shared';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { pagedQueryStates } from '@/components/ui/data-table/paged-query-states';
import { RowAction } from '@/components/ui/data-table/row-action';
import { useConfirm } from '@/components/ui/data-table/use-confirm';
import { EmptyState } from '@/components/ui/empty-state';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';

export const NO_USERS_FOUND = 'No users found.';

interface UsersTableProps {
  search: string;
  page: number;
  onPageChange: (page: number) => void;
}

const COLUMNS: DataColumn<User>[] = [
  { header: 'Username', rowHeader: true, cell: (user) => user.name || 'N/A' },
  { header: 'Email', className: 'break-all', cell: (user) => user.email },
  {
    header: 'Subscription Status',
    headerClassName: 'whitespace-normal',
    cell: (user) => user.subscriptionStatus ?? 'None',
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
      onSuccess: () => toast.success(ADMIN_MESSAGES.userPromoted),
      onError: (error) => toast.failure(ADMIN_MESSAGES.promoteFailed, error),
      onSettled: confirm.close,
    });
  };

  const columns: DataColumn<User>[] = [
    ...COLUMNS,
    {
      header: 'Action',
      actions: true,
      hideHeader: true,
      end: true,
      cell: (user) =>
        user.role === 'admin' ? (
          <span className="badge badge-success gap-1 font-semibold">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            Admin
          </span>
        ) : (
          <RowAction tone="primary" label="Make Admin" onClick={() => confirm.ask(user)} />
        ),
    },
  ];

  const promoting = confirm.subject;
  return (
    <DataTable
      caption="Users"
      columns={columns}
      rowKey={(user) => user._id}
      {...pagedQueryStates(users, (data) => data.users, {
        loading: 'Loading users',
        failed: 'Could not load users',
        onPage: onPageChange,
        dropRowsOnError: true,
      })}
      empty={<EmptyState title={NO_USERS_FOUND} />}
      confirm={{
        ...confirm.dialog,
        title: `Make ${promoting?.name || promoting?.email || 'this user'} an admin?`,
        description: 'Admins can manage meals, requests, reviews and users. This cannot be undone here.',
        confirmLabel: 'Make Admin',
        busy: makeAdmin.isPending,
        onConfirm: promote,
      }}
    />
  );
}
