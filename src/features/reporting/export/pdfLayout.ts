/**
 * A report laid out on A4 with jsPDF: the report's name, range, location and currency on the first
 * page, then the table with its header row again on every page, the totals row, and "Page 1 of N"
 * at each page's foot. Arabic runs right to left: the first column on the right, text aligned right,
 * numbers at the end side as the screen's table has them.
 */
import { jsPDF } from 'jspdf';
import { embedPdfFont } from '@/lib/pdf/font';
import { isRightToLeft, type ExportTexts, type ReportDocument } from './document';
import { cellTexts, drawnAsNumber } from './pdfCells';

const MARGIN = 36;
/** Room under the table for the page number. */
const FOOTER = 22;
const BODY_SIZE = 8;
const SMALLEST_SIZE = 6;
/** Space either side of a cell's text, in points. */
const PAD = 4;
const ROW_HEIGHT = 1.9;
const LINE_HEIGHT = 1.2;
/** More columns than this turn the page sideways. */
const PORTRAIT_COLUMNS = 7;
/** Rows read to size the columns. */
const SAMPLE = 400;
const NARROWEST_TEXT = 40;
const HEADER_LINES = 3;
const ELLIPSIS = '…';
const GREY_FILL = '#ececec';
const RULE = '#d6d6d6';

type Align = 'left' | 'right';

export function layoutReportPdf<Row>(
  doc: ReportDocument<Row>,
  texts: ExportTexts,
): Uint8Array<ArrayBuffer> {
  const { columns } = doc;
  const pdf = new jsPDF({
    unit: 'pt',
    format: 'a4',
    orientation: columns.length > PORTRAIT_COLUMNS ? 'landscape' : 'portrait',
    compress: true,
  });
  embedPdfFont(pdf);
  const rtl = isRightToLeft(doc.lang);
  // Logical input (as typed), visual output, as the prep list verified: isOutputRtl must stay
  // false or Latin names and numbers come out mirrored. Even a left-to-right report may hold an
  // Arabic name, so text is always read as logical.
  const bidi = { isInputVisual: false, isOutputVisual: true, isInputRtl: rtl, isOutputRtl: false };
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  const bottom = pageHeight - MARGIN - FOOTER;
  const lead: Align = rtl ? 'right' : 'left';
  const trail: Align = rtl ? 'left' : 'right';
  const start = rtl ? pageWidth - MARGIN : MARGIN;
  const end = rtl ? MARGIN : pageWidth - MARGIN;

  const toTexts = cellTexts(doc, texts.at);
  const numeric = columns.map(drawnAsNumber);
  const textsOf = (row: Row) => toTexts.map((text) => text(row));
  const body = doc.rows.map(textsOf);
  const totals = doc.totals === null ? null : textsOf(doc.totals);
  if (totals && totals[0] === '') totals[0] = texts.total;

  const unitWidth = (text: string) => (text ? pdf.getStringUnitWidth(text) : 0);
  const room = pageWidth - 2 * MARGIN;
  const cellsWidest = columns.map((_, i) => {
    let widest = totals ? unitWidth(totals[i]!) : 0;
    for (const cells of body.slice(0, SAMPLE)) widest = Math.max(widest, unitWidth(cells[i]!));
    return widest;
  });
  // Labels on one line when the page has room for them, else wrapped over up to three lines.
  const oneLine = columns.map((c, i) => Math.max(cellsWidest[i]!, unitWidth(c.label)));
  const fitsOneLine =
    oneLine.reduce((a, b) => a + b, 0) * BODY_SIZE + columns.length * 2 * PAD <= room;
  const widths = columnWidths(
    fitsOneLine
      ? oneLine
      : columns.map((column, i) => {
          const longestWord = Math.max(...column.label.split(/\s+/).map(unitWidth));
          return Math.max(cellsWidest[i]!, longestWord, unitWidth(column.label) / HEADER_LINES);
        }),
    numeric,
    room,
  );
  const size = widths.size;
  pdf.setFontSize(size);
  const rowHeight = size * ROW_HEIGHT;
  const lineHeight = size * LINE_HEIGHT;

  // Column edges from the start side: the first column is on the right in Arabic.
  const lefts: number[] = [];
  let edge = start;
  for (const width of widths.points) {
    lefts.push(rtl ? edge - width : edge);
    edge += rtl ? -width : width;
  }
  const alignOf = (i: number): Align => (numeric[i] ? trail : lead);
  const fit = (text: string, room: number) => {
    if (pdf.getTextWidth(text) <= room) return text;
    let low = 0;
    let high = text.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (pdf.getTextWidth(text.slice(0, mid) + ELLIPSIS) <= room) low = mid;
      else high = mid - 1;
    }
    return text.slice(0, low) + ELLIPSIS;
  };
  const write = (text: string, i: number, baseline: number) => {
    if (!text) return;
    const align = alignOf(i);
    const x = align === 'left' ? lefts[i]! + PAD : lefts[i]! + widths.points[i]! - PAD;
    const shown = fit(text, widths.points[i]! - 2 * PAD);
    pdf.text(shown, x, baseline, numeric[i] ? { align } : { align, ...bidi });
  };

  // Words wrapped by their shaped widths: jsPDF's splitTextToSize measures Arabic letters
  // unjoined, wider than drawn, and broke "الأصناف" in two.
  const wrap = (text: string, room: number) => {
    const lines: string[] = [];
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const last = lines.length - 1;
      if (last >= 0 && pdf.getTextWidth(`${lines[last]} ${word}`) <= room)
        lines[last] = `${lines[last]} ${word}`;
      else if (lines.length < HEADER_LINES) lines.push(word);
      else lines[last] = `${lines[last]} ${word}`;
    }
    return lines;
  };
  const labelLines = columns.map((column, i) => wrap(column.label, widths.points[i]! - 2 * PAD));
  const headerHeight = Math.max(...labelLines.map((l) => l.length), 1) * lineHeight + size;

  const tableHeader = (top: number) => {
    pdf.setFillColor(GREY_FILL);
    pdf.rect(MARGIN, top, pageWidth - 2 * MARGIN, headerHeight, 'F');
    labelLines.forEach((lines, i) =>
      lines.forEach((line, n) => write(line, i, top + size * 0.5 + size + n * lineHeight)),
    );
    return top + headerHeight;
  };
  const row = (cells: readonly string[], top: number, filled: boolean) => {
    if (filled) {
      pdf.setFillColor(GREY_FILL);
      pdf.rect(MARGIN, top, pageWidth - 2 * MARGIN, rowHeight, 'F');
    }
    const baseline = top + rowHeight / 2 + size * 0.35;
    cells.forEach((text, i) => write(text, i, baseline));
    pdf.setDrawColor(RULE);
    pdf.line(MARGIN, top + rowHeight, pageWidth - MARGIN, top + rowHeight);
  };

  // The report's name, range, location and currency: each on its own line, since bidi ordering
  // scrambles a line that mixes them.
  let y = MARGIN + 14;
  const heading = (text: string, fontSize: number, gap: number) => {
    pdf.setFontSize(fontSize);
    pdf.text(text, start, y, { align: lead, ...bidi });
    y += gap;
  };
  heading(doc.title, 15, 18);
  heading(doc.range, 9, 12);
  heading(doc.location, 9, 12);
  if (doc.currency) heading(texts.currency(doc.currency), 9, 12);
  pdf.setFontSize(size);
  pdf.setLineWidth(0.5);

  y = tableHeader(y);
  const newPageIfFull = () => {
    if (y + rowHeight <= bottom) return;
    pdf.addPage();
    y = tableHeader(MARGIN);
  };
  for (const cells of body) {
    newPageIfFull();
    row(cells, y, false);
    y += rowHeight;
  }
  if (totals) {
    newPageIfFull();
    row(totals, y, true);
    y += rowHeight;
  }

  const pages = pdf.getNumberOfPages();
  pdf.setFontSize(SMALLEST_SIZE + 1);
  pdf.setTextColor('#6e6e6e');
  for (let page = 1; page <= pages; page++) {
    pdf.setPage(page);
    const foot = pageHeight - MARGIN;
    pdf.text(texts.page(page, pages), end, foot, { align: trail, ...bidi });
    if (page > 1) pdf.text(doc.title, start, foot, { align: lead, ...bidi });
  }
  return new Uint8Array(pdf.output('arraybuffer'));
}

/**
 * Column widths in points filling the page, and the font size that lets them: each column as wide
 * as its widest sampled text (in widths at size 1), the size lowered (not below 6 pt) until they
 * fit, then text columns narrowed (their cells cut with an ellipsis) before numbers ever are.
 */
function columnWidths(natural: readonly number[], numeric: readonly boolean[], room: number) {
  const padding = natural.length * 2 * PAD;
  const sum = natural.reduce((a, b) => a + b, 0) || 1;
  const size = Math.min(BODY_SIZE, Math.max(SMALLEST_SIZE, (room - padding) / sum));
  let points = natural.map((w) => w * size + 2 * PAD);
  const total = points.reduce((a, b) => a + b, 0);
  if (total <= room) return { size, points: points.map((w) => (w * room) / total) };

  const textTotal = points.reduce((a, w, i) => (numeric[i] ? a : a + w), 0);
  const excess = total - room;
  if (textTotal > 0) {
    points = points.map((w, i) =>
      numeric[i] ? w : Math.max(Math.min(w, NARROWEST_TEXT), w - (excess * w) / textTotal),
    );
  }
  const left = points.reduce((a, b) => a + b, 0);
  return { size, points: left <= room ? points : points.map((w) => (w * room) / left) };
}
