import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { exportTexts, type ExportTexts } from './document';
import { isAbortError } from './fetchAllPages';
import { excelSerial, reportWorkbook } from './reportWorkbook';
import { sampleReport } from './sampleReport';

/** The export texts as the app writes them in `lang`, from the real locale file. */
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

function readBack(bytes: ArrayBuffer, cellDates = false) {
  const book = XLSX.read(new Uint8Array(bytes), {
    type: 'array',
    cellDates,
    cellNF: true,
    cellStyles: true,
  });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const cell = (address: string) => sheet[address] as XLSX.CellObject | undefined;
  return { book, sheet, cell };
}

const wallClockOf = (serial: number) => {
  const d = XLSX.SSF.parse_date_code(serial);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.y}-${pad(d.m)}-${pad(d.d)} ${pad(d.H)}:${pad(d.M)}`;
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('reportWorkbook', () => {
  it('names the report, its range, location and currency above the header row', async () => {
    const { cell, sheet } = await readBack(
      await reportWorkbook(sampleReport(3), await textsIn('en')),
    );
    expect(cell('A1')?.v).toBe('Sales');
    expect(cell('A2')?.v).toBe('Nov 1, 2026 – Nov 24, 2026');
    expect(cell('A3')?.v).toBe('Downtown');
    expect(cell('A4')?.v).toBe('Currency: AED');
    expect(cell('A5')).toBeUndefined();
    const header = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, range: 5 })[0];
    expect(header).toEqual([
      'Invoice',
      'Time',
      'Business date',
      'Location',
      'Channel',
      'Cashier',
      'Items',
      'Gross sales',
      'Discounts',
      'Net sales',
      'Tax',
      'Discount rate',
    ]);
    expect(sheet['!autofilter']?.ref).toBe('A6:L9');
  });

  it('writes numbers as numbers with the currency decimals, and percentages as fractions', async () => {
    const doc = sampleReport(6);
    const { cell } = await readBack(await reportWorkbook(doc, await textsIn('en')));
    const sale = doc.rows[5]!; // the sixth sale has a discount
    expect(cell('A12')).toMatchObject({ t: 's', v: 'INV-000006' });
    expect(cell('G12')).toMatchObject({ t: 'n', v: sale.items, z: '#,##0' });
    expect(cell('H12')).toMatchObject({ t: 'n', v: sale.gross_sales, z: '#,##0.00' });
    expect(cell('I12')).toMatchObject({ t: 'n', v: 2 });
    expect(cell('L12')?.t).toBe('n');
    expect(cell('L12')?.v).toBeCloseTo(sale.discount_rate! / 100, 10);
    expect(cell('L12')?.z).toBe('0.00%');
    expect(cell('L12')?.w).toBe(`${sale.discount_rate!.toFixed(2)}%`);
  });

  it('uses the decimals of the currency: none for yen, three for dinars', async () => {
    const texts = await textsIn('en');
    const yen = await readBack(await reportWorkbook(sampleReport(1, { currency: 'JPY' }), texts));
    expect(yen.cell('H7')?.z).toBe('#,##0');
    const dinar = await readBack(await reportWorkbook(sampleReport(1, { currency: 'KWD' }), texts));
    expect(dinar.cell('H7')?.z).toBe('#,##0.000');
    const mixed = await readBack(await reportWorkbook(sampleReport(1, { currency: null }), texts));
    expect(mixed.cell('A4')).toBeUndefined();
    expect(mixed.cell('H6')?.z).toBe('#,##0.00');
  });

  it("writes instants as date cells on the location's clock, whatever the machine's zone", async () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    const doc = sampleReport(130, { timeZone: 'Asia/Dubai' });
    // Sale 129 was made at 20:03 UTC: 00:03 the next morning in Dubai (UTC+4).
    expect(doc.rows[129]!.created_at).toBe('2026-11-01T20:03:00.000Z');
    const bytes = await reportWorkbook(doc, await textsIn('en'));
    const { cell } = await readBack(bytes);
    expect(cell('B7')?.t).toBe('n');
    expect(XLSX.SSF.is_date(cell('B7')!.z as string)).toBe(true);
    expect(wallClockOf(cell('B7')!.v as number)).toBe('2026-11-01 09:00');
    expect(wallClockOf(cell('B136')!.v as number)).toBe('2026-11-02 00:03');
    expect(cell('B136')?.w).toBe('Nov 02, 2026 12:03 AM');
    // A business date is that date, never shifted by a zone.
    expect(wallClockOf(cell('C136')!.v as number)).toBe('2026-11-01 00:00');
    expect(cell('C136')?.w).toBe('Nov 01, 2026');
    // Read with dates on, a spreadsheet program sees Date cells.
    const withDates = await readBack(bytes, true);
    expect(withDates.cell('B7')?.t).toBe('d');
    expect(withDates.cell('C7')?.t).toBe('d');
  });

  it("writes each row's instants on its own location's clock when rows come from several", async () => {
    const doc = sampleReport(3, { timeZone: 'Asia/Dubai' });
    const bytes = await reportWorkbook(
      { ...doc, timeZoneOf: (row) => (row.location === 'Airport' ? 'Europe/London' : null) },
      await textsIn('en'),
    );
    const { cell } = readBack(bytes);
    // Sales at 05:00, 05:07 and 05:14 UTC: Downtown and Marina in Dubai, Airport in London.
    expect(wallClockOf(cell('B7')!.v as number)).toBe('2026-11-01 09:00');
    expect(wallClockOf(cell('B8')!.v as number)).toBe('2026-11-01 05:07');
    expect(wallClockOf(cell('B9')!.v as number)).toBe('2026-11-01 09:14');
  });

  it('ends with the totals row, labelled in its first cell', async () => {
    const doc = sampleReport(40);
    const { cell } = await readBack(await reportWorkbook(doc, await textsIn('de')));
    const last = 6 + 40 + 1;
    expect(cell(`A${last}`)?.v).toBe('Summe');
    expect(cell(`B${last}`)).toBeUndefined();
    expect(cell(`G${last}`)).toMatchObject({
      t: 'n',
      v: doc.rows.reduce((a, r) => a + r.items, 0),
    });
    expect(cell(`J${last}`)?.v).toBeCloseTo(
      doc.rows.reduce((a, r) => a + r.net_sales, 0),
      2,
    );
    expect(cell(`A${last + 1}`)).toBeUndefined();
  });

  it('turns the sheet right to left for Arabic, and keeps it left to right otherwise', async () => {
    const arabic = await readBack(
      await reportWorkbook(sampleReport(2, { lang: 'ar' }), await textsIn('ar')),
    );
    expect(arabic.book.Workbook?.Views?.[0]?.RTL).toBe(true);
    expect(arabic.cell('A1')?.v).toBe('المبيعات');
    expect(arabic.cell('A4')?.v).toBe('العملة: AED');
    expect(arabic.cell('A9')?.v).toBe('المجموع');
    const english = await readBack(await reportWorkbook(sampleReport(2), await textsIn('en')));
    expect(english.book.Workbook?.Views?.[0]?.RTL ?? false).toBe(false);
  });

  it('sizes the columns to their content', async () => {
    const { sheet } = await readBack(await reportWorkbook(sampleReport(5), await textsIn('en')));
    const widths = (sheet['!cols'] ?? []).map((c) => c.wch ?? 0);
    expect(widths).toHaveLength(12);
    expect(widths[1]).toBeGreaterThanOrEqual(20); // a date and time
    expect(widths[5]).toBeGreaterThanOrEqual('Omar Haddad'.length);
  });

  it('keeps every text as text: formulas, markup, control characters and spaces', async () => {
    const doc = sampleReport(1);
    const names = ['=1+2', '<b>Tom & Jerry</b>', 'bell\u0007here', '  padded  ', 'Say "hi"'];
    const rows = names.map((cashier) => ({ ...doc.rows[0]!, cashier }));
    const bytes = await reportWorkbook(
      { ...doc, title: 'Sales: A/B [x]', rows },
      await textsIn('en'),
    );
    const { book, cell } = readBack(bytes);
    expect(book.SheetNames[0]).toBe('Sales  A B  x ');
    expect(cell('A1')?.v).toBe('Sales: A/B [x]');
    const read = names.map((_, i) => cell(`F${7 + i}`));
    expect(read.map((c) => c?.t)).toEqual(['s', 's', 's', 's', 's']);
    expect(read.map((c) => c?.f)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(read.map((c) => c?.v)).toEqual([
      '=1+2',
      '<b>Tom & Jerry</b>',
      'bellhere',
      '  padded  ',
      'Say "hi"',
    ]);
  });

  it('writes a sheet of many chunks whole and in order, and stops between two when cancelled', async () => {
    const texts = await textsIn('en');
    const { sheet, cell } = readBack(await reportWorkbook(sampleReport(4501), texts));
    expect(XLSX.utils.decode_range(sheet['!ref']!).e.r + 1).toBe(4501 + 7);
    expect(cell('A7')?.v).toBe('INV-000001');
    expect(cell('A4507')?.v).toBe('INV-004501');
    const cancel = new AbortController();
    const writing = reportWorkbook(sampleReport(4501), texts, cancel.signal);
    cancel.abort();
    await expect(writing).rejects.toSatisfy(isAbortError);
  });

  it("counts Excel's serial days from 1899-12-30, with 1900's leap-day bug", () => {
    expect(excelSerial(Date.UTC(1970, 0, 1))).toBe(25569);
    expect(excelSerial(Date.UTC(2026, 10, 24, 18))).toBe(46350.75);
    expect(excelSerial(Date.UTC(1900, 0, 1))).toBe(1);
    expect(excelSerial(Date.UTC(1900, 2, 1))).toBe(61);
  });
});
