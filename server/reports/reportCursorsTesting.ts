import type { InvoiceBody, InvoiceLine } from '@contract/sales';
import { expect } from 'vitest';
import type { SalesFixture } from '../sales/testing';
import type { Caller } from '../testing/harness';

/**
 * The cursor tests' data: two days of invoices at two locations (A, the staff user's, and B), made
 * to tie on every sort key: three invoices to each time (two at A), prices that repeat, guests that
 * repeat or are missing, payments of one or two methods, open and voided orders, and two refunds
 * at the same instant.
 */
export const C1 = '2024-03-20';
export const C2 = '2024-03-21';
export const cursorRange = `from=${C1}&to=${C2}`;

/** Every report that pages in SQL, with the sort keys it takes. */
export const keysetReports = {
  '/invoices-sales-report/v2': ['created_at', 'number', 'total_sales', 'net_sales', 'items'],
  '/invoices-sales-report/v3': ['created_at', 'net_sales'],
  '/orders-report': ['created_at', 'number', 'status', 'total', 'paid', 'items', 'guests'],
  '/balance-report': ['balance', 'created_at', 'number', 'total', 'paid'],
  '/reports-v2/advanced-payments/transactions': ['created_at', 'number', 'amount', 'tip'],
} as const;
export type KeysetPath = keyof typeof keysetReports;

export const at = (date: string, time: string) => `${date}T${time}:00+04:00`;

const line = (product: string, quantity: number, price: number): InvoiceLine => ({
  product_id: product,
  name: 'Cursor test dish',
  quantity,
  unit_price: price,
  discount: 0,
  tax: 0,
  is_complimentary: false,
  modifiers: [],
});

/** Invoice `i` of the data (see above), at `A` or `B`. */
export function cursorInvoice(f: SalesFixture, A: string, B: string, i: number): InvoiceBody {
  const date = i < 12 ? C1 : C2;
  const quantity = 1 + (i % 2);
  const price = [10, 20, 10, 30][i % 4]!;
  const due = quantity * price;
  const status = i % 8 === 6 ? 'pending' : i % 8 === 7 ? 'void' : 'completed';
  const tip = i % 6 === 0 ? 1 : 0;
  const payments =
    status === 'void'
      ? []
      : status === 'pending'
        ? [{ payment_method_id: f.cash, amount: due / 2, tip: 0 }]
        : i % 5 === 0
          ? [
              { payment_method_id: f.cash, amount: 5, tip: 0 },
              { payment_method_id: f.card, amount: due - 5, tip },
            ]
          : [{ payment_method_id: f.card, amount: due, tip }];
  return f.invoice({
    number: `K${String(i).padStart(2, '0')}`,
    location_id: i % 3 === 0 ? B : A,
    created_at: at(date, `${10 + Math.floor((i % 12) / 3)}:00`),
    status,
    guests: i % 4 === 1 ? undefined : 2 + (i % 3),
    lines: [line(f.vatProduct, quantity, price)],
    payments,
  });
}

/** Posts the data; the two refunds (of K01 and K02, both at A) come at the same instant. */
export async function postCursorData(admin: Caller, f: SalesFixture, A: string, B: string) {
  const invoices = Array.from({ length: 24 }, (_, i) => cursorInvoice(f, A, B, i));
  const batch = await admin('POST', '/invoices/batch', { invoices });
  for (const result of batch.json().results) expect(result.status, batch.body).toBe(201);
  for (const [n, sale] of [
    ['R1', invoices[1]!],
    ['R2', invoices[2]!],
  ] as const) {
    const refund = f.invoice({
      number: `K${n}`,
      location_id: A,
      created_at: at(C2, '18:00'),
      refund_of: sale.id,
      lines: [line(f.vatProduct, 1, sale.lines[0]!.unit_price)],
      payments: [{ payment_method_id: f.card, amount: sale.lines[0]!.unit_price, tip: 0 }],
    });
    const reply = await admin('POST', '/invoices', refund);
    expect(reply.statusCode, reply.body).toBe(201);
  }
  return invoices;
}

export interface Page {
  items: Array<Record<string, unknown>>;
  total: number;
  totals: unknown;
  next?: string | null;
}

/** A row's identity: an invoice, or a payment of one (the transactions list). */
export const rowKey = (row: Record<string, unknown>) =>
  row.id
    ? String(row.id)
    : `${String(row.invoice_id)}/${String(row.payment_method_id)}/${String(row.amount)}`;

/** Every item read by page numbers, `limit` at a time, until the total. */
export async function byPages(get: (path: string) => Promise<Page>, path: string, limit: number) {
  const items: Page['items'] = [];
  for (let page = 1; ; page++) {
    const reply = await get(`${path}&limit=${limit}&page=${page}`);
    items.push(...reply.items);
    if (page * limit >= reply.total) return items;
  }
}

/** Every item read after each cursor (from `after` on when given), `limit` at a time. */
export async function byCursors(
  get: (path: string) => Promise<Page>,
  path: string,
  limit: number,
  after?: string,
) {
  const pages: Page[] = [await get(`${path}&limit=${limit}${after ? `&after=${after}` : ''}`)];
  while (pages[pages.length - 1]!.next) {
    expect(pages.length, path).toBeLessThan(100);
    pages.push(await get(`${path}&limit=${limit}&after=${pages[pages.length - 1]!.next}`));
  }
  return { items: pages.flatMap((p) => p.items), pages };
}
