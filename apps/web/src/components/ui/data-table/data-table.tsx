import type { ComponentProps, ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/utils/cn';
import { type ColumnSort, SortBar, SortHeader } from './sort-header';

export interface DataColumn<Row> {
  /** The column's header, and the label of the value on a phone's card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * The column that names the row: a row header (<th scope="row">), and the title of the row's card. One per
   * table, first.
   */
  rowHeader?: boolean;
  /** The row's actions: the last column; on a card, a row of buttons across its foot. */
  actions?: boolean;
  /** The header is read by screen readers but not shown (a column whose content says what it is). */
  hideHeader?: boolean;
  /** Sorting by this column, when the table sorts by it (the order itself lives with the caller). */
  sort?: ColumnSort;
  /** On a card, a short value (a count) that shares a line with the next short one instead of a whole line. */
  short?: boolean;
  /** In the table, aligned to the end of the column (numbers, a lone action). */
  end?: boolean;
  /** Classes of the column's cells; prefix with md: what belongs to the table only. */
  className?: string;
  headerClassName?: string;
}

interface TablePager {
  page: number;
  /** All rows on all pages, and rows per page, as the server said. */
  total: number;
  limit: number;
  onPage: (page: number) => void;
  /** Names the pager's navigation landmark. */
  label: string;
  /** Layout of the bar; centred unless a screen says otherwise. */
  className?: string;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string;
  columns: readonly DataColumn<Row>[];
  /** Undefined while the first load runs or after it failed. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The first load is running: `loading` stands in; once it is over without rows, `error` does. */
  pending: boolean;
  loading: ReactNode;
  error: ReactNode;
  /** Stands in for the table when there are no rows; the pager stays, to go back from an emptied page. */
  empty: ReactNode;
  /** The rows on screen are the previous page's or sort's while the next loads. */
  busy?: boolean;
  pager?: TablePager;
  /** The confirmation of a row's action; rendered whatever the table shows, so it can finish closing. */
  confirm?: ComponentProps<typeof ConfirmDialog>;
}

// From `md` up a real table; below it each row is a card. The same elements in both, with explicit roles, because
// `display: grid` or `block` on table elements drops their table semantics in some browsers.
const CARD = {
  frame: 'rounded-box border border-base-300 bg-base-100 max-md:border-0 max-md:bg-transparent',
  table: 'table max-md:block',
  thead: 'text-base-content max-md:sr-only',
  tbody: 'max-md:flex max-md:flex-col max-md:gap-3',
  row: 'md:hover:bg-base-200/60 max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-box max-md:border max-md:border-base-300 max-md:bg-base-100 max-md:p-4',
  cell: 'max-md:col-span-2 max-md:block max-md:border-0 max-md:p-0',
  short: 'max-md:col-span-1 max-md:block max-md:border-0 max-md:p-0',
  rowHeader:
    'max-md:col-span-2 max-md:block max-md:border-0 max-md:p-0 max-md:text-base max-md:font-semibold',
  actions: 'max-md:col-span-2 max-md:block max-md:border-0 max-md:p-0 max-md:pt-1',
  label: 'mb-0.5 block text-xs font-semibold tracking-wide text-base-content/80 uppercase md:hidden',
} as const;

function HeaderCell<Row>({ column }: { column: DataColumn<Row> }) {
  const className = cn(column.end && 'text-right', column.headerClassName);
  if (column.sort) return <SortHeader label={column.header} {...column.sort} className={className} />;
  return (
    <th role="columnheader" scope="col" className={className}>
      {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
    </th>
  );
}

function BodyCell<Row>({ column, row }: { column: DataColumn<Row>; row: Row }) {
  if (column.rowHeader)
    return (
      <th role="rowheader" scope="row" className={cn(CARD.rowHeader, 'font-medium', column.className)}>
        {column.cell(row)}
      </th>
    );
  if (column.actions)
    return (
      <td role="cell" className={cn(CARD.actions, column.className)}>
        <div className={cn('flex flex-wrap gap-2 md:flex-nowrap md:gap-1.5', column.end && 'md:justify-end')}>
          {column.cell(row)}
        </div>
      </td>
    );
  // The label is text, so a screen reader reads it with the value on a card; the table has its headers instead.
  return (
    <td
      role="cell"
      className={cn(column.short ? CARD.short : CARD.cell, column.end && 'md:text-right', column.className)}
    >
      <span className={CARD.label}>{column.header}</span>
      <div>{column.cell(row)}</div>
    </td>
  );
}

/**
 * The admin and dashboard tables: headers (sorting where a column sorts), rows, the loading, error and empty
 * states, the pager and the confirmation of a row's action. Below `md` each row is a card of label and value
 * pairs with its actions as a wrapped row of buttons, so a phone never scrolls sideways.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  pending,
  loading,
  error,
  empty,
  busy = false,
  pager,
  confirm,
}: DataTableProps<Row>) {
  let content: ReactNode;
  if (!rows) content = pending ? loading : error;
  else if (rows.length === 0) content = empty;
  else
    content = (
      <>
        <SortBar
          sorts={columns.flatMap((column) => (column.sort ? [{ label: column.header, ...column.sort }] : []))}
        />
        <div className={cn('relative md:overflow-x-auto', CARD.frame)} aria-busy={busy || undefined}>
          {busy && <Spinner size="sm" className="absolute top-3 right-3 z-10" />}
          <table role="table" className={CARD.table}>
            <caption className="sr-only">{caption}</caption>
            <thead role="rowgroup" className={CARD.thead}>
              <tr role="row">
                {columns.map((column) => (
                  <HeaderCell key={column.header} column={column} />
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup" className={CARD.tbody}>
              {rows.map((row) => (
                <tr role="row" key={rowKey(row)} className={CARD.row}>
                  {columns.map((column) => (
                    <BodyCell key={column.header} column={column} row={row} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );

  return (
    <div className="flex flex-col gap-4">
      {content}
      {rows && pager && (
        <Pager
          page={pager.page}
          pageCount={Math.ceil(pager.total / pager.limit)}
          onPage={pager.onPage}
          label={pager.label}
          className={pager.className ?? 'flex items-center justify-center gap-3'}
        />
      )}
      {confirm && <ConfirmDialog {...confirm} />}
    </div>
  );
}
