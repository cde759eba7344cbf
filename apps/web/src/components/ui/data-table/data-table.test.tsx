import type { SortOrder } from '@messhall/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable } from './data-table';
import { RowAction } from './row-action';
import { useConfirm } from './use-confirm';

interface Dish {
  id: string;
  title: string;
  likes: number;
}

const DISHES: Dish[] = [
  { id: 'd1', title: 'Beef Tehari', likes: 3 },
  { id: 'd2', title: 'Egg Curry', likes: 7 },
];

const states = { loading: <p>Loading dishes</p>, error: <p>Could not load</p>, empty: <p>No dishes.</p> };

/** A table as the screens use it: a sorted column, a row action behind a confirmation, a pager. */
function Dishes({ onDelete, rows = DISHES }: { onDelete: (id: string) => void; rows?: Dish[] }) {
  const [order, setOrder] = useState<SortOrder | undefined>(undefined);
  const [page, setPage] = useState(1);
  const confirm = useConfirm<Dish>();
  const columns: DataColumn<Dish>[] = [
    { header: 'Title', rowHeader: true, cell: (dish) => dish.title },
    {
      header: 'Likes',
      short: true,
      sort: { order, onSort: () => setOrder(order === 'desc' ? 'asc' : 'desc') },
      cell: (dish) => dish.likes,
    },
    {
      header: 'Actions',
      actions: true,
      cell: (dish) => (
        <RowAction
          tone="danger"
          label="Delete"
          name={`Delete ${dish.title}`}
          onClick={() => confirm.ask(dish)}
        />
      ),
    },
  ];
  return (
    <DataTable
      caption="Dishes"
      columns={columns}
      rows={rows}
      rowKey={(dish) => dish.id}
      pending={false}
      {...states}
      pager={{ page, total: 12, limit: 10, onPage: setPage, label: 'Dish pages' }}
      confirm={{
        open: confirm.open,
        title: 'Delete this dish?',
        description: confirm.subject?.title,
        confirmLabel: 'Delete',
        tone: 'danger',
        onConfirm: () => {
          onDelete(confirm.subject!.id);
          confirm.close();
        },
        onCancel: confirm.close,
      }}
    />
  );
}

describe('DataTable', () => {
  it('is a named table with column headers, a row header per row, and each value labelled by its column', () => {
    render(<Dishes onDelete={() => {}} />);
    const table = screen.getByRole('table', { name: 'Dishes' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(3);
    expect(headers[0]).toHaveTextContent(/^Title$/);
    expect(within(headers[1]!).getByRole('button', { name: 'Likes, sortable' })).toBeInTheDocument();
    expect(headers[2]).toHaveTextContent(/^Actions$/);
    for (const th of headers) expect(th).toHaveAttribute('scope', 'col');

    const row = within(table).getByRole('rowheader', { name: 'Egg Curry' }).closest('tr')!;
    expect(within(row).getByRole('rowheader')).toHaveAttribute('scope', 'row');
    // The label a phone's card shows is text in the cell, so a screen reader reads it with the value.
    expect(within(row).getByText('Likes').closest('td')).toHaveTextContent(/^Likes\s*7$/);
    expect(within(row).getByRole('button', { name: 'Delete Egg Curry' })).toHaveTextContent('Delete');
  });

  it('sorts from the header: a button, and aria-sort that follows the order', async () => {
    const user = userEvent.setup();
    render(<Dishes onDelete={() => {}} />);
    const likes = screen.getByRole('columnheader', { name: /Likes/ });
    expect(likes).toHaveAttribute('aria-sort', 'none');
    await user.click(within(likes).getByRole('button'));
    expect(likes).toHaveAttribute('aria-sort', 'descending');
    expect(within(likes).getByRole('button', { name: 'Likes, sorted descending' })).toBeInTheDocument();
    await user.click(within(likes).getByRole('button'));
    expect(likes).toHaveAttribute('aria-sort', 'ascending');
  });

  it('has the same sorting in a bar of its own, for phones, where the header row is not shown', async () => {
    const user = userEvent.setup();
    render(<Dishes onDelete={() => {}} />);
    const bar = screen.getByRole('group', { name: 'Sort by' });
    await user.click(within(bar).getByRole('button', { name: 'Likes, sortable' }));
    expect(within(bar).getByRole('button', { name: 'Likes, sorted descending' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Likes/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('runs a row action only after its confirmation, and pages', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<Dishes onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete Beef Tehari' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this dish?' });
    expect(dialog).toHaveTextContent('Beef Tehari');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Beef Tehari' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('d1');

    const pager = screen.getByRole('navigation', { name: 'Dish pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(pager).toHaveTextContent('Page 2 of 2');
  });

  it('shows the empty state instead of the table, and keeps the pager to go back', () => {
    render(<Dishes onDelete={() => {}} rows={[]} />);
    expect(screen.getByText('No dishes.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dish pages' })).toBeInTheDocument();
  });

  it('shows loading while the first load runs and the error once it failed, without table or pager', () => {
    const props = { caption: 'Dishes', columns: [], rowKey: (d: Dish) => d.id, rows: undefined, ...states };
    const pager = { page: 1, total: 12, limit: 10, onPage: () => {}, label: 'Dish pages' };
    const { rerender } = render(<DataTable<Dish> {...props} pending pager={pager} />);
    expect(screen.getByText('Loading dishes')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(<DataTable<Dish> {...props} pending={false} pager={pager} />);
    expect(screen.getByText('Could not load')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('marks the table busy while the next page or sort loads over the previous rows', () => {
    render(
      <DataTable
        caption="Dishes"
        columns={[{ header: 'Title', rowHeader: true, cell: (dish: Dish) => dish.title }]}
        rows={DISHES}
        rowKey={(dish) => dish.id}
        pending={false}
        busy
        {...states}
      />,
    );
    expect(screen.getByRole('table').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
