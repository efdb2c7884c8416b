import type { TFunction } from 'i18next';
import { jsPDF } from 'jspdf';
import { displayName } from '@/components/entity/columns';
import type { LocalRow } from '@/data/db';
import { embedPdfFont } from '@/lib/pdf/font';
import { downloadFile } from '@/lib/spreadsheet';
import { scaledRecipe, type PrepRow } from '../stock/data/preparations';

const PDF_MIME = 'application/pdf';
const RTL_LANGS = new Set(['ar']);

export interface PrepListInput {
  rows: readonly PrepRow[];
  materials: ReadonlyMap<string, LocalRow>;
  location: string;
  t: TFunction;
  lang: string;
  now?: Date;
}

/**
 * The prep list as PDF bytes: each prepared material still to prepare, how much, and its recipe
 * scaled to that quantity. The embedded font covers Latin, Cyrillic and Arabic; jsPDF shapes Arabic
 * letters and its bidi engine orders right-to-left text.
 */
export function prepListPdf({
  rows,
  materials,
  location,
  t,
  lang,
  now = new Date(),
}: PrepListInput) {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  embedPdfFont(doc);
  const rtl = RTL_LANGS.has(lang.split('-')[0]!);
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const margin = 48;
  const start = rtl ? width - margin : margin;
  const end = rtl ? margin : width - margin;
  // Logical input (as typed), visual output; an Arabic list reads its runs right to left. Checked
  // by rendering: isOutputRtl must stay false, or Latin names and numbers come out mirrored.
  const bidi = { isInputVisual: false, isOutputVisual: true, isInputRtl: rtl, isOutputRtl: false };
  let y = margin;
  const write = (text: string, x: number, size: number, align: 'left' | 'right') => {
    doc.setFontSize(size);
    doc.text(text, x, y, { align, ...bidi });
  };
  const lead: 'left' | 'right' = rtl ? 'right' : 'left';
  const trail: 'left' | 'right' = rtl ? 'left' : 'right';
  const room = (needed: number) => {
    if (y + needed <= height - margin) return;
    doc.addPage();
    y = margin;
  };
  const num = (n: number) => n.toLocaleString(lang, { maximumFractionDigits: 3 });

  write(t('preparation.pdf.title'), start, 18, lead);
  y += 20;
  // Location and time on lines of their own: mixed in one line, bidi ordering scrambles them.
  write(location, start, 10, lead);
  y += 14;
  write(now.toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' }), start, 10, lead);
  y += 28;
  for (const row of rows) {
    const quantity = row.toPrepare ?? 0;
    const lines = scaledRecipe(row, quantity);
    room(40 + lines.length * 15);
    doc.setDrawColor(200);
    doc.line(margin, y - 12, width - margin, y - 12);
    write(row.name, start, 13, lead);
    write(`${num(quantity)} ${t(`units.${row.unit}`)}`, end, 13, trail);
    y += 18;
    if (lines.length === 0) {
      write(t('preparation.noRecipe'), start, 10, lead);
      y += 15;
    }
    for (const line of lines) {
      const m = materials.get(line.material_id);
      write(`•  ${m ? displayName(m, lang) : '—'}`, rtl ? start - 12 : start + 12, 10, lead);
      write(`${num(line.quantity)} ${t(`units.${line.unit}`)}`, end, 10, trail);
      y += 15;
    }
    y += 16;
  }
  return doc.output('arraybuffer');
}

/** Makes the prep list and hands it to the browser's download. */
export async function downloadPrepList(input: PrepListInput): Promise<void> {
  const stamp = (input.now ?? new Date()).toISOString().slice(0, 16).replace(':', '-');
  downloadFile(`prep-list-${stamp}.pdf`, prepListPdf(input), PDF_MIME);
  return Promise.resolve();
}
