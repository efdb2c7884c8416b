import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { firstDirOf, isNumeric, totalOf, type ColumnKind, type ReportColumn } from './definition';
import { TOTAL_KEY } from '../export/document';
import { cellText, columnLabel, type CellContext } from './format';
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

/**
 * Roughly what a column of each kind needs to be read comfortably, padding included, in pixels at
 * the table's font size: an amount on one line ("AED 12,345.67"), a name or an instant on two. A
 * table narrower than its columns' sum scrolls; a wider one spreads its columns out.
 */
const kindWidths: Record<ColumnKind, number> = {
  text: 112,
  ref: 128,
  refs: 144,
  enum: 88,
  date: 104,
  week: 128,
  month: 112,
  datetime: 120,
  money: 112,
  quantity: 80,
  count: 72,
  percent: 76,
};

/** A date or a time whose spaces do not break a line: "Nov 24, 2026" and "10:25 PM" stay whole. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * What may wrap onto a second line: names and instants. Codes (a sale's number), dates and figures
 * read only whole.
 */
const wrapping: ReadonlySet<ColumnKind> = new Set(['ref', 'refs', 'enum', 'datetime', 'week']);

/** The width under which a report's columns no longer fit: where its table starts to scroll. */
export const tableMinWidth = (columns: readonly Pick<ReportColumn<unknown>, 'kind'>[]) =>
  columns.reduce((sum, column) => sum + kindWidths[column.kind], 0);

/**
 * A report's page as a table. A few columns fit the screen, names and dates wrapping onto a second
 * line rather than pushing the figures out of view; many scroll sideways inside the card (the page
 * itself never overflows) with the first column kept in view. Numbers line up at the end side,
 * sortable headers ask the server for another order, and the totals of the whole period close it.
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
  // An instant wraps between its date and its time, never inside either.
  const cellCtx = useMemo<CellContext>(
    () => ({
      ...ctx,
      at: (date, time) => ctx.at(unbroken(date), unbroken(time)),
      week: (date) => ctx.week(unbroken(date)),
    }),
    [ctx],
  );
  const cellClass = (index: number, column: ReportColumn<Row>) =>
    [
      index === 0 ? classes.sticky : '',
      isNumeric(column.kind) ? classes.number : wrapping.has(column.kind) ? classes.text : '',
    ]
      .filter(Boolean)
      .join(' ');
  const align = (column: ReportColumn<Row>) => (isNumeric(column.kind) ? 'end' : 'start');
  const totalsShown = totals !== null && columns.some((c) => totalOf(c, totals) !== null);
  // Columns that fit share the card's width; more scroll, each as wide as it reads best.
  const { ref, width } = useElementSize();
  const fits = width === 0 || width >= tableMinWidth(columns);
  return (
    <Table.ScrollContainer
      ref={ref}
      minWidth={0}
      type="native"
      data-testid="report-table"
      data-layout={fits ? 'fit' : 'scroll'}
    >
      <Table
        verticalSpacing={6}
        horizontalSpacing="sm"
        className={fits ? classes.table : `${classes.table} ${classes.wide}`}
      >
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => {
              const dir = sort.key === column.key ? sort.dir : null;
              const label = columnLabel(column, ctx);
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
                    {custom ? custom(row) : <bdi>{cellText(column, row, cellCtx)}</bdi>}
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
                const value = totalOf(column, totals);
                return (
                  <Table.Td
                    key={column.key}
                    ta={align(column)}
                    className={cellClass(index, column)}
                    data-column={column.key}
                  >
                    {index === 0
                      ? t(TOTAL_KEY)
                      : value !== null
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
