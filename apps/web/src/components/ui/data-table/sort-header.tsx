import { t } from '@lingui/core/macro';
import type { SortOrder } from '@messhall/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/utils/cn';

export interface ColumnSort {
  /** This column's order when it is the sorted one, else undefined. */
  order: SortOrder | undefined;
  onSort: () => void;
}

interface SortButtonProps extends ColumnSort {
  label: string;
  className: string;
}

/** Sorts by one column: its name, an arrow marker, and the order in words in its accessible name. */
export function SortButton({ label, order, onSort, className }: SortButtonProps) {
  const Icon = order === 'asc' ? ArrowUp : order === 'desc' ? ArrowDown : ArrowUpDown;
  const state = order === 'asc' ? t`sorted ascending` : order === 'desc' ? t`sorted descending` : t`sortable`;
  return (
    <button type="button" onClick={onSort} className={className} aria-label={t`${label}, ${state}`}>
      {label}
      <Icon className={order ? 'size-4' : 'size-4 opacity-60'} aria-hidden="true" />
    </button>
  );
}

/**
 * A column header that sorts the table: the button and aria-sort on the header cell. On a phone the header row is
 * for screen readers only, so there the header is plain text and the sort bar above the cards has the buttons.
 */
export function SortHeader({
  label,
  className,
  ...sort
}: ColumnSort & { label: string; className?: string }) {
  const { order } = sort;
  return (
    <th
      role="columnheader"
      scope="col"
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
      className={cn('md:p-0', className)}
    >
      <span className="md:hidden">{label}</span>
      <SortButton
        label={label}
        {...sort}
        className="btn btn-ghost btn-sm h-auto min-h-0 w-full justify-start gap-1 rounded-none px-4 py-3 font-semibold max-md:hidden"
      />
    </th>
  );
}

/** Phones: the table's sort buttons above its cards, at full tap size. */
export function SortBar({ sorts }: { sorts: Array<ColumnSort & { label: string }> }) {
  if (sorts.length === 0) return null;
  return (
    <div role="group" aria-label={t`Sort by`} className="flex flex-wrap items-center gap-2 md:hidden">
      <span className="text-sm font-semibold" aria-hidden="true">
        {t`Sort by`}
      </span>
      {sorts.map((sort) => (
        <SortButton
          key={sort.label}
          {...sort}
          className={cn('btn btn-sm h-11 min-h-11 gap-1', sort.order ? 'btn-neutral' : 'btn-outline')}
        />
      ))}
    </div>
  );
}
