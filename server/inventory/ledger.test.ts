import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../db/changes';
import { salesFixture } from '../sales/testing';
import { demoServer } from '../testing/harness';
import { derivedId, postMovements, stockAt, type NewMovement } from './ledger';
import { rebuildStockBalances } from './ledgerRebuild';

const demo = demoServer();
const { admin, server } = demo;
const fx = salesFixture(admin);

let customerId = '';
const m: Record<'beef' | 'bun' | 'mayo' | 'sauce' | 'cheese', string> = {
  beef: '',
  bun: '',
  mayo: '',
  sauce: '',
  cheese: '',
};
let burger = '';
let cheeseItem = '';

const create = async (path: string, body: Record<string, unknown>) => {
  const reply = await admin('POST', path, body);
  if (reply.statusCode !== 201) throw new Error(`${path}: ${reply.body}`);
  return reply.json().id as string;
};

beforeAll(async () => {
  customerId = (
    await server.database.db.selectFrom('customers').select('id').executeTakeFirstOrThrow()
  ).id;
  m.beef = await create('/materials', { name: 'Ledger beef', unit: 'g', cost: 0.02 });
  m.bun = await create('/materials', { name: 'Ledger bun', unit: 'piece', cost: 0.5 });
  m.mayo = await create('/materials', { name: 'Ledger mayo', unit: 'g', cost: 0.01 });
  m.cheese = await create('/materials', { name: 'Ledger cheese', unit: 'g', cost: 0.04 });
  m.sauce = await create('/materials', {
    name: 'Ledger burger sauce',
    unit: 'ml',
    type: 'SR',
    cost: 0.015,
    is_prepared: true,
    recipe: [{ material_id: m.mayo, quantity: 0.5, unit: 'kg' }],
    yield_quantity: 500,
  });
  burger = await create('/products', {
    name: 'Ledger burger',
    price: 10,
    recipe: [
      { material_id: m.beef, quantity: 0.15, unit: 'kg' },
      { material_id: m.bun, quantity: 1, unit: 'piece' },
      { material_id: m.sauce, quantity: 20, unit: 'ml' },
    ],
  });
  const modifier = await create('/modifiers', { name: 'Ledger extras', max_select: 2 });
  cheeseItem = await create('/modifierItems', {
    modifier_id: modifier,
    name: 'Ledger extra cheese',
    price: 0,
    recipe: [{ material_id: m.cheese, quantity: 0.03, unit: 'kg' }],
  });
});

const post = (movements: NewMovement[]) =>
  writeTransaction(server.database, customerId, (trx) => postMovements(trx, customerId, movements));

const stock = async (at?: string) =>
  stockAt(server.database.db, customerId, fx().dubai, { ...(at ? { at } : {}) });

const of = async (material: string, at?: string) =>
  (await stock(at)).get(material) ?? { quantity: 0, value: 0, average_cost: 0 };

const receipt = (
  material: string,
  quantity: number,
  unit_cost: number,
  occurred_at = '2026-11-19T08:00:00.000Z',
): NewMovement => ({
  id: uuidv7(),
  location_id: fx().dubai,
  material_id: material,
  kind: 'receipt',
  quantity,
  unit_cost,
  occurred_at,
  user_id: null,
  document_kind: 'receipt',
  document_id: uuidv7(),
});

/** A burger sale at Dubai: `count` burgers, each with `cheese` extra cheese. */
const burgerSale = (count: number, cheese: number, overrides = {}) =>
  fx().invoice({
    lines: [
      {
        product_id: burger,
        name: 'Ledger burger',
        quantity: count,
        unit_price: 10,
        discount: 0,
        tax: 0,
        is_complimentary: false,
        modifiers: cheese
          ? [{ modifier_item_id: cheeseItem, name: 'Cheese', quantity: cheese, unit_price: 0 }]
          : [],
      },
    ],
    payments: [{ payment_method_id: fx().card, amount: 10 * count, tip: 0 }],
    ...overrides,
  });

describe('the ledger', () => {
  it('moves the weighted average cost with each costed receipt', async () => {
    const [first] = await post([receipt(m.beef, 1000, 0.02)]);
    expect(first).toMatchObject({ kind: 'receipt', quantity: 1000, value: 20, unit_cost: 0.02 });
    expect(first!.business_date).toBe('2026-11-19');
    expect(await of(m.beef)).toEqual({ quantity: 1000, value: 20, average_cost: 0.02 });
    await post([receipt(m.beef, 1000, 0.03)]);
    expect(await of(m.beef)).toEqual({ quantity: 2000, value: 50, average_cost: 0.025 });
    await post([
      receipt(m.bun, 50, 0.4),
      receipt(m.cheese, 500, 0.04),
      receipt(m.sauce, 400, 0.01),
    ]);
  });

  it('posts nothing twice when the same movements are sent again', async () => {
    const again = receipt(m.mayo, 1000, 0.01);
    const first = await post([again, again]);
    expect(first).toHaveLength(1);
    const second = await post([again]);
    expect(second).toEqual(first);
    expect((await of(m.mayo)).quantity).toBe(1000);
  });

  it('depletes a sale through the recipe, its sub-recipe and a modifier, and not twice on a resend', async () => {
    const sale = burgerSale(2, 1);
    expect((await admin('POST', '/invoices', sale)).statusCode).toBe(201);
    expect((await admin('POST', '/invoices', sale)).statusCode).toBe(200);
    expect(await of(m.beef)).toEqual({ quantity: 1700, value: 42.5, average_cost: 0.025 });
    expect((await of(m.bun)).quantity).toBe(48);
    expect((await of(m.cheese)).quantity).toBe(440);
    // The burger sauce (an SR) goes out itself; its mayo stays until a preparation uses it.
    expect((await of(m.sauce)).quantity).toBe(360);
    expect((await of(m.mayo)).quantity).toBe(1000);
    const beefOut = await server.database.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('id', '=', derivedId(`${sale.id}:${m.beef}:sale`))
      .executeTakeFirstOrThrow();
    expect(Number(beefOut.quantity)).toBe(-300_000);
    expect(beefOut.document_id).toBe(sale.id);
  });

  it('puts a refund back and nets a void of a completed sale to nothing', async () => {
    const sale = burgerSale(1, 0);
    await admin('POST', '/invoices', sale);
    expect((await of(m.beef)).quantity).toBe(1550);
    const refund = burgerSale(1, 0, { id: uuidv7(), refund_of: sale.id });
    expect((await admin('POST', '/invoices', refund)).statusCode).toBe(201);
    expect((await of(m.beef)).quantity).toBe(1700);
    expect(
      (await admin('PUT', `/invoices/${refund.id}/status`, { status: 'void' })).statusCode,
    ).toBe(200);
    expect((await of(m.beef)).quantity).toBe(1550);

    const voided = burgerSale(2, 0);
    await admin('POST', '/invoices', voided);
    expect((await of(m.beef)).quantity).toBe(1250);
    const reply = await admin('PUT', `/invoices/${voided.id}/status`, { status: 'void' });
    expect(reply.statusCode).toBe(200);
    expect((await of(m.beef)).quantity).toBe(1550);
    // Asking again changes nothing.
    await admin('PUT', `/invoices/${voided.id}/status`, { status: 'void' });
    expect((await of(m.beef)).quantity).toBe(1550);
  });

  it('moves nothing for an open invoice until it is completed, nor for a void of an open one', async () => {
    const open = burgerSale(1, 0, { status: 'pending', payments: [] });
    expect((await admin('POST', '/invoices', open)).statusCode).toBe(201);
    expect((await of(m.beef)).quantity).toBe(1550);
    const done = await admin('PUT', `/invoices/${open.id}/status`, {
      status: 'completed',
      payments: [{ payment_method_id: fx().card, amount: 10, tip: 0 }],
    });
    expect(done.statusCode).toBe(200);
    expect((await of(m.beef)).quantity).toBe(1400);
    const other = burgerSale(1, 0, { status: 'pending', payments: [] });
    await admin('POST', '/invoices', other);
    await admin('PUT', `/invoices/${other.id}/status`, { status: 'void' });
    expect((await of(m.beef)).quantity).toBe(1400);
  });

  it('lets stock go negative and values the outflow at the average cost', async () => {
    const out: NewMovement = { ...receipt(m.bun, -60, 0), kind: 'wastage', reason: 'damaged' };
    delete out.unit_cost;
    const [row] = await post([out]);
    expect(row).toMatchObject({ quantity: -60, value: -24, unit_cost: 0.4, reason: 'damaged' });
    expect((await of(m.bun)).quantity).toBeLessThan(0);
  });

  it('values stock used before it arrived at the cost of what arrives, never below zero', async () => {
    const oversold = await create('/materials', { name: 'Ledger oversold', unit: 'g', cost: 0.02 });
    const out: NewMovement = {
      ...receipt(oversold, -100, 0),
      kind: 'wastage',
      reason: 'spoiled',
    };
    delete out.unit_cost;
    await post([out]);
    expect(await of(oversold)).toEqual({ quantity: -100, value: -2, average_cost: 0.02 });
    const [arrived] = await post([receipt(oversold, 1000, 0.01)]);
    // The 100 g used early are worth 0.01 now: the receipt's value takes the difference.
    expect(arrived).toMatchObject({ quantity: 1000, unit_cost: 0.01, value: 11 });
    expect(await of(oversold)).toEqual({ quantity: 900, value: 9, average_cost: 0.01 });
    await post([{ ...out, id: uuidv7(), quantity: -300 }]);
    expect(await of(oversold)).toEqual({ quantity: 600, value: 6, average_cost: 0.01 });
  });

  it('keeps what an approved count fixed when a movement is dated before its cut-off', async () => {
    const cutoff = '2026-11-21T06:00:00.000Z';
    const countId = uuidv7();
    const before = await of(m.cheese);
    await server.database.db
      .insertInto('count_lines')
      .values({
        count_id: countId,
        material_id: m.cheese,
        customer_id: customerId,
        location_id: fx().dubai,
        cutoff_at: cutoff,
        counted: before.quantity * 1000,
        expected: before.quantity * 1000,
        average_cost: before.average_cost,
      })
      .execute();
    const late = receipt(m.cheese, 100, 0.04, '2026-11-20T06:00:00.000Z');
    await post([late]);
    // After the cut-off nothing changed; before it, the delivery is there.
    expect((await of(m.cheese)).quantity).toBe(before.quantity);
    expect((await of(m.cheese, '2026-11-21T05:00:00.000Z')).quantity).toBe(before.quantity + 100);
    const offset = await server.database.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('id', '=', derivedId(`${late.id}:offset`))
      .executeTakeFirstOrThrow();
    expect(offset).toMatchObject({ kind: 'count', document_id: countId, occurred_at: cutoff });
    expect(Number(offset.quantity)).toBe(-100_000);
    // A movement after the cut-off is not offset.
    await post([receipt(m.cheese, 10, 0.04, '2026-11-22T06:00:00.000Z')]);
    expect((await of(m.cheese)).quantity).toBe(before.quantity + 10);
  });

  it('reads stock as of an instant as the balance minus what came after', async () => {
    expect((await of(m.beef, '2026-11-19T09:00:00.000Z')).quantity).toBe(2000);
    expect((await of(m.beef, '2026-11-18T09:00:00.000Z')).quantity).toBe(0);
  });

  it('rebuilds the same balances from the movements', async () => {
    // A standard cost changed after the material moved and before any costed inflow: the balance
    // keeps the average its movements were valued at, and so must the rebuild.
    const repriced = await create('/materials', { name: 'Ledger repriced', unit: 'g', cost: 0.02 });
    const out: NewMovement = { ...receipt(repriced, -100, 0), kind: 'wastage', reason: 'spoiled' };
    delete out.unit_cost;
    await post([out]);
    const changed = await admin('PUT', `/materials/${repriced}`, { version: 1, cost: 0.05 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await of(repriced)).toEqual({ quantity: -100, value: -2, average_cost: 0.02 });
    const kept = await server.database.db
      .selectFrom('stock_balances')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('location_id')
      .orderBy('material_id')
      .execute();
    expect(kept.length).toBeGreaterThan(4);
    await writeTransaction(server.database, customerId, (trx) =>
      rebuildStockBalances(trx, customerId),
    );
    const rebuilt = await server.database.db
      .selectFrom('stock_balances')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('location_id')
      .orderBy('material_id')
      .execute();
    expect(rebuilt).toEqual(kept);
  });
});
