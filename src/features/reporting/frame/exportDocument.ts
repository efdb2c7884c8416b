import type { ExportColumn, ExportKind } from '../export/document';
import { refOf, totalOf, valueOf, type ColumnKind, type ReportColumn } from './definition';
import { cellText, columnLabel, type CellContext } from './format';

/** How a column's cells go to a file: figures as numbers, dates as dates, names as text. */
const exportKinds: Record<ColumnKind, ExportKind> = {
  text: 'text',
  money: 'money',
  quantity: 'quantity',
  count: 'count',
  percent: 'percent',
  date: 'date',
  datetime: 'datetime',
  week: 'date',
  month: 'text',
  ref: 'text',
  refs: 'text',
  enum: 'text',
};

/**
 * The columns of a report's file: the same columns as its table, each cell the value the table
 * writes, but as a number, a business date or an instant where the file can keep it as one, and
 * names resolved in the user's language. The totals row (`totals`, the very object the file is
 * given) holds the figures the table's totals row shows, and nothing in the other columns.
 */
export function exportColumns<Row>(
  columns: readonly ReportColumn<Row>[],
  ctx: CellContext,
  totals: Row | null = null,
): ExportColumn<Row>[] {
  return columns.map((column) => {
    const kind = exportKinds[column.kind];
    return {
      key: column.key,
      label: columnLabel(column, ctx),
      kind,
      value: (row: Row) => {
        if (totals !== null && row === totals) return totalOf(column, totals);
        const value = valueOf(column, row);
        if (value === null || value === '') {
          return kind === 'text' && column.empty ? ctx.say(column.empty) : null;
        }
        if (kind === 'text') {
          // A ref the device cannot name goes to the file as the id it is, not as "unknown".
          if (column.kind === 'ref' && !refOf(column, row)) return String(value);
          return cellText(column, row, ctx, value);
        }
        if (kind === 'date' || kind === 'datetime') return String(value);
        return Number(value);
      },
    };
  });
}
