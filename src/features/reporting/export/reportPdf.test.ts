import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { exportTexts, type ExportTexts } from './document';
import { drawnTexts, logical } from './pdfText';
import { reportPdf } from './reportPdf';
import { sampleReport } from './sampleReport';

async function textsIn(lang: string): Promise<ExportTexts> {
  const file = (ns: string) => join(__dirname, `../../../../locales/${lang}/${ns}.json`);
  const read = (ns: string) => JSON.parse(readFileSync(file(ns), 'utf8')) as object;
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    resources: { [lang]: { reportExport: read('reportExport'), reporting: read('reporting') } },
    interpolation: { escapeValue: false },
  });
  return exportTexts(i18n.getFixedT(lang, 'reportExport'));
}

describe('reportPdf', () => {
  it('lays 612 sales on 20 landscape A4 pages, the header on each, numbered "Page n of 20"', async () => {
    const pdf = await reportPdf(sampleReport(612), await textsIn('en'));
    const { pages, mediaBox, texts } = drawnTexts(pdf);
    expect(pages).toBe(20);
    expect(mediaBox.split(/\s+/).map(Number)).toEqual([0, 0, 841.89, 595.28]);
    const all = texts.map((t) => t.text);
    expect(all).toContain('Sales');
    expect(all).toContain('Nov 1, 2026 – Nov 24, 2026');
    expect(all).toContain('Downtown');
    expect(all).toContain('Currency: AED');
    for (let page = 1; page <= 20; page++) {
      const onPage = texts.filter((t) => t.page === page).map((t) => t.text);
      expect(onPage).toContain(`Page ${page} of 20`);
      expect(onPage).toContain('Invoice');
    }
    expect(all.filter((t) => /^INV-\d{6}$/.test(t))).toHaveLength(612);
    // The last page ends with the totals row.
    const last = texts.filter((t) => t.page === 20);
    const totalLabel = last.find((t) => t.text === 'Grand total')!;
    expect(totalLabel).toBeDefined();
    const net = sampleReport(612).totals!.net_sales;
    const totalsRow = last.filter((t) => Math.abs(t.y - totalLabel.y) < 0.5).map((t) => t.text);
    expect(totalsRow).toContain(net.toLocaleString('en', { minimumFractionDigits: 2 }));
    expect(all).toContain('Nov 01, 2026 at 9:00 AM'); // the first sale on Dubai's clock
    expect(all).toContain('Nov 01, 2026');
  });

  it('stands a report of seven columns or fewer upright', async () => {
    const doc = sampleReport(10);
    const pdf = await reportPdf({ ...doc, columns: doc.columns.slice(0, 7) }, await textsIn('en'));
    const { pages, mediaBox } = drawnTexts(pdf);
    expect(pages).toBe(1);
    expect(mediaBox.split(/\s+/).map(Number)).toEqual([0, 0, 595.28, 841.89]);
  });

  it('writes Arabic joined and right to left, the first column on the right', async () => {
    const pdf = await reportPdf(sampleReport(40, { lang: 'ar' }), await textsIn('ar'));
    const { texts } = drawnTexts(pdf);
    const find = (arabic: string) => texts.find((t) => logical(t.text) === arabic);
    const title = find('المبيعات');
    expect(title).toBeDefined();
    // Joined: drawn in presentation forms (U+FE70 and up), not as the bare letters typed.
    expect([...title!.text].every((c) => c.codePointAt(0)! >= 0xfe70)).toBe(true);
    expect(find('عمر حداد')).toBeDefined();
    expect(find('تناول في المطعم')).toBeDefined();
    expect(find('المجموع')).toBeDefined(); // the totals row
    // Single digits read the same either way, so the naive reversal holds for "Page 1 of 2".
    expect(find('صفحة 1 من 2')).toBeDefined();
    const firstColumn = find('الفاتورة')!;
    const eleventhColumn = find('الضريبة')!;
    expect(firstColumn.x).toBeGreaterThan(eleventhColumn.x);
    // Numbers keep their digits in order.
    expect(texts.map((t) => t.text)).toContain('INV-000001');
    expect(texts.map((t) => t.text)).toContain('20.00%');
  });

  it('cuts a text too long for its column with an ellipsis instead of running into the next', async () => {
    const doc = sampleReport(3);
    const long = 'A very long location name '.repeat(8).trim();
    const rows = doc.rows.map((r) => ({ ...r, location: long }));
    const { texts } = drawnTexts(await reportPdf({ ...doc, rows }, await textsIn('en')));
    const cut = texts.filter((t) => t.text.startsWith('A very long'));
    expect(cut).toHaveLength(3);
    expect(cut[0]!.text.endsWith('…')).toBe(true);
    expect(cut[0]!.text.length).toBeLessThan(long.length);
  });
});
