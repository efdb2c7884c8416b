import type { TableCard } from '@contract/tables';
import { jsPDF } from 'jspdf';
import QRCode from 'qrcode';
import { embedPdfFont } from '@/lib/pdf/font';

const RTL_LANGS = new Set(['ar']);
const COLUMNS = 2;
const ROWS = 3;
const MARGIN = 36;
const GAP = 14;
const QR_SIZE = 150;

export interface QrSheetInput {
  cards: readonly TableCard[];
  /** "Scan to order and pay", in the user's language. */
  scanLine: string;
  lang: string;
}

/**
 * A sheet of table cards as PDF bytes: A4, two by three cards a page, each with the table's name,
 * its QR code (the pay-and-order link), a line asking to scan it, its floor and its location. Made
 * in the browser from links read before, so it prints offline too. The embedded font covers Latin,
 * Cyrillic and Arabic; names and places go on lines of their own, as bidi ordering scrambles
 * mixed lines.
 */
export async function qrSheetPdf({ cards, scanLine, lang }: QrSheetInput): Promise<ArrayBuffer> {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  embedPdfFont(doc);
  const rtl = RTL_LANGS.has(lang.split('-')[0]!);
  const bidi = { isInputVisual: false, isOutputVisual: true, isInputRtl: rtl, isOutputRtl: false };
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const cardWidth = (pageWidth - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS;
  const cardHeight = (pageHeight - 2 * MARGIN - (ROWS - 1) * GAP) / ROWS;
  const images = await Promise.all(
    cards.map((card) =>
      QRCode.toDataURL(card.link, { errorCorrectionLevel: 'M', margin: 1, width: 600 }),
    ),
  );
  cards.forEach((card, i) => {
    const slot = i % (COLUMNS * ROWS);
    if (i > 0 && slot === 0) doc.addPage();
    const column = slot % COLUMNS;
    const left = MARGIN + (rtl ? COLUMNS - 1 - column : column) * (cardWidth + GAP);
    const top = MARGIN + Math.floor(slot / COLUMNS) * (cardHeight + GAP);
    const centre = left + cardWidth / 2;
    const write = (text: string, y: number, size: number, color = 20) => {
      doc.setFontSize(size);
      doc.setTextColor(color);
      const fitted = doc.splitTextToSize(text, cardWidth - 24)[0] as string;
      doc.text(fitted, centre, y, { align: 'center', ...bidi });
    };
    doc.setDrawColor(190);
    doc.roundedRect(left, top, cardWidth, cardHeight, 10, 10);
    write(card.table_name, top + 32, 22);
    doc.addImage(images[i]!, 'PNG', centre - QR_SIZE / 2, top + 44, QR_SIZE, QR_SIZE);
    write(scanLine, top + 44 + QR_SIZE + 18, 11);
    write(card.floor_name ?? '', top + 44 + QR_SIZE + 34, 9, 110);
    write(card.location_name, top + 44 + QR_SIZE + 46, 9, 110);
  });
  return doc.output('arraybuffer');
}
