import type { InvoiceBody } from '@contract/sales';
import { v4 as uuidv4 } from 'uuid';
import { beforeAll, expect } from 'vitest';
import { writeTransaction } from '../db/changes';
import { postMovements, type NewMovement } from '../inventory/ledger';
import type { SalesFixture } from '../sales/testing';
import type { Caller, TestRow, TestServer } from '../testing/harness';

/**
 * The stock reports' history, at Dubai (UTC+4, business dates as on the wall clock), far from the
 * demo's own 90 days so nothing else moves on these dates:
 *
 * 05-05 08:00 2 patties in at 2.50. 09:30 a sale without recipe (net 10). 10:00 count A finds none:
 *             -2 patties (-5.00) at its cut-off.
 * 05-06 08:00 4 in at 3.00, 08:30 6 in at 3.50: 10 at 3.30 (33.00). 13:00 6 burgers sold (one patty
 *             each, net 60): -19.80. 14:00 1 patty spoiled: -3.30. 3 left (9.90).
 * 05-07 10:00 count B finds 2: a theft of 1 (-3.30). 11:00 a sale without recipe (net 10).
 * 05-08 09:00 1 patty sent to Soho (-3.30; Soho +1 at 3.30), 10:00 3 in from a warehouse at 3.30,
 *             12:00 a burger sold (-3.30): 3 left (9.90).
 * 05-09 09:00 400 ml of sauce made from 2 patties (-6.60 / +6.60, 0.0165 per ml), 12:00 3 dishes of
 *             100 ml sold (-4.95): 1 patty (3.30), 100 ml of sauce (1.65).
 */
export interface StockHistory {
  customerId: string;
  dubai: string;
  soho: string;
  category: string;
  patty: string;
  sauce: string;
  countA: string;
  countB: string;
  /** Approved by nobody: still counting. */
  openCount: string;
  /** An approved count at Soho. */
  sohoCount: string;
}

export const local = (date: string, time: string) =>
  new Date(`2025-${date}T${time}:00+04:00`).toISOString();

export function stockHistory(
  server: TestServer,
  admin: Caller,
  sales: () => SalesFixture,
): () => StockHistory {
  let history: StockHistory | null = null;
  beforeAll(async () => {
    const fx = sales();
    const create = async (path: string, body: Record<string, unknown>) => {
      const reply = await admin('POST', path, body);
      if (reply.statusCode !== 201) throw new Error(`${path}: ${reply.body}`);
      return (reply.json() as TestRow).id;
    };
    const call = async (path: string, body: unknown) => {
      const reply = await admin('POST', path, body);
      expect(reply.statusCode, `${path}: ${reply.body}`).toBeLessThan(300);
    };
    const { dubai, soho } = fx;
    const me = (await admin('GET', '/user-find/current')).json();
    const customerId = me.customer_id as string;
    const category = await create('/materials-categories', { name: 'Stock report grill' });
    const patty = await create('/materials', {
      name: 'Stock report patty',
      unit: 'piece',
      cost: 3,
      category_id: category,
    });
    const sauce = await create('/materials', {
      name: 'Stock report sauce',
      unit: 'ml',
      cost: 0.02,
      type: 'SR',
      is_prepared: true,
      category_id: category,
    });
    const burger = await create('/products', {
      name: 'Stock report burger',
      price: 10,
      recipe: [{ material_id: patty, quantity: 1, unit: 'piece' }],
    });
    const dish = await create('/products', {
      name: 'Stock report dish',
      price: 8,
      recipe: [{ material_id: sauce, quantity: 100, unit: 'ml' }],
    });
    const sell = (at: string, product: string, quantity: number, price: number) => {
      const line = { ...fx.invoice().lines[0]!, product_id: product, quantity, unit_price: price };
      const body: InvoiceBody = fx.invoice({
        created_at: at,
        lines: [{ ...line, tax: 0, name: 'Stock report line' }],
        payments: [{ payment_method_id: fx.card, amount: quantity * price, tip: 0 }],
      });
      return call('/invoices', body);
    };
    const receive = (at: string, quantity: number, unit_cost: number) =>
      call(`/inventory?loc=${dubai}`, {
        id: uuidv4(),
        lines: [{ material_id: patty, quantity, unit_cost }],
        occurred_at: at,
      });
    const ledger = (movements: Array<Omit<NewMovement, 'id' | 'user_id'>>) =>
      writeTransaction(server.database, customerId, (trx) =>
        postMovements(
          trx,
          customerId,
          movements.map((m) => ({ ...m, id: uuidv4(), user_id: null })),
        ),
      );
    const area = uuidv4();
    const sheet = await create(`/inventory-count-sheets?loc=${dubai}`, {
      name: 'Stock report grill',
      areas: [{ id: area, name: 'Grill fridge', material_ids: [patty] }],
    });
    const count = async (cutoff: string, counted: number, approve = true) => {
      const id = uuidv4();
      await call(`/inventory-counts/create?loc=${dubai}`, {
        id,
        sheet_ids: [sheet],
        cutoff_at: cutoff,
      });
      await call('/inventory-counts/add-item', {
        id: uuidv4(),
        count_id: id,
        material_id: patty,
        area_id: area,
        parts: [{ unit: '', factor: 1, quantity: counted }],
        device_id: 'stock-report-tablet',
        counted_at: new Date(Date.parse(cutoff) + 5 * 60_000).toISOString(),
      });
      if (approve) await call(`/inventory-counts/${id}/approve`, {});
      return id;
    };

    await receive(local('05-05', '08:00'), 2, 2.5);
    await sell(local('05-05', '09:30'), fx.vatProduct, 1, 10);
    const countA = await count(local('05-05', '10:00'), 0);
    await receive(local('05-06', '08:00'), 4, 3);
    await receive(local('05-06', '08:30'), 6, 3.5);
    await sell(local('05-06', '13:00'), burger, 6, 10);
    await call(`/wastage?loc=${dubai}`, {
      id: uuidv4(),
      lines: [{ material_id: patty, quantity: 1, reason: 'spoiled' }],
      occurred_at: local('05-06', '14:00'),
    });
    const countB = await count(local('05-07', '10:00'), 2);
    await sell(local('05-07', '11:00'), fx.vatProduct, 1, 10);
    const transfer = { document_kind: 'transfer' as const, document_id: uuidv4() };
    const sent = local('05-08', '09:00');
    await ledger([
      {
        ...transfer,
        location_id: dubai,
        material_id: patty,
        kind: 'transfer_out',
        quantity: -1,
        occurred_at: sent,
      },
      {
        ...transfer,
        location_id: soho,
        material_id: patty,
        kind: 'transfer_in',
        quantity: 1,
        unit_cost: 3.3,
        occurred_at: sent,
      },
    ]);
    await ledger([
      {
        document_kind: 'transfer',
        document_id: uuidv4(),
        location_id: dubai,
        material_id: patty,
        kind: 'transfer_in',
        quantity: 3,
        unit_cost: 3.3,
        occurred_at: local('05-08', '10:00'),
      },
    ]);
    await sell(local('05-08', '12:00'), burger, 1, 10);
    const prepared = local('05-09', '09:00');
    const batch = {
      document_kind: 'preparation' as const,
      document_id: uuidv4(),
      location_id: dubai,
      occurred_at: prepared,
    };
    await ledger([
      { ...batch, material_id: patty, kind: 'preparation_out', quantity: -2 },
      { ...batch, material_id: sauce, kind: 'preparation_in', quantity: 400, unit_cost: 0.0165 },
    ]);
    await sell(local('05-09', '12:00'), dish, 3, 8);
    const openCount = await count(local('05-10', '10:00'), 1, false);

    const sohoSheet = await create(`/inventory-count-sheets?loc=${soho}`, {
      name: 'Stock report soho',
      areas: [{ id: uuidv4(), name: 'Bar', material_ids: [patty] }],
    });
    const sohoCount = uuidv4();
    await call(`/inventory-counts/create?loc=${soho}`, {
      id: sohoCount,
      sheet_ids: [sohoSheet],
      cutoff_at: local('05-10', '10:00'),
    });
    await call(`/inventory-counts/${sohoCount}/approve`, {});
    history = {
      customerId,
      dubai,
      soho,
      category,
      patty,
      sauce,
      countA,
      countB,
      openCount,
      sohoCount,
    };
  });
  return () => {
    if (!history) throw new Error('the stock history is used before beforeAll made it');
    return history;
  };
}
