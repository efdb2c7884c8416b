import { invoiceReportCalls } from '@contract/frameReportCalls';
import { describe, expect, it } from 'vitest';
import { callReadTarget } from '@/data/serverRead';
import { totalOf, valueOf, type ReportDefinition } from '../frame/definition';
import { cashFlowReport, type CashFlowReply, type CashFlowRow } from './cashFlow';
import { productReport } from './product';
import { saleReport } from './sale';
import { salesSummaryReport } from './salesSummary';
import { salesTrendReport } from './salesTrend';
import { stockValueReport } from './stockValue';

const view = (settings = {}, group: string | null = null, all = false) => ({
  group,
  all,
  settings,
});

describe('the sale report', () => {
  it('reads /v2 under the business setting v1 (the default) and /v3 under v2', () => {
    expect(saleReport.call({}, null)).toBe(invoiceReportCalls.sales);
    expect(saleReport.call({ invoice_report_version: 'v1' }, null)).toBe(invoiceReportCalls.sales);
    expect(saleReport.call({ invoice_report_version: 'v2' }, null)).toBe(
      invoiceReportCalls.salesV3,
    );
  });

  it('shows the guests and how each sale was paid only where /v3 gives them, the location only across locations', () => {
    const keys = (settings: object, all: boolean) =>
      saleReport.columns(view(settings, null, all)).map((c) => c.key);
    expect(keys({}, false)).not.toContain('guests');
    expect(keys({}, false)).not.toContain('location_id');
    expect(keys({ invoice_report_version: 'v2' }, true)).toEqual(
      expect.arrayContaining(['guests', 'payments', 'location_id']),
    );
    const payments = saleReport
      .columns(view({ invoice_report_version: 'v2' }))
      .find((c) => c.key === 'payments')!;
    expect(
      payments.value!({
        payments: [
          { payment_method_id: 'cash', amount: 5 },
          { payment_method_id: 'card', amount: 7 },
        ],
      } as never),
    ).toBe('cash,card');
  });

  it('sorts only by the columns its call sorts by', () => {
    const sortable = saleReport
      .columns(view())
      .filter((c) => c.sortable)
      .map((c) => c.key);
    expect(sortable.sort()).toEqual(['created_at', 'items', 'net_sales', 'number', 'total_sales']);
  });
});

describe('the sales summary', () => {
  it('names its buckets by the grouping: a date, a week, a month, a location', () => {
    const key = (group: string) => salesSummaryReport.columns(view({}, group))[0]!;
    expect(key('day')).toMatchObject({ kind: 'date', label: 'group.day' });
    expect(key('week')).toMatchObject({ kind: 'week' });
    expect(key('month')).toMatchObject({ kind: 'month' });
    expect(key('location')).toMatchObject({ kind: 'ref', ref: 'locations' });
  });

  it('draws the whole period in time order, whatever page the table shows', () => {
    expect(salesSummaryReport.chart!('day')).toMatchObject({
      kind: 'line',
      query: { sort: 'key', dir: 'asc' },
    });
    expect(salesSummaryReport.chart!('location')).toMatchObject({ kind: 'bar' });
    expect(salesSummaryReport.chart!('month')).toMatchObject({
      kind: 'bar',
      query: { sort: 'key' },
    });
  });
});

describe('the product report', () => {
  it('names a product or a modifier item from its own collection', () => {
    const item = productReport.columns(view())[0]!;
    const ref = item.ref as (row: { item_kind: string }) => string;
    expect(ref({ item_kind: 'product' })).toBe('products');
    expect(ref({ item_kind: 'modifier' })).toBe('modifierItems');
  });
});

/** The path a report's replies are kept under offline: its call's, with the query it always sends. */
const keptPath = (
  definition: Pick<ReportDefinition<unknown>, 'call' | 'callQuery'>,
  group: string | null,
) => callReadTarget(definition.call({}, group), { query: {} }, definition.callQuery?.(group)).path;

describe('the sales trend', () => {
  it('reads the grouping chosen as the call’s interval, kept in the path its replies are kept under', () => {
    expect(keptPath(salesTrendReport, 'week')).toBe('/reports-v2/sales/sales-trend?interval=week');
    expect(keptPath(salesTrendReport, 'month')).toBe(
      '/reports-v2/sales/sales-trend?interval=month',
    );
    expect(keptPath(salesTrendReport, null)).toBe('/reports-v2/sales/sales-trend?interval=day');
  });
});

describe('the daily cash flow', () => {
  const reply = {
    payment_methods: ['cash', 'card'],
    totals: { methods: { cash: 40, card: 60.5 } },
  } as unknown as CashFlowReply;

  it('has a column per payment method the reply names, headed by its name, with its total', () => {
    const before = cashFlowReport.columns(view()).map((c) => c.key);
    expect(before).not.toContain('method_cash');
    const columns = cashFlowReport.columns({ ...view(), reply });
    const methods = columns.filter((c) => c.labelRef);
    expect(methods.map((c) => c.labelRef)).toEqual([
      { collection: 'paymentMethods', id: 'cash' },
      { collection: 'paymentMethods', id: 'card' },
    ]);
    const day = { methods: { card: 12 } } as unknown as CashFlowRow;
    expect(methods.map((c) => valueOf(c, day))).toEqual([0, 12]);
    expect(methods.map((c) => totalOf(c, reply.totals!))).toEqual([40, 60.5]);
    // Made from the reply, they do not sort: what sorts is known before the reply.
    expect(methods.every((c) => !c.sortable)).toBe(true);
  });
});

describe('the stock value', () => {
  it('is of one day, filtered by a category of materials, naming materials from the inventory', () => {
    expect(stockValueReport.day).toEqual({ label: 'stock.atEndOf' });
    expect(stockValueReport.filters).toEqual([
      { key: 'category_id', from: 'materialCategories', label: 'material_category' },
    ]);
    const [material, category] = stockValueReport.columns(view());
    expect(material).toMatchObject({ kind: 'ref', ref: 'materials' });
    expect(category).toMatchObject({ ref: 'materialCategories', empty: 'stock.noCategory' });
  });

  it('reads the materials report’s stock view, kept in the path its replies are kept under', () => {
    expect(keptPath(stockValueReport, null)).toBe('/materials-report?view=stock');
  });
});
