import type * as Xlsx from 'xlsx';
import { ApiError, invalidFields } from '../plugins/errors';

/** A cell as read: text, number, boolean, a date (xlsx date cells) or null when blank. */
export type Cell = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row number people see in their spreadsheet program (1 is the header). */
  rowNumber: number;
  cells: Cell[];
}

export interface Sheet {
  headers: string[];
  /** Non-blank data rows in file order. */
  rows: SheetRow[];
}

const notSpreadsheet = (what: string) =>
  new ApiError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `Only .xlsx or .csv spreadsheets are accepted; this is ${what}`,
  );

/** CSV text: UTF-8 (its BOM dropped), else the Windows code page older Excel versions write. */
function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/**
 * What an .xlsx may unpack to. A workbook of the most rows an import takes is far below this; a few
 * megabytes of zip that unpack to gigabytes (a zip bomb) would stall the server or run it out of
 * memory, since the spreadsheet library unpacks everything before it reads a row.
 */
export const XLSX_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

/**
 * Whether a zip unpacks to more than `limit` bytes, measured by unpacking it (the sizes a zip declares
 * can lie) and stopping as soon as the limit is passed, so the check itself stays cheap.
 */
async function unpacksBeyond(data: Uint8Array, limit: number): Promise<boolean> {
  const { Unzip, UnzipInflate } = await import('fflate');
  let total = 0;
  let beyond = false;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error || beyond) return;
      total += chunk.length;
      if (total > limit) {
        beyond = true;
        file.terminate();
      }
    };
    if (!beyond) file.start();
  });
  unzip.register(UnzipInflate);
  // Small pieces: deflate unpacks at most about 1,000 times, so no single piece unpacks to much.
  const piece = 16 * 1024;
  for (let at = 0; at < data.length && !beyond; at += piece) {
    unzip.push(data.subarray(at, at + piece), at + piece >= data.length);
  }
  return beyond;
}

const isBlank = (cells: readonly Cell[]) =>
  cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/**
 * Reads the first sheet of an .xlsx or .csv file, told apart by their bytes (a zip holding a
 * workbook, or text without NUL bytes), never by the name. CSV cells stay the text they are, so a
 * cell like `=1+2` is text and not a formula; the importer converts each by the field it fills.
 * Reading stops just past `maxRows`, and a workbook that unpacks to more than `maxUnpackedBytes` is
 * refused before it is read.
 */
export async function readSpreadsheet(
  data: Buffer,
  maxRows: number,
  maxUnpackedBytes = XLSX_MAX_UNPACKED_BYTES,
): Promise<Sheet> {
  if (data.length === 0) throw invalidFields({ file: 'required' }, 'The file is empty');
  // Loaded on first use: the spreadsheet libraries took a tenth of every start (issue 24).
  const [{ fileTypeFromBuffer }, XLSX] = await Promise.all([import('file-type'), import('xlsx')]);
  const detected = await fileTypeFromBuffer(data);
  const isText = !detected && !data.subarray(0, 65_536).includes(0);
  if (detected?.ext !== 'xlsx' && !isText) {
    throw notSpreadsheet(detected ? `a ${detected.ext.toUpperCase()} file` : 'not a spreadsheet');
  }
  if (!isText && (await unpacksBeyond(data, maxUnpackedBytes))) {
    throw new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The workbook unpacks to more than ${Math.round(maxUnpackedBytes / 1024 / 1024)} MB; save only the products sheet and try again`,
    );
  }
  let sheet: Xlsx.WorkSheet | undefined;
  try {
    const book = isText
      ? XLSX.read(decodeText(data), {
          type: 'string',
          raw: true,
          dense: true,
          sheetRows: maxRows + 2,
        })
      : XLSX.read(data, {
          type: 'buffer',
          cellDates: true,
          cellFormula: false,
          cellHTML: false,
          cellStyles: false,
          dense: true,
          sheetRows: maxRows + 2,
        });
    sheet = book.SheetNames.length ? book.Sheets[book.SheetNames[0]!] : undefined;
  } catch {
    throw notSpreadsheet('a file that cannot be read as one');
  }
  if (!sheet?.['!ref']) throw invalidFields({ file: 'required' }, 'The file has no rows');
  const range = XLSX.utils.decode_range(sheet['!ref']);
  if (range.e.r - range.s.r + 1 >= maxRows + 2) {
    throw new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The file has more than ${maxRows.toLocaleString('en')} rows`,
    );
  }
  const grid = XLSX.utils.sheet_to_json<Cell[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
  });
  const lines = grid
    .map((cells, i) => ({ rowNumber: range.s.r + 1 + i, cells }))
    .filter((r) => !isBlank(r.cells));
  const [head, ...rows] = lines;
  if (!head) throw invalidFields({ file: 'required' }, 'The file has no rows');
  return { headers: head.cells.map((c) => (c === null ? '' : String(c).trim())), rows };
}
