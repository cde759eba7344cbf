import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { RequestSearch } from '@/features/requests/components/request-search';
import { ServeRequestsTable } from '@/features/requests/components/serve-requests-table';

/** /admin/servemeals: the search text and page live in the URL (?search=…&page=…), so Back and links work. */
export default function ServeMealsRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const onSearch = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('search', value);
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onPageChange = useCallback(
    (value: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value > 1) next.set('page', String(value));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold sm:text-3xl">{t`Serve Requested Meals`}</h1>
        <RequestSearch value={search} onSearch={onSearch} />
      </div>
      <ServeRequestsTable search={search} page={page} onPageChange={onPageChange} />
    </section>
  );
}
