import { exportTextsFor, type ExportTexts, type ReportDocument } from './document';

/**
 * The PDF bytes of a report on A4 (pdfLayout.ts). jsPDF and the embedded font (together about
 * 600 KB) load on the first PDF, never with the report screen.
 */
export async function reportPdf<Row>(
  doc: ReportDocument<Row>,
  texts?: ExportTexts,
): Promise<Uint8Array<ArrayBuffer>> {
  const [{ layoutReportPdf }, words] = await Promise.all([
    import('./pdfLayout'),
    texts ?? exportTextsFor(doc.lang),
  ]);
  return layoutReportPdf(doc, words);
}
