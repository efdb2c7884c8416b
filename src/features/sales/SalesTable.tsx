import { Stack, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Pager } from '@/components/list/Pager';
import type { CellFormat } from './salesFormats';
import { alignOf, type CellKind, type SalesColumn, type SortState } from './tableColumns';
import classes from './SalesTable.module.css';
import { ScrollRegion } from '@/components/ScrollRegion';

interface SalesTableProps<Row> {
  /** Says what the table holds, for screen readers. */
  caption: string;
  columns: readonly SalesColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  format: CellFormat;
  /** Cells drawn otherwise than as their formatted value (a name with a badge, a link), by column. */
  render?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** The label of the totals row, shown when a column has a total. */
  totalLabel?: string;
  /** The order shown; columns sort on a click when `onSort` is given. */
  sort?: SortState | null;
  onSort?: (column: SalesColumn<Row>) => void;
  /** Attributes of a row's element (what tests and styles tell rows apart by). */
  rowProps?: (row: Row) => Record<string, string>;
  /** Rows per page; the totals row is always the whole table's. */
  pageSize?: number;
  'data-testid'?: string;
}

/** Names the business gave (a payment method) keep their own direction inside a translated screen. */
function ColumnLabel<Row>({ column }: { column: SalesColumn<Row> }) {
  return column.named ? <bdi>{column.label}</bdi> : column.label;
}

function SortIcon({ dir }: { dir: 'asc' | 'desc' | null }) {
  const Icon = dir === 'asc' ? IconChevronUp : dir === 'desc' ? IconChevronDown : IconSelector;
  return <Icon size={14} stroke={1.5} aria-hidden />;
}

/** Roughly what a column of figures needs, so a wide table scrolls inside its card on a phone. */
const COLUMN_WIDTH = 112;
const PAGE_SIZE = 50;
const salesPagerIds = { range: 'table-range' };

/**
 * A table of sales figures: the first column stays in view while the others scroll sideways
 * within the card (the page itself never overflows), numbers line up at the end side, headers sort
 * and a totals row closes the table.
 */
export function SalesTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  format,
  render = {},
  totalLabel,
  sort = null,
  onSort,
  rowProps,
  pageSize = PAGE_SIZE,
  ...rest
}: SalesTableProps<Row>) {
  // Other rows (another period, another order) start again from the first page.
  const [page, setPage] = useState(1);
  const [pagedRows, setPagedRows] = useState(rows);
  if (pagedRows !== rows) {
    setPagedRows(rows);
    setPage(1);
  }
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = Math.min(page, pages);
  const first = (shown - 1) * pageSize;
  const pageRows = rows.length > pageSize ? rows.slice(first, first + pageSize) : rows;
  const hasTotals = totalLabel !== undefined && columns.some((c) => typeof c.total === 'number');
  const cellClass = (index: number, kind: CellKind) =>
    [
      index === 0 ? classes.sticky : '',
      alignOf(kind) === 'end' ? classes.number : '',
      kind === 'text' ? classes.text : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const table = (
    <ScrollRegion
      minWidth={Math.max(320, columns.length * COLUMN_WIDTH)}
      data-testid={rest['data-testid']}
      label={caption}
    >
      <Table verticalSpacing={6} horizontalSpacing="sm" className={classes.table}>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => {
              const dir = sort?.key === column.key ? sort.dir : null;
              return (
                <Table.Th
                  key={column.key}
                  ta={alignOf(column.kind)}
                  className={cellClass(index, column.kind)}
                  aria-sort={
                    dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined
                  }
                >
                  {onSort ? (
                    <UnstyledButton
                      className={classes.sortButton}
                      onClick={() => onSort(column)}
                      data-testid={`sort-${column.key}`}
                    >
                      <ColumnLabel column={column} />
                      <SortIcon dir={dir} />
                    </UnstyledButton>
                  ) : (
                    <ColumnLabel column={column} />
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageRows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column, index) => {
                const custom = render[column.key];
                return (
                  <Table.Td
                    key={column.key}
                    ta={alignOf(column.kind)}
                    className={cellClass(index, column.kind)}
                    data-column={column.key}
                  >
                    {custom ? (
                      custom(row)
                    ) : column.kind === 'text' ? (
                      <bdi>{format(column.kind, column.value(row))}</bdi>
                    ) : (
                      format(column.kind, column.value(row))
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {hasTotals ? (
          <Table.Tfoot>
            <Table.Tr className={classes.totals} data-testid="totals-row">
              {columns.map((column, index) => (
                <Table.Td
                  key={column.key}
                  ta={alignOf(column.kind)}
                  className={cellClass(index, column.kind)}
                  data-column={column.key}
                >
                  {index === 0
                    ? totalLabel
                    : typeof column.total === 'number'
                      ? format(column.kind, column.total)
                      : null}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </ScrollRegion>
  );
  if (pages === 1) return table;
  return (
    <Stack gap="xs">
      {table}
      <Pager
        page={shown}
        limit={pageSize}
        total={rows.length}
        onPage={setPage}
        testIds={salesPagerIds}
      />
    </Stack>
  );
}
