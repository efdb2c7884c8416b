import type { ExportCell } from '@/lib/spreadsheet';

/** What a cell holds, which decides how it is written and lined up. */
export type CellKind = 'text' | 'date' | 'quantity' | 'money' | 'percent';

/** A column of a sales table: what it is called, what kind of value it holds and where that is. */
export interface SalesColumn<Row> {
  key: string;
  /** The header, translated, or a name the business gave (a payment method, a category). */
  label: string;
  /** The header is a name the business gave, written in whatever language they wrote it. */
  named?: boolean;
  kind: CellKind;
  /** The cell's value as the server sent it: what the table sorts by and the export writes. */
  value: (row: Row) => string | number | null;
  /** The totals row's value for this column; null or absent leaves the cell empty. */
  total?: number | null;
}

export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: string;
  dir: SortDir;
}

const isNumeric = (kind: CellKind) => kind === 'quantity' || kind === 'money' || kind === 'percent';

/** Numbers line up at the end side, text at the start. */
export const alignOf = (kind: CellKind): 'start' | 'end' => (isNumeric(kind) ? 'end' : 'start');

/** Figures start high to low (what sold most first); names and dates start in reading order. */
export const firstDirOf = (kind: CellKind): SortDir => (isNumeric(kind) ? 'desc' : 'asc');

/** The sort after clicking a column: a new column starts in its natural order, the same one flips. */
export function nextSort(
  current: SortState | null,
  column: Pick<SalesColumn<unknown>, 'key' | 'kind'>,
): SortState {
  if (current?.key === column.key) {
    return { key: column.key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  }
  return { key: column.key, dir: firstDirOf(column.kind) };
}

/**
 * The rows in the order asked for, by the column's value; rows without a value go last either way.
 * Equal values keep the server's order, so a sort never shuffles ties.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  column: SalesColumn<Row> | undefined,
  dir: SortDir,
  lang: string,
): Row[] {
  if (!column) return [...rows];
  const sign = dir === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' });
  return rows
    .map((row, index) => ({ row, index, value: column.value(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null || a.value === '' || b.value === '') {
        const aEmpty = a.value === null || a.value === '';
        const bEmpty = b.value === null || b.value === '';
        return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map((entry) => entry.row);
}

/** Adds amounts as the server's figures are kept (thousandths), without binary drift. */
export function sumAmounts(values: readonly number[]): number {
  return Math.round(values.reduce((sum, v) => sum + Math.round(v * 1000), 0)) / 1000;
}

export interface ExportSheet {
  columns: string[];
  rows: ExportCell[][];
}

/**
 * A table as a sheet: the headers (money ones naming the currency when there is one), a row per
 * table row with the values as numbers, and the totals row when any column has a total.
 */
export function tableSheet<Row>(
  columns: readonly SalesColumn<Row>[],
  rows: readonly Row[],
  options: { currency: string | null; totalLabel: string },
): ExportSheet {
  const headers = columns.map((c) =>
    c.kind === 'money' && options.currency ? `${c.label} (${options.currency})` : c.label,
  );
  const body: ExportCell[][] = rows.map((row) => columns.map((c) => c.value(row)));
  const hasTotals = columns.some((c) => typeof c.total === 'number');
  const totals: ExportCell[] = columns.map((c, i) =>
    i === 0 ? options.totalLabel : typeof c.total === 'number' ? c.total : null,
  );
  return { columns: headers, rows: hasTotals ? [...body, totals] : body };
}
