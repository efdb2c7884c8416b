import { expect } from '@playwright/test';
import { v7 as uuidv7 } from 'uuid';
import type { InvoiceBody } from '../../../contract/sales';
import type { ServerApi } from './api';

/** The demo's rows by name, as the API lists them. */
export async function idsByName(api: ServerApi, path: string, names: string[]): Promise<string[]> {
  const reply = await api.call<{ data: { id: string; name: string }[] }>(
    'GET',
    `${path}?limit=1000`,
  );
  expect(reply.status, path).toBe(200);
  return names.map((name) => {
    const row = reply.body.data.find((r) => r.name === name);
    if (!row) throw new Error(`no "${name}" in ${path}`);
    return row.id;
  });
}

export interface SalesDay {
  /** The business date, at a Gulf store of the demo (+04:00). */
  day: string;
  /** The demo location's name. */
  store: string;
  /** Put in the invoice numbers, so journeys sharing a server never take each other's. */
  tag: string;
  /** Cheddar (5) on each burger of the first sale. */
  cheddar?: boolean;
}

/**
 * Posts one day of sales at a demo store, rung up by the admin: two burgers (a 10 discount) by
 * card; a burger and free fries (23.50) by cash, 55 + 2.75 tax; then one burger of the first sale
 * refunded by card, 50 + 2.50 tax (its share of the discount, 5, stays off).
 *
 * Burgers: 3 sold, 1 back, 165 - 10 - 50 = 105 net; fries 0 net. Without cheddar the first sale is
 * 100 + 5.50 tax: net sales 105, collected 163.25, refunded 52.50. With it, 110 + 5.50 tax: the
 * cheddar adds 2 items and 10 net, 115 in all.
 *
 * Journeys choose days long before the demo's 90 days of sales, and a day no other journey sells
 * on at that store, so the figures they read are theirs alone. Returns the store's id.
 */
export async function postSalesDay(api: ServerApi, sales: SalesDay): Promise<string> {
  const { day, tag } = sales;
  const [store] = await idsByName(api, '/locations', [sales.store]);
  const [card, cash] = await idsByName(api, '/payment-methods', ['Card', 'Cash']);
  const [burger, fries] = await idsByName(api, '/products', [
    'Classic beef burger',
    'French fries',
  ]);
  const modifiers = sales.cheddar
    ? [
        {
          modifier_item_id: (await idsByName(api, '/modifierItems', ['Cheddar']))[0]!,
          name: 'Cheddar',
          quantity: 1,
          unit_price: 5,
        },
      ]
    : [];
  const burgerLine = {
    product_id: burger!,
    name: 'Classic beef burger',
    unit_price: 55,
    is_complimentary: false,
  };
  const invoice = (n: string, time: string) => ({
    id: uuidv7(),
    location_id: store!,
    number: `${tag}-${n}`,
    created_at: `${day}T${time}:00+04:00`,
    status: 'completed' as const,
    cashier_id: api.user.id,
  });
  const sale: InvoiceBody = {
    ...invoice('1', '12:30'),
    lines: [{ ...burgerLine, quantity: 2, discount: 10, tax: 5.5, modifiers }],
    payments: [{ payment_method_id: card!, amount: sales.cheddar ? 115.5 : 105.5, tip: 0 }],
  };
  const second: InvoiceBody = {
    ...invoice('2', '13:10'),
    lines: [
      { ...burgerLine, quantity: 1, discount: 0, tax: 2.75, modifiers: [] },
      {
        product_id: fries!,
        name: 'French fries',
        quantity: 1,
        unit_price: 23.5,
        discount: 0,
        tax: 0,
        is_complimentary: true,
        modifiers: [],
      },
    ],
    payments: [{ payment_method_id: cash!, amount: 57.75, tip: 0 }],
  };
  const refund: InvoiceBody = {
    ...invoice('R1', '14:00'),
    refund_of: sale.id,
    lines: [{ ...burgerLine, quantity: 1, discount: 5, tax: 2.5, modifiers: [] }],
    payments: [{ payment_method_id: card!, amount: 52.5, tip: 0 }],
  };
  for (const body of [sale, second, refund]) {
    const reply = await api.call('POST', '/invoices', body);
    expect(reply.status, `${body.number}: ${JSON.stringify(reply.body)}`).toBe(201);
  }
  return store!;
}
