import { t } from '@lingui/core/macro';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';

/** A chart's numbers, one row per bar or point; the first column names the row. */
export function NumbersTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      pending={false}
      loading={null}
      error={null}
      empty={<p className="text-base-content/80">{t`Nothing to show.`}</p>}
    />
  );
}

/** A column of counts, aligned to the end as numbers are. */
export const numberColumn = <Row,>(header: string, value: (row: Row) => string): DataColumn<Row> => ({
  header,
  cell: value,
  end: true,
  short: true,
});
