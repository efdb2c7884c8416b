import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from '@contract/sales';
import type { ApiClient } from '@/data/api';
import type { InvoiceNames } from './useInvoiceNames';
import { exportColumnKeys, fetchListedInvoices, invoiceExportRows } from './exportInvoices';

const dubai = '019b8cbd-c288-7773-81f4-cda961b03634';
const cash = '019b8cbe-fef0-763f-98aa-a9211604c833';

const invoice = (number: string, overrides: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id: `id-${number}`,
  location_id: dubai,
  number,
  created_at: '2026-11-24T20:30:00.000Z',
  status: 'completed',
  kind: 'sale',
  channel_id: 'dine-in',
  order_type_id: null,
  table_id: null,
  cashier_id: 'admin',
  customer_id: null,
  guests: 2,
  refund_of: null,
  otter_id: null,
  business_date: '2026-11-24',
  local_hour: 0,
  currency: 'AED',
  totals: {
    gross: 53,
    discounts: 0,
    complimentary: 0,
    tax: 2.65,
    vat: 2.65,
    tips: 5,
    due: 55.65,
    paid: 55.65,
  },
  received_at: '2026-11-24T20:30:01.000Z',
  updated_at: '2026-11-24T20:30:01.000Z',
  ...overrides,
});

const named = (map: Record<string, string>) => (id: string | null) =>
  id === null ? null : (map[id] ?? null);
const names: InvoiceNames = {
  location: named({ [dubai]: 'Dubai Marina' }),
  channel: named({ 'dine-in': 'Dine-in' }),
  orderType: named({}),
  table: named({}),
  paymentMethod: named({ [cash]: 'Cash' }),
  cashier: named({ admin: 'admin' }),
};
const ctx = {
  names,
  zoneOf: () => 'Asia/Dubai',
  statusLabel: (s: string) => `status:${s}`,
  kindLabel: (k: string) => `kind:${k}`,
};

describe('exporting invoices', () => {
  it('writes a row per invoice in words, times on the location’s clock, amounts as numbers', () => {
    const sale = invoice('DXB-1');
    const refund = invoice('RF-2', { kind: 'refund', refund_of: sale.id, channel_id: null });
    const orphan = invoice('RF-3', { kind: 'refund', refund_of: 'id-elsewhere' });
    const rows = invoiceExportRows([sale, refund, orphan], ctx);
    const cell = (row: number, key: (typeof exportColumnKeys)[number]) =>
      rows[row]![exportColumnKeys.indexOf(key)];
    expect(rows[0]).toHaveLength(exportColumnKeys.length);
    expect(cell(0, 'time')).toBe('2026-11-25 00:30:00');
    expect(cell(0, 'business_date')).toBe('2026-11-24');
    expect(cell(0, 'location')).toBe('Dubai Marina');
    expect(cell(0, 'status')).toBe('status:completed');
    expect(cell(0, 'channel')).toBe('Dine-in');
    expect(cell(0, 'total')).toBe(55.65);
    expect(cell(0, 'tips')).toBe(5);
    expect(cell(1, 'kind')).toBe('kind:refund');
    expect(cell(1, 'refund_of')).toBe('DXB-1');
    expect(cell(1, 'channel')).toBeNull();
    expect(cell(2, 'refund_of')).toBe('id-elsewhere');
  });

  it('reads every page the search finds, saying how far it got', async () => {
    // Rows as the server sends them: replies are checked against the contract in tests.
    const all = Array.from({ length: 450 }, (_, i) =>
      invoice(`N-${i}`, {
        id: `019b8cbd-c288-7773-81f4-${String(i).padStart(12, '0')}`,
        channel_id: null,
        cashier_id: null,
      }),
    );
    const asked: Array<Record<string, unknown>> = [];
    const api = {
      request: async (
        _method: string,
        _path: string,
        { query }: { query: Record<string, number> },
      ) => {
        asked.push(query);
        const start = (query.page! - 1) * query.limit!;
        return {
          data: all.slice(start, start + query.limit!),
          pagination: { total: all.length, page: query.page, limit: query.limit, totalPages: 3 },
        };
      },
    } as unknown as ApiClient;
    const progress: string[] = [];
    const rows = await fetchListedInvoices(
      api,
      { status: 'completed', page: 2, limit: 25 },
      (l, t) => progress.push(`${l}/${t}`),
    );
    expect(rows.map((r) => r.number)).toEqual(all.map((r) => r.number));
    expect(asked).toEqual([1, 2, 3].map((page) => ({ status: 'completed', page, limit: 200 })));
    expect(progress).toEqual(['200/450', '400/450', '450/450']);
  });
});
