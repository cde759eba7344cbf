import { Pager } from '@/components/ui/pager';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ADMIN_MESSAGES, type User } from '@messhall/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';

export const NO_USERS_FOUND = 'No users found.';

interface UsersTableProps {
  search: string;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Manage Users (spec §2): Username, Email, Subscription Status ('None' without a plan), and Make Admin
 * (after a confirmation) or an Admin badge. Pages of the server's size, with Previous/Next when needed.
 */
export function UsersTable({ search, page, onPageChange }: UsersTableProps) {
  const users = useUsers({ search, page });
  const makeAdmin = useMakeAdmin();
  const [promoting, setPromoting] = useState<User | null>(null);

  const confirm = () => {
    if (!promoting) return;
    makeAdmin.mutate(promoting._id, {
      onSuccess: () => toast.success(ADMIN_MESSAGES.userPromoted),
      onError: (error) => toast.failure(ADMIN_MESSAGES.promoteFailed, error),
      onSettled: () => setPromoting(null),
    });
  };

  if (users.isPending) return <Spinner label="Loading users" className="py-16" />;
  if (users.isError)
    return (
      <ErrorState
        title="Could not load users"
        message={users.error.message}
        onRetry={() => void users.refetch()}
      />
    );

  const { users: rows, total, limit } = users.data;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const shownPage = users.data.page;

  return (
    <div className="flex flex-col gap-4" aria-busy={users.isFetching || undefined}>
      {rows.length === 0 ? (
        <EmptyState title={NO_USERS_FOUND} />
      ) : (
        <div
          className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
          role="region"
          aria-label="Users"
          tabIndex={0}
        >
          <table className="table max-sm:[&_td]:px-2 max-sm:[&_th]:px-2">
            <thead className="text-base-content">
              <tr>
                <th scope="col">Username</th>
                {/* On phones the e-mail goes under the name rather than into a column of its own. */}
                <th scope="col" className="hidden sm:table-cell">
                  Email
                </th>
                <th scope="col" className="whitespace-normal">
                  Subscription Status
                </th>
                <th scope="col">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <tr key={user._id}>
                  <td className="font-medium">
                    {user.name || 'N/A'}
                    <span className="block text-sm font-normal [overflow-wrap:anywhere] text-base-content/80 sm:hidden">
                      {user.email}
                    </span>
                  </td>
                  <td className="hidden break-all sm:table-cell">{user.email}</td>
                  <td>{user.subscriptionStatus ?? 'None'}</td>
                  <td className="text-right">
                    {user.role === 'admin' ? (
                      <span className="badge badge-success gap-1 font-semibold">
                        <ShieldCheck className="size-3.5" aria-hidden="true" />
                        Admin
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-primary btn-sm whitespace-nowrap"
                        onClick={() => setPromoting(user)}
                      >
                        Make Admin
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Pager
        page={shownPage}
        pageCount={pageCount}
        onPage={onPageChange}
        label="Pages"
        className="flex items-center justify-between gap-2"
      />

      <ConfirmDialog
        open={promoting !== null}
        title={`Make ${promoting?.name || promoting?.email || 'this user'} an admin?`}
        description="Admins can manage meals, requests, reviews and users. This cannot be undone here."
        confirmLabel="Make Admin"
        busy={makeAdmin.isPending}
        onConfirm={confirm}
        onCancel={() => setPromoting(null)}
      />
    </div>
  );
}
