import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { firstDirOf, isNumeric, type ReportColumn } from './definition';
import { cellText, type CellContext } from './format';
import classes from './report.module.css';

interface ReportTableProps<Row> {
  /** Says what the table holds, for screen readers (the report's name). */
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  /** The whole period's totals (not only the page's); null: no totals row. */
  totals: Partial<Row> | null;
  rowKey: (row: Row) => string;
  ctx: CellContext;
  sort: { key: string; dir: 'asc' | 'desc' };
  onSort: (key: string, firstDir: 'asc' | 'desc') => void;
  /** Cells drawn otherwise than as their text (a badge), by column. */
  render?: Partial<Record<string, (row: Row) => ReactNode>>;
}

function SortIcon({ dir }: { dir: 'asc' | 'desc' | null }) {
  const Icon = dir === 'asc' ? IconChevronUp : dir === 'desc' ? IconChevronDown : IconSelector;
  return <Icon size={14} stroke={1.5} aria-hidden />;
}

/** Roughly what a column needs, so a wide report scrolls inside its card on a phone. */
const COLUMN_WIDTH = 120;

/**
 * A report's page as a table: the first column stays in view while the others scroll sideways
 * inside the card (the page itself never overflows), numbers line up at the end side, sortable
 * headers ask the server for another order, and the totals of the whole period close the table.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  totals,
  rowKey,
  ctx,
  sort,
  onSort,
  render = {},
}: ReportTableProps<Row>) {
  const { t } = useTranslation('reporting');
  const cellClass = (index: number, column: ReportColumn<Row>) =>
    [index === 0 ? classes.sticky : '', isNumeric(column.kind) ? classes.number : classes.text]
      .filter(Boolean)
      .join(' ');
  const align = (column: ReportColumn<Row>) => (isNumeric(column.kind) ? 'end' : 'start');
  const totalsShown =
    totals !== null &&
    columns.some((c) => isNumeric(c.kind) && typeof totals[c.key as keyof Row] === 'number');
  return (
    <Table.ScrollContainer
      minWidth={Math.max(320, columns.length * COLUMN_WIDTH)}
      type="native"
      data-testid="report-table"
    >
      <Table verticalSpacing={6} horizontalSpacing="sm" className={classes.table}>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => {
              const dir = sort.key === column.key ? sort.dir : null;
              const label = t(column.label);
              return (
                <Table.Th
                  key={column.key}
                  ta={align(column)}
                  className={cellClass(index, column)}
                  aria-sort={
                    dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined
                  }
                >
                  {column.sortable ? (
                    <UnstyledButton
                      className={classes.sortButton}
                      onClick={() => onSort(column.key, firstDirOf(column.kind))}
                      data-testid={`sort-${column.key}`}
                      data-dir={dir ?? undefined}
                    >
                      {label}
                      <SortIcon dir={dir} />
                    </UnstyledButton>
                  ) : (
                    label
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid="report-row">
              {columns.map((column, index) => {
                const custom = render[column.key];
                return (
                  <Table.Td
                    key={column.key}
                    ta={align(column)}
                    className={cellClass(index, column)}
                    data-column={column.key}
                  >
                    {custom ? custom(row) : <bdi>{cellText(column, row, ctx)}</bdi>}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totalsShown ? (
          <Table.Tfoot>
            <Table.Tr className={classes.totals} data-testid="report-totals">
              {columns.map((column, index) => {
                const value = totals[column.key as keyof Row];
                return (
                  <Table.Td
                    key={column.key}
                    ta={align(column)}
                    className={cellClass(index, column)}
                    data-column={column.key}
                  >
                    {index === 0
                      ? t('table.total')
                      : isNumeric(column.kind) && typeof value === 'number'
                        ? cellText(column, totals as Row, ctx, value)
                        : null}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}
