import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { moneyFormat } from '@/lib/money';
import { exportTexts, TOTAL_KEY, TOTAL_NAMESPACE } from './export/document';
import { drawnTexts, logical } from './export/pdfText';
import { reportPdf } from './export/reportPdf';
import { reportWorkbook } from './export/reportWorkbook';
import { sampleReport } from './export/sampleReport';
import type { ReportColumn } from './frame/definition';
import type { CellContext } from './frame/format';
import { ReportTable } from './frame/ReportTable';
import { saleReport } from './reports/sale';

const languages = ['en', 'ar', 'de', 'es', 'kk', 'ru', 'sr'] as const;

const locale = (lang: string, ns: string) =>
  JSON.parse(
    readFileSync(join(__dirname, `../../../locales/${lang}/${ns}.json`), 'utf8'),
  ) as Record<string, unknown>;

/** The app's words in `lang`, from the real locale files, as the screens and exports read them. */
async function i18nIn(lang: string): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    fallbackLng: false,
    ns: ['reporting', 'reportExport'],
    defaultNS: 'reporting',
    resources: {
      [lang]: { reporting: locale(lang, 'reporting'), reportExport: locale(lang, 'reportExport') },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

type Row = { number: string; net_sales: number };
const columns: ReportColumn<Row>[] = [
  { key: 'number', label: 'columns.number', kind: 'text' },
  { key: 'net_sales', label: 'columns.net_sales', kind: 'money' },
];

/** The first cell of the totals row, as the report's table draws it. */
function screenTotal(i18n: I18n, lang: string): string {
  const ctx: CellContext = {
    lang,
    money: moneyFormat(lang, 'AED', 2),
    zoneOf: () => 'Asia/Dubai',
    name: () => null,
    word: (_values, value) => value,
    at: (date, time) => `${date} ${time}`,
    week: (date) => date,
    unknown: '?',
    say: (key) => key,
  };
  const html = renderToStaticMarkup(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <ReportTable
          caption="sales"
          columns={columns}
          rows={[{ number: 'INV-1', net_sales: 12 }]}
          totals={{ net_sales: 12 }}
          rowKey={(row) => row.number}
          ctx={ctx}
          sort={{ key: 'number', dir: 'asc' }}
          onSort={() => undefined}
        />
      </I18nextProvider>
    </MantineProvider>,
  );
  const totalsRow = /data-testid="report-totals"[^>]*>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? '';
  return /<td[^>]*>([\s\S]*?)<\/td>/.exec(totalsRow)?.[1] ?? '';
}

/** The first cell of the .xlsx's last row: its totals row. */
async function workbookTotal(i18n: I18n, lang: string): Promise<unknown> {
  const texts = exportTexts(i18n.getFixedT(lang, 'reportExport'));
  const bytes = await reportWorkbook({ ...sampleReport(2), lang }, texts);
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const last = XLSX.utils.decode_range(sheet['!ref']!).e.r + 1;
  return (sheet[`A${last}`] as XLSX.CellObject | undefined)?.v;
}

/** The texts the PDF draws on its last line: its totals row (Arabic read back as typed). */
async function pdfTotalsRow(i18n: I18n, lang: string): Promise<string[]> {
  const texts = exportTexts(i18n.getFixedT(lang, 'reportExport'));
  const pdf = await reportPdf(
    { ...sampleReport(2, { lang: lang === 'ar' ? 'ar' : 'en' }), lang },
    texts,
  );
  const drawn = drawnTexts(pdf).texts.filter((t) => t.page === 1);
  // The totals row is the table's lowest line; the page's number sits in the footer below it.
  const rows = [...new Set(drawn.map((t) => t.y))].sort((a, b) => b - a);
  const totalsY = rows[rows.length - 2];
  return drawn
    .filter((t) => t.y === totalsY)
    .map((t) => (lang === 'ar' ? logical(t.text) : t.text));
}

describe("the totals row's word", () => {
  it.each(languages)(
    'is the same on screen, in the .xlsx and in the PDF (%s)',
    async (lang) => {
      const i18n = await i18nIn(lang);
      const word = i18n.getFixedT(lang, TOTAL_NAMESPACE)(TOTAL_KEY);
      expect(word).not.toBe(TOTAL_KEY);
      expect(screenTotal(i18n, lang)).toBe(word);
      expect(await workbookTotal(i18n, lang)).toBe(word);
      expect(await pdfTotalsRow(i18n, lang)).toContain(word);
    },
    20_000,
  );
});

/**
 * A word as a reader takes it in: lower case, Arabic without its article, its vowel marks and the
 * hamza's seat ("الإجمالي" reads as "إجمالي" in "إجمالي المبيعات").
 */
const firstWord = (text: string) => {
  const word = text.trim().split(/\s+/)[0]!.toLocaleLowerCase();
  return word
    .replace(/[\u064B-\u0652]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/^ال(?=..)/, '');
};

/** Two words read as one when one starts the other or they share their first five letters. */
const readAlike = (a: string, b: string) =>
  a.startsWith(b) ||
  b.startsWith(a) ||
  (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

describe("the totals row's word beside the sales report's headings", () => {
  it.each(languages)('begins none of them (%s)', (lang) => {
    const reporting = locale(lang, 'reporting');
    const say = (key: string) =>
      key
        .split('.')
        .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], reporting);
    const total = say(TOTAL_KEY) as string;
    // Every column it can have: every location's, and the v3 call's guests and payments.
    const headings = saleReport
      .columns({ group: null, all: true, settings: { invoice_report_version: 'v2' } })
      .map((column) => say(column.label) as string);
    expect(headings.length).toBeGreaterThanOrEqual(17);
    const clashes = headings.filter((heading) => readAlike(firstWord(total), firstWord(heading)));
    expect(clashes, `"${total}" begins a heading`).toEqual([]);
  });
});
