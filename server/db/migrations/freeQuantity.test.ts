import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_ID } from '../../demo';
import { salesFixture } from '../../sales/testing';
import { demoServer } from '../../testing/harness';
import { printedReport } from '../../verify/print';
import { verify } from '../../verify/verify';
import { fillFreeQuantities } from './20261205T110000_free_quantity';

const demo = demoServer();
const fx = salesFixture(demo.admin);

describe('the free quantities a database upgraded to them starts with', () => {
  it('are what the free lines gave, products and their modifiers, by day and by month', async () => {
    const cheese = {
      modifier_item_id: fx().modifierItem,
      name: 'Cheese',
      quantity: 2,
      unit_price: 2,
    };
    const line = {
      product_id: fx().vatProduct,
      name: 'Test burger',
      quantity: 3,
      unit_price: 10,
      discount: 0,
      tax: 0,
      is_complimentary: true,
      modifiers: [cheese],
    };
    const invoices = ['2026-07-31T12:00:00+04:00', '2026-08-01T12:00:00+04:00'].map((at) =>
      fx().invoice({
        created_at: at,
        lines: [line, { ...line, quantity: 1, is_complimentary: false }],
        payments: [{ payment_method_id: fx().card, amount: 14, tip: 0 }],
      }),
    );
    const reply = await demo.admin('POST', '/invoices/batch', { invoices });
    expect(reply.json().results.map((r: { status: number }) => r.status)).toEqual([201, 201]);
    const db = demo.server.database.db;
    const given = async () =>
      (
        await db
          .selectFrom('sales_by_item_monthly')
          .select(['item_kind', 'free_quantity'])
          .where('customer_id', '=', DEMO_CUSTOMER_ID)
          .where('item_id', 'in', [fx().vatProduct, fx().modifierItem])
          .where('business_date', '=', '2026-08-01')
          .orderBy('item_kind', 'desc')
          .execute()
      ).map((r) => [r.item_kind, Number(r.free_quantity)]);
    // 3 burgers given, each with 2 cheese: 3 and 6, in thousandths.
    expect(await given()).toEqual([
      ['product', 3000],
      ['modifier', 6000],
    ]);

    for (const table of ['sales_by_item', 'sales_by_item_monthly'] as const)
      await db.updateTable(table).set({ free_quantity: 0 }).execute();
    await fillFreeQuantities(db as unknown as Kysely<unknown>);
    expect(await given()).toEqual([
      ['product', 3000],
      ['modifier', 6000],
    ]);
    const audit = await verify(demo.server.database, { customerId: DEMO_CUSTOMER_ID });
    expect(audit.clean, printedReport(audit)).toBe(true);
  });
});
