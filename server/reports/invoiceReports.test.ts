import { salesFigureKeys } from '@contract/sales';
import { describe, expect, it } from 'vitest';
import { salesFixture } from '../sales/testing';
import { demoServer } from '../testing/harness';
import { allPages, getter, invoiceReportsData, range, sum } from './invoiceReportsTesting';

const demo = demoServer();
const { admin, staff } = demo;
const fx = salesFixture(admin);
const data = invoiceReportsData(admin, staff, demo.staffLocation, fx);
const get = getter(admin);

const figureKeys = [
  'gross_sales',
  'discounts',
  'complimentary',
  'refunds',
  'net_sales',
  'tax',
  'tips',
  'total_sales',
] as const;
type Row = Record<string, unknown> & { id: string; number: string };
const numbers = (rows: readonly Row[]) => rows.map((r) => r.number);

describe('the sales report (invoices-sales-report v2 and v3)', () => {
  it('lists each completed sale and refund with its own figures, newest first', async () => {
    const { A, B, ids } = data();
    const report = await get(`/invoices-sales-report/v2?${range}&loc=all`);
    expect(numbers(report.items)).toEqual(['R1', 'S3', 'S2', 'S1']);
    const byNumber = Object.fromEntries(report.items.map((r: Row) => [r.number, r]));
    expect(byNumber.S1).toEqual({
      id: ids.S1,
      number: 'S1',
      created_at: '2026-10-05T06:00:00.000Z',
      business_date: '2026-10-05',
      location_id: A,
      kind: 'sale',
      channel_id: null,
      order_type_id: fx().dineIn,
      cashier_id: data().X,
      // Two burgers and the free one.
      items: 3,
      gross_sales: 30,
      discounts: 2,
      complimentary: 10,
      refunds: 0,
      net_sales: 18,
      tax: 0.9,
      tips: 0,
      total_sales: 18.9,
    });
    expect(byNumber.S2).toMatchObject({ items: 1, gross_sales: 52, net_sales: 52, tips: 3 });
    expect(byNumber.S2).toMatchObject({
      tax: 6.24,
      total_sales: 58.24,
      channel_id: fx().deliveroo,
    });
    expect(byNumber.S3).toMatchObject({ location_id: B, items: 4, net_sales: 40, total_sales: 42 });
    // The refund gives back one burger less its share of the discount: 10 - 1, and its tax.
    expect(byNumber.R1).toMatchObject({
      kind: 'refund',
      items: -1,
      gross_sales: 0,
      discounts: 0,
      refunds: 9,
      net_sales: -9,
      tax: -0.45,
      total_sales: -9.45,
    });
    expect(report.figures).toEqual({
      gross_sales: 122,
      discounts: 2,
      complimentary: 10,
      refunds: 9,
      net_sales: 101,
      tax: 8.69,
      // 0.90 of S1, 5/12 of S2's 6.24, S3's 2, less the refund's 0.45.
      vat: 5.05,
      tips: 4,
      total_sales: 109.69,
      transactions: 3,
      average_order_value: 33.667,
    });
    expect(report.totals).toEqual({
      items: 7,
      ...Object.fromEntries(figureKeys.map((k) => [k, report.figures[k]])),
    });
    expect(report.total).toBe(4);
  });

  it('v3 adds the guests and how each was paid; a refund shows what went back', async () => {
    const report = await get(`/invoices-sales-report/v3?${range}&loc=all`);
    const byNumber = Object.fromEntries(report.items.map((r: Row) => [r.number, r]));
    const { card, cash } = fx();
    expect(byNumber.S1).toMatchObject({
      guests: 2,
      payments: [
        { payment_method_id: card, amount: 10 },
        { payment_method_id: cash, amount: 8.9 },
      ],
    });
    expect(byNumber.S2).toMatchObject({ guests: null });
    expect(byNumber.R1).toMatchObject({
      guests: null,
      payments: [{ payment_method_id: cash, amount: -9.45 }],
    });
    expect(report.totals).toMatchObject({ guests: 6, items: 7, net_sales: 101 });
    const v2 = await get(`/invoices-sales-report/v2?${range}&loc=all`);
    expect(report.figures).toEqual(v2.figures);
  });

  it('the rows of every page add up to the figures, whatever the filter', async () => {
    const { X, A } = data();
    const { card, cash, dineIn, deliveroo } = fx();
    const cases: Array<[string, string[], number]> = [
      ['', ['R1', 'S3', 'S2', 'S1'], 101],
      // Held by an aggregate: sales_by_cashier, sales_by_channel.
      [`&cashier_id=${X}`, ['R1', 'S3', 'S1'], 49],
      [`&channel_id=${deliveroo}`, ['S2'], 52],
      [`&order_type_id=${dineIn}`, ['R1', 'S3', 'S1'], 49],
      // Read from the invoices: payments, and filters no single aggregate holds.
      [`&payment_method_id=${cash}`, ['R1', 'S1'], 9],
      [`&payment_method_id=${card}`, ['S3', 'S2', 'S1'], 110],
      [`&cashier_id=${X}&order_type_id=${dineIn}`, ['R1', 'S3', 'S1'], 49],
      [`&cashier_id=${X}&channel_id=${deliveroo}`, [], 0],
    ];
    for (const [filter, expected, net] of cases) {
      for (const version of ['v2', 'v3']) {
        const path = `/invoices-sales-report/${version}?${range}&loc=all${filter}`;
        const { first, items } = await allPages(get, path, 2);
        expect(numbers(items as Row[]), path).toEqual(expected);
        expect(new Set(items.map((r) => r.id)).size).toBe(expected.length);
        const report = first as unknown as {
          figures: Record<string, number>;
          totals: Record<string, number>;
          total: number;
        };
        expect(report.total).toBe(expected.length);
        expect(report.figures.net_sales, path).toBe(net);
        for (const key of figureKeys) {
          const rows = sum(items.map((r) => r[key] as number));
          expect(rows, `${path} ${key}`).toBe(report.figures[key]);
          expect(report.totals[key]).toBe(report.figures[key]);
        }
        expect(sum(items.map((r) => r.items as number))).toBe(report.totals.items);
      }
    }
    // A filter read from the invoices gives what an aggregate gives for the same invoices.
    const byCashier = await get(`/invoices-sales-report/v2?${range}&loc=${A}&cashier_id=${X}`);
    const byBoth = await get(
      `/invoices-sales-report/v2?${range}&loc=${A}&cashier_id=${X}&order_type_id=${dineIn}`,
    );
    expect(byBoth.figures).toEqual(byCashier.figures);
    expect(byBoth.totals).toEqual(byCashier.totals);
  });

  it('sorts by each column in SQL as the figures of the rows order them', async () => {
    const order = async (sort: string, dir: string) =>
      numbers(
        (await get(`/invoices-sales-report/v2?${range}&loc=all&sort=${sort}&dir=${dir}`)).items,
      );
    expect(await order('net_sales', 'asc')).toEqual(['R1', 'S1', 'S3', 'S2']);
    expect(await order('total_sales', 'desc')).toEqual(['S2', 'S3', 'S1', 'R1']);
    expect(await order('items', 'desc')).toEqual(['S3', 'S1', 'S2', 'R1']);
    expect(await order('number', 'asc')).toEqual(['R1', 'S1', 'S2', 'S3']);
    expect(await order('created_at', 'asc')).toEqual(['S1', 'S2', 'S3', 'R1']);
    for (const sort of ['net_sales', 'total_sales', 'items']) {
      const rows = (await get(`/invoices-sales-report/v2?${range}&loc=all&sort=${sort}&dir=asc`))
        .items as Array<Record<string, number>>;
      const values = rows.map((r) => r[sort]!);
      expect(values, sort).toEqual([...values].sort((a, b) => a - b));
    }
  });

  it('all locations are the sum of each location', async () => {
    const { A, B } = data();
    const read = (loc: string) => get(`/invoices-sales-report/v3?${range}&loc=${loc}`);
    const [all, a, b] = [await read('all'), await read(A), await read(B)];
    expect(a.figures.net_sales).toBe(61);
    expect(b.figures.net_sales).toBe(40);
    for (const key of salesFigureKeys.filter((k) => k !== 'average_order_value')) {
      expect(all.figures[key], key).toBe(sum([a.figures[key], b.figures[key]]));
    }
    expect(all.totals.items).toBe(a.totals.items + b.totals.items);
    expect(all.total).toBe(a.total + b.total);
  });
});
