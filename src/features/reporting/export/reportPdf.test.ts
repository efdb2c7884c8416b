import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzlibSync } from 'fflate';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { exportTexts, type ExportTexts } from './document';
import { reportPdf } from './reportPdf';
import { sampleReport } from './sampleReport';

async function textsIn(lang: string): Promise<ExportTexts> {
  const file = join(__dirname, `../../../../locales/${lang}/reportExport.json`);
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    resources: { [lang]: { reportExport: JSON.parse(readFileSync(file, 'utf8')) as object } },
    interpolation: { escapeValue: false },
  });
  return exportTexts(i18n.getFixedT(lang, 'reportExport'));
}

interface DrawnText {
  page: number;
  x: number;
  y: number;
  /** The characters as drawn, left to right (Arabic in its joined presentation forms). */
  text: string;
}

/**
 * Every text a jsPDF document draws, read back through the embedded font's ToUnicode map: the
 * PDF is written with compressed streams and glyph ids, so a plain search would find nothing.
 */
function drawnTexts(pdf: Uint8Array): { pages: number; mediaBox: string; texts: DrawnText[] } {
  const latin = Buffer.from(pdf).toString('latin1');
  const streams: string[] = [];
  // Object by object, each stream skipped by its /Length: binary data may hold any text.
  const header = /\d+ 0 obj\s*<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let match = header.exec(latin); match; match = header.exec(latin)) {
    const start = match.index + match[0].length;
    const length = Number(/\/Length (\d+)/.exec(match[1]!)?.[1]);
    let data = pdf.subarray(start, start + length);
    if (match[1]!.includes('FlateDecode')) data = unzlibSync(data);
    streams.push(Buffer.from(data).toString('latin1'));
    header.lastIndex = start + length;
  }
  const glyphs = new Map<number, string>();
  for (const stream of streams) {
    for (const block of stream.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, glyph, code] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
        glyphs.set(parseInt(glyph!, 16), String.fromCodePoint(parseInt(code!, 16)));
      }
    }
  }
  const texts: DrawnText[] = [];
  streams
    .filter((s) => s.includes(' Tj'))
    .forEach((content, i) => {
      for (const [, x, y, hex] of content.matchAll(/([\d.]+) ([\d.]+) Td\s*<([0-9a-f]*)> Tj/gi)) {
        let text = '';
        for (let at = 0; at < hex!.length; at += 4) {
          text += glyphs.get(parseInt(hex!.slice(at, at + 4), 16)) ?? '\uFFFD';
        }
        texts.push({ page: i + 1, x: Number(x), y: Number(y), text });
      }
    });
  const pages = (latin.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
  const mediaBox = /\/MediaBox \[([^\]]*)\]/.exec(latin)?.[1]?.trim() ?? '';
  return { pages, mediaBox, texts };
}

/** Arabic as typed, from the letters drawn right to left in their joined forms. */
const logical = (drawn: string) => [...drawn].reverse().join('').normalize('NFKC');

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
    const totalLabel = last.find((t) => t.text === 'Total')!;
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
    expect(find('الإجمالي')).toBeDefined(); // the totals row
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
