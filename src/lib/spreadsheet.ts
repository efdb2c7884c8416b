/**
 * Spreadsheet files: export to .xlsx and read .xlsx, .xls and .csv. SheetJS is large, so it is loaded
 * on first use and never lands in the first bundle (only its types are imported here).
 */
import type { WorkSheet } from 'xlsx';

/** Files above this size are refused before they are read. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Data rows (after the header) a file may hold. */
export const MAX_ROWS = 50_000;

export type SpreadsheetErrorCode =
  'not_spreadsheet' | 'empty' | 'too_large' | 'too_many_rows' | 'unreadable';

/** A file that cannot be imported, with a code the screen translates. */
export class SpreadsheetError extends Error {
  readonly code: SpreadsheetErrorCode;
  readonly params: Record<string, string | number>;
  constructor(code: SpreadsheetErrorCode, params: Record<string, string | number> = {}) {
    super(code);
    this.code = code;
    this.params = params;
  }
}

/** A cell as read: text, number, boolean, a date (xlsx date cells) or null when blank. */
export type Cell = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row number the user sees in their spreadsheet program (1 is the header). */
  line: number;
  cells: Cell[];
}

export interface SheetData {
  /** Header texts as written, trimmed. */
  headers: string[];
  /** Non-blank data rows in file order. */
  rows: SheetRow[];
}

/** An exported cell: what a row value becomes in a sheet. */
export type ExportCell = string | number | boolean | null;

type Kind = 'xlsx' | 'xls' | 'csv';
const extensions: Record<string, Kind> = { xlsx: 'xlsx', xls: 'xls', csv: 'csv', txt: 'csv' };

const loadSheetJs = () => import('xlsx');

/** `<prefix>-<ISO timestamp>.xlsx` (or another extension), with `:` replaced so the name is valid on every system. */
export function exportFileName(prefix: string, now: Date = new Date(), extension = 'xlsx'): string {
  return `${prefix}-${now.toISOString().replace(/:/g, '-')}.${extension}`;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** What the bytes really are; the name alone is not trusted. */
function detectKind(bytes: Uint8Array, name: string | undefined): Kind {
  const ext = name?.includes('.') ? name.split('.').pop()!.toLowerCase() : undefined;
  const claimed = ext === undefined ? undefined : extensions[ext];
  if (ext !== undefined && claimed === undefined) throw new SpreadsheetError('not_spreadsheet');
  if (startsWith(bytes, ZIP)) {
    if (claimed === 'csv') throw new SpreadsheetError('not_spreadsheet');
    return 'xlsx';
  }
  if (startsWith(bytes, OLE)) {
    if (claimed === 'csv') throw new SpreadsheetError('not_spreadsheet');
    return 'xls';
  }
  // Anything else must be text: a NUL byte means an image, a PDF or some other binary file.
  if (claimed === 'xlsx' || claimed === 'xls' || bytes.subarray(0, 8192).includes(0))
    throw new SpreadsheetError('not_spreadsheet');
  return 'csv';
}

/** CSV text: UTF-8 (its BOM dropped), else the Windows code page older Excel versions write. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const isBlank = (cells: readonly Cell[]) =>
  cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/**
 * Reads the first sheet of a spreadsheet file. CSV values stay exactly as written (no guessing of
 * numbers or dates, and a cell like `=1+2` is the text `=1+2`); the importer converts each column
 * by the type of the field it fills.
 */
export async function readSpreadsheet(file: Blob, name?: string): Promise<SheetData> {
  const fileName = name ?? (file as Blob & { name?: string }).name;
  if (file.size > MAX_FILE_BYTES)
    throw new SpreadsheetError('too_large', { max: Math.round(MAX_FILE_BYTES / 1024 / 1024) });
  if (file.size === 0) throw new SpreadsheetError('empty');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectKind(bytes, fileName);
  const XLSX = await loadSheetJs();

  let sheet: WorkSheet | undefined;
  try {
    const book =
      kind === 'csv'
        ? XLSX.read(decodeText(bytes), { type: 'string', raw: true, dense: true })
        : XLSX.read(bytes, {
            type: 'array',
            cellDates: true,
            cellFormula: false,
            cellHTML: false,
            cellStyles: false,
            dense: true,
            // A small .xlsx can unpack to millions of cells; stop reading well past the limit.
            sheetRows: MAX_ROWS + 101,
          });
    sheet = book.SheetNames.length ? book.Sheets[book.SheetNames[0]!] : undefined;
  } catch {
    throw new SpreadsheetError(kind === 'csv' ? 'unreadable' : 'not_spreadsheet');
  }
  if (!sheet || !sheet['!ref']) throw new SpreadsheetError('empty');
  if (sheet['!fullref']) throw new SpreadsheetError('too_many_rows', { max: MAX_ROWS });

  const firstLine = XLSX.utils.decode_range(sheet['!ref']).s.r + 1;
  const grid = XLSX.utils.sheet_to_json<Cell[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
  });
  const lines = grid
    .map((cells, i) => ({ line: firstLine + i, cells }))
    .filter((r) => !isBlank(r.cells));
  const [head, ...rows] = lines;
  if (!head) throw new SpreadsheetError('empty');
  if (rows.length > MAX_ROWS) throw new SpreadsheetError('too_many_rows', { max: MAX_ROWS });
  const headers = head.cells.map((c) => (c === null ? '' : String(c).trim()));
  while (headers.length && headers[headers.length - 1] === '') headers.pop();
  return { headers, rows };
}

export interface WorkbookInput {
  /** Sheet name; trimmed to what Excel allows. */
  sheetName: string;
  columns: readonly string[];
  rows: readonly (readonly ExportCell[])[];
}

/** A sheet name Excel accepts: no `[]:*?/\\`, at most 31 characters. */
export const safeSheetName = (name: string) =>
  name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** The bytes of an .xlsx file with one sheet: a header row, then the rows. */
export async function buildWorkbook({
  sheetName,
  columns,
  rows,
}: WorkbookInput): Promise<ArrayBuffer> {
  const XLSX = await loadSheetJs();
  // Every text stays text: SheetJS writes strings as string cells, so `=...` is never a formula.
  const sheet = XLSX.utils.aoa_to_sheet([columns as ExportCell[], ...(rows as ExportCell[][])]);
  sheet['!cols'] = columns.map((c) => ({ wch: Math.min(40, Math.max(10, c.length + 2)) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, safeSheetName(sheetName));
  return XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands a file to the browser's download. */
export function downloadFile(fileName: string, data: ArrayBuffer, type = XLSX_MIME): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Builds the workbook and downloads it as `<prefix>-<ISO timestamp>.xlsx`; returns the file name. */
export async function exportSpreadsheet(
  prefix: string,
  input: WorkbookInput,
  now: Date = new Date(),
): Promise<string> {
  const name = exportFileName(prefix, now);
  downloadFile(name, await buildWorkbook(input));
  return name;
}
