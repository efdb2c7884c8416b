/**
 * The parts of an .xlsx file (Office Open XML, ECMA-376) around one sheet, zipped as the sheet's
 * rows are written (zipWriter.ts, in a worker where one starts). Report exports write their
 * sheet's XML themselves: for 100,000 rows SheetJS took about twice as long in Chromium
 * (bench/report-export.ts), held the sheet in memory several times over, wrote a file twice the
 * size, and is a 160 KB (gzipped) download; this is a few KB.
 */
import { zipWriter, type ZipWriter } from './zipWriter';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Characters XML 1.0 cannot hold at all: control characters other than tab and line ends. */
const INVALID_XML = /[^\t\n\r\u0020-\uFFFD]/g;
/** What Excel keeps of a cell's text. */
const MAX_CELL_TEXT = 32_767;

export function escapeXml(text: string): string {
  const safe = text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
  return safe
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** `A`, `B`, ... `Z`, `AA`: the letters of the zero-based column `index`. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/**
 * The workbook's shared string table: a text is written once and its cells point at it, as Excel
 * itself writes text (names repeat on every row of a report).
 */
export class SharedStrings {
  private readonly indexes = new Map<string, number>();
  private readonly texts: string[] = [];
  private uses = 0;

  /** A text cell pointing at `text` in the table. */
  cell(ref: string, text: string, style = 0): string {
    let index = this.indexes.get(text);
    if (index === undefined) {
      index = this.texts.length;
      this.indexes.set(text, index);
      this.texts.push(text);
    }
    this.uses++;
    return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="s"><v>${index}</v></c>`;
  }

  xml(): string {
    // `xml:space` keeps the leading and trailing spaces a name may have.
    const items = this.texts.map((text) =>
      /^\s|\s$/.test(text)
        ? `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`
        : `<si><t>${escapeXml(text)}</t></si>`,
    );
    return `${HEAD}<sst xmlns="${MAIN_NS}" count="${this.uses}" uniqueCount="${this.texts.length}">${items.join('')}</sst>`;
  }
}

/** A number cell; NaN and infinities have no place in a sheet and leave the cell empty. */
export function numberCell(ref: string, value: number, style: number): string {
  if (!Number.isFinite(value)) return '';
  return `<c r="${ref}" s="${style}"><v>${value === 0 ? 0 : value}</v></c>`;
}

/** Number formats and fonts of the sheet's cells: an index into `cellXfs` for each pair. */
export interface SheetStyles {
  /** Custom number format codes, in order; their ids start at 164. */
  formats: readonly string[];
  /** Each cell style: a format (a built-in id, or 164 + index in `formats`) and whether bold. */
  cells: readonly { numFmtId: number; bold?: boolean; size?: number }[];
}

function stylesXml({ formats, cells }: SheetStyles): string {
  const numFmts = formats
    .map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(code)}"/>`)
    .join('');
  // Fonts: 0 regular, 1 bold, then one bold font per larger size asked for.
  const sizes = [...new Set(cells.filter((c) => c.size).map((c) => c.size!))];
  const font = (bold: boolean, size = 11) =>
    `<font>${bold ? '<b/>' : ''}<sz val="${size}"/><name val="Calibri"/><family val="2"/></font>`;
  const fonts = [font(false), font(true), ...sizes.map((size) => font(true, size))];
  const fontOf = (c: SheetStyles['cells'][number]) =>
    c.size ? 2 + sizes.indexOf(c.size) : c.bold ? 1 : 0;
  const xfs = cells
    .map((c) => {
      const fontId = fontOf(c);
      return (
        `<xf numFmtId="${c.numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"` +
        `${c.numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`
      );
    })
    .join('');
  return (
    `${HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    (formats.length ? `<numFmts count="${formats.length}">${numFmts}</numFmts>` : '') +
    `<fonts count="${fonts.length}">${fonts.join('')}</fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${cells.length}">${xfs}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

export interface SheetPackage {
  /** Already safe for Excel (see safeSheetName). */
  sheetName: string;
  styles: SheetStyles;
  /** The sheet's `<row>` elements, written as they are asked for. */
  rows: Iterable<string>;
  /** The table the rows' text cells point into: complete once the rows are written. */
  strings: SharedStrings;
  /** The range the sheet covers, `A1:L100007`. */
  dimension: string;
  /** Column widths in characters. */
  widths: readonly number[];
  rightToLeft: boolean;
  /** Rows kept in view while scrolling (the header): the first row that scrolls, zero-based. */
  frozenRows: number;
  /** The range the filter buttons sit on, `A6:L100006`, or null. */
  autoFilter: string | null;
}

/** Rows encoded and deflated together: big enough for the compressor, small enough to keep memory flat. */
const ROWS_PER_CHUNK = 2000;

const utf8 = new TextEncoder();

/**
 * Ends the page's current task and resumes in the next one. Chromium hands a worker the messages
 * of a task only once that task ends: without a break the worker would start deflating when the
 * last row is written. It also lets the page paint and take a click on Cancel meanwhile.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The .xlsx bytes of a workbook with one sheet, zipped by `zip` (by default on this thread). The
 * rows go to it in chunks as they are written: a worker deflates one chunk while the next is made.
 * `signal` stops the writing between two chunks (the promise rejects with its reason).
 */
export async function packageXlsx(
  sheet: SheetPackage,
  zip: ZipWriter = zipWriter(),
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  try {
    await writeParts(sheet, zip, signal);
  } catch (error) {
    zip.abort();
    throw error;
  }
  return zip.end();
}

async function writeParts(sheet: SheetPackage, zip: ZipWriter, signal?: AbortSignal) {
  const { sheetName, autoFilter } = sheet;
  const add = (name: string, xml: string) => {
    zip.file(name);
    zip.push(utf8.encode(xml), true);
  };

  add('[Content_Types].xml', contentTypes);
  add('_rels/.rels', packageRels);
  add('xl/_rels/workbook.xml.rels', workbookRels);
  add('xl/styles.xml', stylesXml(sheet.styles));
  // Excel finds a sheet's filter through this hidden name as well as through <autoFilter>.
  const filterName = autoFilter
    ? `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">` +
      `${escapeXml(`'${sheetName.replace(/'/g, "''")}'!${absolute(autoFilter)}`)}</definedName></definedNames>`
    : '';
  add(
    'xl/workbook.xml',
    `${HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      '<bookViews><workbookView/></bookViews>' +
      `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
      `${filterName}</workbook>`,
  );

  const pane = sheet.frozenRows
    ? `<pane ySplit="${sheet.frozenRows}" topLeftCell="A${sheet.frozenRows + 1}" activePane="bottomLeft" state="frozen"/>`
    : '';
  const cols = sheet.widths
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  zip.file('xl/worksheets/sheet1.xml');
  zip.push(
    utf8.encode(
      `${HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        `<dimension ref="${sheet.dimension}"/>` +
        `<sheetViews><sheetView${sheet.rightToLeft ? ' rightToLeft="1"' : ''} workbookViewId="0">${pane}</sheetView></sheetViews>` +
        '<sheetFormatPr defaultRowHeight="15"/>' +
        (cols ? `<cols>${cols}</cols>` : '') +
        '<sheetData>',
    ),
    false,
  );
  let batch = '';
  let count = 0;
  for (const row of sheet.rows) {
    batch += row;
    if (++count === ROWS_PER_CHUNK) {
      zip.push(utf8.encode(batch), false);
      batch = '';
      count = 0;
      await nextTask();
      signal?.throwIfAborted();
    }
  }
  zip.push(
    utf8.encode(
      `${batch}</sheetData>` +
        (autoFilter ? `<autoFilter ref="${autoFilter}"/>` : '') +
        '</worksheet>',
    ),
    true,
  );
  add('xl/sharedStrings.xml', sheet.strings.xml());
}

const contentTypes =
  `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
  '</Types>';

const packageRels =
  `${HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

const workbookRels =
  `${HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
  '</Relationships>';

/** `A6:L9` as `$A$6:$L$9`. */
const absolute = (range: string) => range.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
