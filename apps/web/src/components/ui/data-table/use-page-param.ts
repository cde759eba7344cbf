import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** ?page=N from the URL (1 when absent or nonsense). */
function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * A table's page in the URL (?page=N, absent for the first), so Back from a row's View returns to the same page.
 * Other parameters (a sort) are kept.
 */
export function usePageParam(): [page: number, goTo: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const goTo = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );
  return [readPage(params), goTo];
}
