import type { ColumnKind, ReportColumn } from '../frame/definition';

/** A column of a figure the server computes (contract/reports.ts), labelled `columns.<key>`. */
export const figure = <Row>(
  key: keyof Row & string,
  kind: ColumnKind = 'money',
  sortable = true,
): ReportColumn<Row> => ({ key, label: `columns.${key}`, kind, sortable });

/**
 * The figures of a sale, in the order they add up (contract/sales.ts): what was sold, less what
 * was taken off, given away and paid back, makes net sales; with tax, total sales; tips on top.
 */
export const saleFigureKeys = [
  'gross_sales',
  'discounts',
  'complimentary',
  'refunds',
  'net_sales',
  'tax',
  'tips',
  'total_sales',
] as const;
