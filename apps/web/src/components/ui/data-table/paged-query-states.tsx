import { t } from '@lingui/core/macro';
import { sharedText } from '@/lib/i18n/shared-text';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';

interface Page {
  total: number;
  page: number;
  limit: number;
}

interface Texts {
  /** Announced while the first page loads. */
  loading: string;
  /** The title of the error state. */
  failed: string;
  onPage: (page: number) => void;
  /** Names the pager and lays it out; by default "Pages", spread across the width. */
  pager?: { label: string; className?: string };
  /** The server's reason under the error's title (default); false for the title alone. */
  reason?: boolean;
  /** A failed refetch replaces the rows on screen too (else only a first failure does). */
  dropRowsOnError?: boolean;
}

const SPREAD_PAGER_CLASS = 'flex items-center justify-between gap-2';

/** The rows, states and pager of a DataTable fed by one paged query (`{ …rows, total, page, limit }`). */
export function pagedQueryStates<Data extends Page, Row>(
  query: UseQueryResult<Data>,
  rowsOf: (data: Data) => readonly Row[],
  { loading, failed, onPage, pager, reason = true, dropRowsOnError = false }: Texts,
) {
  const data = dropRowsOnError && query.isError ? undefined : query.data;
  return {
    rows: data && rowsOf(data),
    pending: query.isPending,
    busy: query.isFetching && query.isPlaceholderData,
    loading: <Spinner label={loading} className="py-16" />,
    error: (
      <ErrorState
        title={failed}
        message={reason && query.error ? sharedText(query.error.message) : undefined}
        onRetry={() => void query.refetch()}
      />
    ),
    pager: data && {
      page: data.page,
      total: data.total,
      limit: data.limit,
      onPage,
      ...(pager ?? { label: t`Pages`, className: SPREAD_PAGER_CLASS }),
    },
  };
}
