import type { jsPDF } from 'jspdf';
import fontData from './fonts/BackhouseSans.ttf?inline';

const FONT = 'BackhouseSans';

/**
 * Embeds the app's PDF font (Latin, Cyrillic and Arabic: fonts/README.md) in a jsPDF document and
 * writes with it. jsPDF's own fonts know Latin only.
 */
export function embedPdfFont(doc: jsPDF): void {
  doc.addFileToVFS(`${FONT}.ttf`, fontData.slice(fontData.indexOf(',') + 1));
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.setFont(FONT, 'normal');
}
