import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_ID } from '../../demo';
import { salesFixture } from '../../sales/testing';
import { demoServer } from '../../testing/harness';
import { printedReport } from '../../verify/print';
import { verify } from '../../verify/verify';
import { fillChannelItems } from './20261205T130000_channel_items';

const demo = demoServer();
const fx = salesFixture(demo.admin);

const tables = [
  'sales_by_channel',
  'sales_by_channel_monthly',
  'sales_by_cashier',
  'sales_by_cashier_monthly',
] as const;

describe('the items a database upgraded to them starts with, per channel and cashier', () => {
  it('are what recording the completed sales and refunds added, by day and by month', async () => {
    // The fixture's burger at 10, untaxed, in any quantity.
    const line = (quantity: number) => ({ ...fx().invoice().lines[0]!, tax: 0, quantity });
    // Quantities a thousandth rounds (0.3335 up, 1.0004 down), a refund, and a sale later voided.
    const sale = fx().invoice({
      created_at: '2026-07-31T12:00:00+04:00',
      channel_id: fx().deliveroo,
      order_type_id: fx().dineIn,
      lines: [line(3), line(0.3335), line(1.0004)],
      payments: [{ payment_method_id: fx().card, amount: 43.339, tip: 0 }],
    });
    const refund = fx().invoice({
      created_at: '2026-08-01T12:00:00+04:00',
      refund_of: sale.id,
      channel_id: fx().deliveroo,
      order_type_id: fx().dineIn,
      lines: [line(1)],
      payments: [{ payment_method_id: fx().card, amount: 10, tip: 0 }],
    });
    const voided = fx().invoice({ created_at: '2026-08-01T13:00:00+04:00', lines: [line(5)] });
    voided.payments = [{ payment_method_id: fx().card, amount: 50, tip: 0 }];
    const reply = await demo.admin('POST', '/invoices/batch', { invoices: [sale, refund, voided] });
    expect(reply.json().results.map((r: { status: number }) => r.status)).toEqual([201, 201, 201]);
    const status = await demo.admin('PUT', `/invoices/${voided.id}/status`, { status: 'void' });
    expect(status.statusCode, status.body).toBe(200);

    const db = demo.server.database.db as unknown as Kysely<
      Record<string, { customer_id: string; quantity: number; refunded_quantity: number }>
    >;
    const read = async () => {
      const out: Record<string, unknown[]> = {};
      for (const table of tables) {
        out[table] = (
          await db
            .selectFrom(table)
            .selectAll()
            .where('customer_id', '=', DEMO_CUSTOMER_ID)
            .execute()
        )
          .map((r) => JSON.stringify(Object.values(r).map(String)))
          .sort();
      }
      return out;
    };
    const recorded = await read();
    // The sale's 3 + 0.334 + 1 burgers, and the refund's 1, on Deliveroo's dine-in row of each day.
    const deliveroo = await demo.server.database.db
      .selectFrom('sales_by_channel')
      .select(['business_date', 'quantity', 'refunded_quantity'])
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .where('channel_id', '=', fx().deliveroo)
      .where('business_date', 'in', ['2026-07-31', '2026-08-01'])
      .orderBy('business_date')
      .execute();
    expect(deliveroo.map((r) => Object.values(r).map(String))).toEqual([
      ['2026-07-31', '4334', '0'],
      ['2026-08-01', '0', '1000'],
    ]);

    for (const table of tables) {
      await db.updateTable(table).set({ quantity: 0, refunded_quantity: 0 }).execute();
    }
    await fillChannelItems(db as unknown as Kysely<unknown>);
    expect(await read()).toEqual(recorded);
    const audit = await verify(demo.server.database, { customerId: DEMO_CUSTOMER_ID });
    expect(audit.clean, printedReport(audit)).toBe(true);
  });
});
