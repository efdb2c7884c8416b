/**
 * A report as an .xlsx file: one sheet with the report's name, range, location and currency on top,
 * then the table's header (kept in view and with filter buttons), its rows and the totals row.
 * Numbers stay numbers (formatted by the spreadsheet, so the accountant can sum them) and dates are
 * date cells on the location's clock.
 */
import { safeSheetName } from '@/lib/spreadsheet';
import {
  dateMs,
  exportTextsFor,
  isNumeric,
  isRightToLeft,
  moneyDecimalsOf,
  rowClocks,
  type ExportColumn,
  type ExportKind,
  type ExportTexts,
  type ReportDocument,
} from './document';
import {
  columnName,
  numberCell,
  packageXlsx,
  SharedStrings,
  type SheetStyles,
} from './xlsxPackage';
import { zipOffThread } from './zipOffThread';

const DAY_MS = 86_400_000;
/** Days from Excel's day zero (1899-12-30, given its 1900 leap-year bug) to 1970-01-01. */
const EPOCH_SERIAL = 25569;
/** Serial 61 is 1900-03-01: below it Excel counts a 29 February 1900 that never was. */
const FIRST_TRUE_SERIAL = 61;

/** Excel's serial number of a wall-clock time written as UTC epoch milliseconds. */
export function excelSerial(wallMs: number): number {
  const serial = wallMs / DAY_MS + EPOCH_SERIAL;
  return serial < FIRST_TRUE_SERIAL ? serial - 1 : serial;
}

/** Rows read to size the columns: enough to see typical widths, few enough to stay fast. */
const WIDTH_SAMPLE = 500;
const MAX_WIDTH = 50;

/** Built-in number formats: `#,##0` and `0.00%`. */
const COUNT_FORMAT = 3;
const PERCENT_FORMAT = 10;
type Format = 'general' | 'money' | 'count' | 'quantity' | 'percent' | 'date' | 'datetime';
const FORMATS: readonly Format[] = [
  'general',
  'money',
  'count',
  'quantity',
  'percent',
  'date',
  'datetime',
];

/**
 * The sheet's styles: each format plain (0-6) and bold (7-13) for the header and totals rows,
 * then the title's. Money has the currency's decimals.
 */
function sheetStyles(
  decimals: number,
): SheetStyles & { style: (f: Format, bold?: boolean) => number; title: number } {
  const money = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  const formats = [money, '#,##0.###', 'mmm dd, yyyy', 'mmm dd, yyyy h:mm AM/PM'];
  const ids: Record<Format, number> = {
    general: 0,
    money: 164,
    count: COUNT_FORMAT,
    quantity: 165,
    percent: PERCENT_FORMAT,
    date: 166,
    datetime: 167,
  };
  const cells = [
    ...FORMATS.map((f) => ({ numFmtId: ids[f] })),
    ...FORMATS.map((f) => ({ numFmtId: ids[f], bold: true })),
    { numFmtId: 0, bold: true, size: 14 },
  ];
  return {
    formats,
    cells,
    style: (f, bold = false) => FORMATS.indexOf(f) + (bold ? FORMATS.length : 0),
    title: cells.length - 1,
  };
}

type CellWriter = (
  ref: string,
  value: string | number | null,
  bold: boolean,
  toWall: (instant: string) => number | null,
) => string;

/**
 * Writes each column's values as cells of the right type and format. This runs for every cell of
 * 100,000 rows: it makes no closure and no object per cell.
 */
function cellWriter(kind: ExportKind, strings: SharedStrings): CellWriter {
  const at = (format: Format, bold: boolean) =>
    FORMATS.indexOf(format) + (bold ? FORMATS.length : 0);
  const text = (ref: string, value: string | number, bold: boolean) =>
    strings.cell(ref, String(value), bold ? FORMATS.length : 0);
  return (ref, value, bold, toWall) => {
    if (value === null || value === '') return '';
    if (typeof value === 'number') {
      switch (kind) {
        case 'money':
        case 'count':
          return numberCell(ref, value, at(kind, bold));
        case 'quantity':
          // `#,##0.###` leaves a lone decimal point after a whole number.
          return numberCell(ref, value, at(Number.isInteger(value) ? 'count' : 'quantity', bold));
        case 'percent':
          // Reports give percentages as 0-100; a spreadsheet's percent format multiplies by 100.
          return numberCell(ref, value / 100, at('percent', bold));
        default:
          return text(ref, value, bold);
      }
    }
    if (kind === 'date') {
      const ms = dateMs(value);
      return ms === null
        ? text(ref, value, bold)
        : numberCell(ref, excelSerial(ms), at('date', bold));
    }
    if (kind === 'datetime') {
      const ms = toWall(value);
      return ms === null
        ? text(ref, value, bold)
        : numberCell(ref, excelSerial(ms), at('datetime', bold));
    }
    return text(ref, value, bold);
  };
}

/** How many characters a cell shows, roughly: enough to size a column. */
function shownWidth(kind: ExportKind, value: string | number | null): number {
  if (value === null) return 0;
  if (kind === 'date') return 12;
  if (kind === 'datetime') return 20;
  if (typeof value === 'number') {
    const digits = Math.abs(Math.trunc(value)).toString().length;
    // Separators every three digits, then the decimals or the percent sign.
    return digits + Math.floor((digits - 1) / 3) + 4;
  }
  return value.length;
}

function columnWidths<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]) {
  const sample = rows.length > WIDTH_SAMPLE ? rows.slice(0, WIDTH_SAMPLE) : rows;
  return columns.map((column) => {
    let width = column.label.length;
    for (const row of sample) width = Math.max(width, shownWidth(column.kind, column.value(row)));
    return Math.min(MAX_WIDTH, Math.max(isNumeric(column.kind) ? 10 : 8, width + 2));
  });
}

/**
 * The .xlsx bytes of a report. Every cell's XML is written here in one pass, deflated in a worker
 * meanwhile (bench/report-export.ts measures 100,000 rows of 12 columns).
 */
export async function reportWorkbook<Row>(
  doc: ReportDocument<Row>,
  texts?: ExportTexts,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const zip = zipOffThread();
  const words = texts ?? (await exportTextsFor(doc.lang));
  const { columns, rows, totals } = doc;
  const styles = sheetStyles(moneyDecimalsOf(doc.currency));
  const strings = new SharedStrings();
  const clockOf = rowClocks(doc);
  const writers = columns.map((c) => cellWriter(c.kind, strings));
  const letters = columns.map((_, i) => columnName(i));
  const bold = styles.style('general', true);

  const heading = [doc.range, doc.location, doc.currency ? words.currency(doc.currency) : ''];
  const lines = heading.filter(Boolean);
  // The title, the heading lines, a blank row, then the table's header.
  const headerLine = lines.length + 3;
  const lastLine = headerLine + rows.length + (totals ? 1 : 0);
  const cellsOf = (item: Row, line: number, strong: boolean) => {
    const toWall = clockOf(item);
    let cells = '';
    for (let i = 0; i < columns.length; i++) {
      cells += writers[i]!(`${letters[i]}${line}`, columns[i]!.value(item), strong, toWall);
    }
    return cells;
  };

  function* sheetRows(): Generator<string> {
    yield `<row r="1">${strings.cell('A1', doc.title, styles.title)}</row>`;
    for (const [i, text] of lines.entries()) {
      yield `<row r="${i + 2}">${strings.cell(`A${i + 2}`, text)}</row>`;
    }
    const labels = columns.map((c, i) => strings.cell(`${letters[i]}${headerLine}`, c.label, bold));
    yield `<row r="${headerLine}">${labels.join('')}</row>`;
    let line = headerLine;
    for (const item of rows) {
      line++;
      yield `<row r="${line}">${cellsOf(item, line, false)}</row>`;
    }
    if (totals) {
      line++;
      let cells = cellsOf(totals, line, true);
      // The totals row says what it is in its first cell, unless that cell holds a figure.
      if (columns.length > 0 && columns[0]!.value(totals) === null)
        cells = strings.cell(`A${line}`, words.total, bold) + cells;
      yield `<row r="${line}">${cells}</row>`;
    }
  }

  const last = letters[letters.length - 1] ?? 'A';
  return packageXlsx(
    {
      sheetName: safeSheetName(doc.title),
      styles,
      rows: sheetRows(),
      strings,
      dimension: `A1:${last}${lastLine}`,
      widths: columnWidths(columns, rows),
      rightToLeft: isRightToLeft(doc.lang),
      frozenRows: headerLine,
      autoFilter: columns.length ? `A${headerLine}:${last}${headerLine + rows.length}` : null,
    },
    await zip,
    signal,
  );
}
