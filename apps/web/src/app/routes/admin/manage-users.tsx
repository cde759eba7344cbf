import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { UserSearch } from '@/features/users/components/user-search';
import { UsersTable } from '@/features/users/components/users-table';

/** /admin/manageusers: the search text and page live in the URL (?search=…&page=…), so Back and links work. */
export default function ManageUsersRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (next: { search?: string; page?: number }) => {
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          if (next.search !== undefined) {
            if (next.search) merged.set('search', next.search);
            else merged.delete('search');
            merged.delete('page');
          }
          if (next.page !== undefined) {
            if (next.page > 1) merged.set('page', String(next.page));
            else merged.delete('page');
          }
          return merged;
        },
        { replace: next.search !== undefined },
      );
    },
    [setParams],
  );
  const onSearch = useCallback((value: string) => update({ search: value }), [update]);

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold sm:text-3xl">{t`Manage Users`}</h1>
        <UserSearch value={search} onSearch={onSearch} />
      </div>
      <UsersTable search={search} page={page} onPageChange={(next) => update({ page: next })} />
    </section>
  );
}
