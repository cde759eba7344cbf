import { t } from '@lingui/core/macro';
import { formatNumber } from '@/utils/format';
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
  /** Layout of the bar; centred under the list unless a screen says otherwise. */
  className?: string;
}

/** "Page 2 of 5", in the page's digits. */
function pageOf(current: number, total: number): string {
  const page = formatNumber(current);
  const pageCount = formatNumber(total);
  return t`Page ${page} of ${pageCount}`;
}

/** Previous / Next with "Page N of M"; rendered only when there is more than one page. */
export function Pager({
  page,
  pageCount,
  onPage,
  label,
  className = 'mt-4 flex items-center justify-center gap-3',
}: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={className}>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t`Previous`}
      </button>
      <span className="text-sm" aria-live="polite">
        {pageOf(page, pageCount)}
      </span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t`Next`}
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
