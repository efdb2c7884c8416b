import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { DEMO_CUSTOMER_ID } from '../demo';
import { ApiError } from '../plugins/errors';
import { systemScope } from '../sales/scope';
import { salesFixture } from '../sales/testing';
import { demoServer } from '../testing/harness';
import { paymentsWorkbook } from './paymentReportsExport';
import { days, paymentSet } from './paymentReportsTesting';

const demo = demoServer();
const { admin } = demo;
const fx = salesFixture(admin);
paymentSet(admin, fx);

const exportOf = async (body: Record<string, unknown>) => {
  const reply = await admin('POST', '/reports-v2/advanced-payments/export', body);
  expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
  return reply;
};

/** The sheet as rows of cells, dates read back as the wall-clock time they were written with. */
const rowsOf = (bytes: Buffer) => {
  const book = XLSX.read(bytes, { type: 'buffer', cellDates: true, UTC: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return {
    book,
    sheet,
    rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, UTC: true }),
  };
};

const period = { from: days.first, to: days.second };

describe('the advanced payments export', () => {
  it('names the file, heads the sheet, and writes numbers as numbers and dates as dates', async () => {
    const reply = await exportOf({ ...period, loc: 'all' });
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="advanced-payments-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.xlsx"$/,
    );
    const { rows, sheet, book } = rowsOf(reply.rawPayload);
    expect(rows[0]).toEqual(['Advanced payments']);
    expect(rows[1]).toEqual([
      'Period',
      new Date(`${days.first}T00:00:00Z`),
      new Date(`${days.second}T00:00:00Z`),
    ]);
    expect(rows[2]![0]).toBe('Locations');
    expect(String(rows[2]![1])).toContain('Backhouse Grill Dubai Marina');
    expect(String(rows[2]![1])).toContain('Bean & Leaf Corniche');
    const header = rows.findIndex((r) => r[0] === 'Date');
    expect(rows[header]).toEqual([
      'Date',
      'Invoice',
      'Location',
      'Type',
      'Payment method',
      'Amount',
      'Tip',
    ]);
    const payments = rows.slice(header + 1, header + 6);
    // Times on the location's clock (+04:00), names instead of ids, refunds negative.
    expect(payments).toEqual([
      [
        new Date('2026-03-11T20:00:00Z'),
        'R1',
        'Backhouse Grill Dubai Marina',
        'Refund',
        'Card',
        -10.5,
        -0.5,
      ],
      [
        new Date('2026-03-11T19:30:00Z'),
        'S2',
        'Backhouse Grill Dubai Marina',
        'Sale',
        'Card',
        21,
        1.5,
      ],
      [
        new Date('2026-03-10T13:00:00Z'),
        'S1',
        'Backhouse Grill Dubai Marina',
        'Sale',
        'Card',
        15,
        2,
      ],
      [
        new Date('2026-03-10T13:00:00Z'),
        'S1',
        'Backhouse Grill Dubai Marina',
        'Sale',
        'Cash',
        6,
        0,
      ],
      [new Date('2026-03-10T09:00:00Z'), 'S3', 'Bean & Leaf Corniche', 'Sale', 'Card', 18.9, 1],
    ]);
    expect(rows[header + 6]).toEqual([
      'Total',
      undefined,
      undefined,
      undefined,
      undefined,
      50.4,
      4,
    ]);
    expect(rows).toHaveLength(header + 7);
    const amountCell = sheet[XLSX.utils.encode_cell({ r: header + 1, c: 5 })] as XLSX.CellObject;
    expect(amountCell).toMatchObject({ t: 'n', v: -10.5 });
    expect(sheet[XLSX.utils.encode_cell({ r: header + 1, c: 0 })]).toMatchObject({ t: 'd' });
    // What a spreadsheet program shows: the time on the location's clock, amounts to the fils.
    const shown = XLSX.read(reply.rawPayload, { type: 'buffer', cellNF: true }).Sheets[
      book.SheetNames[0]!
    ]!;
    const cell = (r: number, c: number) =>
      shown[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject;
    expect(cell(header + 1, 0)).toMatchObject({ z: 'yyyy-mm-dd hh:mm', w: '2026-03-11 20:00' });
    expect(cell(header + 1, 5)).toMatchObject({ z: '#,##0.00', w: '-10.50' });
    expect(cell(1, 1)).toMatchObject({ z: 'yyyy-mm-dd', w: '2026-03-10' });
    expect(book.Workbook?.Views?.[0]?.RTL ?? false).toBe(false);
  });

  it('reads the filter, the sort and the language', async () => {
    const reply = await exportOf({
      ...period,
      loc: fx().dubai,
      payment_method_id: fx().card,
      sort: 'amount',
      dir: 'asc',
      lang: 'ar',
    });
    const { rows, book } = rowsOf(reply.rawPayload);
    expect(rows[0]).toEqual(['تقرير المدفوعات المفصل']);
    expect(rows[2]).toEqual(['المواقع', 'Backhouse Grill Dubai Marina']);
    expect(rows[3]).toEqual(['طريقة الدفع', 'Card']);
    const header = rows.findIndex((r) => r[0] === 'التاريخ');
    expect(rows.slice(header + 1, -1).map((r) => [r[1], r[3], r[5]])).toEqual([
      ['R1', 'استرداد', -10.5],
      ['S1', 'بيع', 15],
      ['S2', 'بيع', 21],
    ]);
    expect(rows.at(-1)).toEqual(['الإجمالي', undefined, undefined, undefined, undefined, 25.5, 3]);
    expect(book.Workbook?.Views?.[0]?.RTL).toBe(true);
  });

  it('refuses more rows than an export holds, asking for a shorter range', async () => {
    const db = demo.server.database.db;
    const scope = await systemScope(db, DEMO_CUSTOMER_ID, 'all', days.first, days.second);
    const refused = paymentsWorkbook(db, scope, { dir: 'desc' }, 4);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: expect.stringMatching(/holds 5 payments, more than the 4 .*shorter range/),
    });
    const fits = rowsOf(await paymentsWorkbook(db, scope, { dir: 'desc' }, 5));
    expect(fits.rows.at(-1)).toEqual([
      'Total',
      undefined,
      undefined,
      undefined,
      undefined,
      50.4,
      4,
    ]);
  });
});
