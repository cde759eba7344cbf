import type { SortOrder } from '@messhall/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/utils/cn';

export interface ColumnSort {
  /** This column's order when it is the sorted one, else undefined. */
  order: SortOrder | undefined;
  onSort: () => void;
}

interface SortHeaderProps extends ColumnSort {
  label: string;
  className?: string;
}

/** A column header that sorts the table: a button, an arrow marker, and aria-sort on the header cell. */
export function SortHeader({ label, order, onSort, className }: SortHeaderProps) {
  const Icon = order === 'asc' ? ArrowUp : order === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      role="columnheader"
      scope="col"
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
      className={cn('p-0', className)}
    >
      <button
        type="button"
        onClick={onSort}
        className="btn btn-ghost btn-sm h-auto min-h-0 w-full justify-start gap-1 rounded-none px-4 py-3 font-semibold"
      >
        {label}
        <Icon className={order ? 'size-4' : 'size-4 opacity-60'} aria-hidden="true" />
        <span className="sr-only">
          {order === 'asc' ? ', sorted ascending' : order === 'desc' ? ', sorted descending' : ', sortable'}
        </span>
      </button>
    </th>
  );
}
