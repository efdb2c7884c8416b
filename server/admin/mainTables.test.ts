import type { InvoiceBody } from '@contract/sales';
import { plainLine } from '@contract/invoiceExample';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { aggregateKeys, monthlyTable, type AggregateTable } from '../sales/aggregates';
import { salesFixture } from '../sales/testing';
import { demoServer } from '../testing/harness';
import { DEMO_CUSTOMER_ID } from '../demo';

const demo = demoServer();
const { admin } = demo;
const fx = salesFixture(admin);

const line = (overrides: Partial<InvoiceBody['lines'][number]> = {}) => ({
  ...plainLine({ id: fx().vatProduct, name: 'Test burger' }),
  ...overrides,
});

type Row = Record<string, string | number>;
/** Each sales aggregate, daily and its monthly twin. */
const tables = (Object.keys(aggregateKeys) as AggregateTable[]).flatMap((table) => [
  { name: table, keys: aggregateKeys[table] },
  { name: monthlyTable(table), keys: aggregateKeys[table] },
]);

/** Every row of every sales aggregate of the demo business, numbers as numbers, in key order. */
async function aggregates(): Promise<Record<string, Row[]>> {
  const out: Record<string, Row[]> = {};
  const db = demo.server.database.db as unknown as Kysely<Record<string, { customer_id: string }>>;
  for (const { name, keys } of tables) {
    const rows = (await db
      .selectFrom(name)
      .selectAll()
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .execute()) as Array<Record<string, unknown>>;
    const texts = new Set(['customer_id', 'location_id', 'business_date', ...keys]);
    texts.delete('local_hour');
    out[name] = rows
      .map(
        (r) =>
          Object.fromEntries(
            Object.entries(r).map(([k, v]) => [k, texts.has(k) ? String(v) : Number(v)]),
          ) as Row,
      )
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

beforeAll(async () => {
  const day = (time: string) => `2026-10-05T${time}+04:00`;
  const at = fx().abuDhabi;
  const saleA = fx().invoice({
    location_id: at,
    created_at: day('12:10:00'),
    channel_id: fx().deliveroo,
    order_type_id: fx().dineIn,
    lines: [
      line({
        quantity: 2,
        discount: 4,
        tax: 1,
        modifiers: [
          { modifier_item_id: fx().modifierItem, name: 'Cheese', quantity: 1, unit_price: 2 },
        ],
      }),
      line({ product_id: fx().mixedProduct, name: 'Platter', unit_price: 50, tax: 6 }),
      line({ is_complimentary: true }),
    ],
    payments: [{ payment_method_id: fx().card, amount: 77.5, tip: 5 }],
  });
  const saleB = fx().invoice({
    created_at: day('18:00:00'),
    payments: [{ payment_method_id: fx().cash, amount: 10.5, tip: 0 }],
  });
  const refund = fx().invoice({
    location_id: at,
    created_at: day('19:00:00'),
    refund_of: saleA.id,
    lines: [line({ discount: 2, tax: 0.4 })],
    payments: [{ payment_method_id: fx().card, amount: 8.4, tip: 0 }],
  });
  // Voided after it was counted, at an hour of its own: the upkeep takes it back out.
  const voided = fx().invoice({ location_id: at, created_at: day('20:00:00') });
  const pending = fx().invoice({
    location_id: at,
    created_at: day('20:30:00'),
    status: 'pending',
    payments: [],
  });
  for (const invoice of [saleA, saleB, refund, voided, pending]) {
    const reply = await admin('POST', '/invoices', invoice);
    expect(reply.statusCode, reply.body).toBe(201);
  }
  for (const [id, body] of [
    [voided.id, { status: 'void' }],
    [
      pending.id,
      { status: 'completed', payments: [{ payment_method_id: fx().cash, amount: 10.5, tip: 1 }] },
    ],
  ] as const) {
    const reply = await admin('PUT', `/invoices/${id}/status`, body);
    expect(reply.statusCode, reply.body).toBe(200);
  }
});

describe('update-main-tables', () => {
  it('rebuilds the sales aggregates to exactly what the incremental upkeep kept, and counts them', async () => {
    const kept = await aggregates();
    expect(kept.sales_hourly!.length).toBeGreaterThan(0);
    const reply = await admin('POST', '/admin/update-main-tables');
    expect(reply.statusCode, reply.body).toBe(200);
    const rebuilt = await aggregates();
    expect(rebuilt).toEqual(kept);
    const result = reply.json();
    for (const { name } of tables) expect(result.sales[name], name).toBe(kept[name]!.length);
    expect(Object.keys(result.sales)).toHaveLength(tables.length);
    expect(result.invoices).toBeGreaterThanOrEqual(4);
    expect(result.stock_balances).toBeGreaterThan(0);
    expect(result.stock_movements).toBeGreaterThan(0);
    expect(result.stock_daily).toBeGreaterThan(0);
  });

  it('repairs aggregates that drifted from the invoices', async () => {
    const kept = await aggregates();
    await demo.server.database.db
      .updateTable('sales_hourly')
      .set({ gross: 1 })
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .execute();
    await demo.server.database.db
      .deleteFrom('sales_by_payment')
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .execute();
    await sql`delete from sales_by_item_monthly where customer_id = ${DEMO_CUSTOMER_ID}`.execute(
      demo.server.database.db,
    );
    expect(await aggregates()).not.toEqual(kept);
    expect((await admin('POST', '/admin/update-main-tables')).statusCode).toBe(200);
    expect(await aggregates()).toEqual(kept);
  });
});
