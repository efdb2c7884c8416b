import { addDays } from '@contract/businessDay';
import type { SupplierOrderRow } from '@contract/purchasing';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { testServer, type Caller } from '../testing/harness';
import { itemFor, itemsOf, testClock, todayBusiness, todayOf, type TodayBusiness } from './testing';

/**
 * Suppliers and stock on the Today screen through the real API: deliveries due today or overdue
 * on their location's clock, invoices with differences nobody accepted, materials below their
 * minimum with the create-order screen's own fill-to-par quantity.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const R = Date.now();
const clock = testClock(R);
const server = testServer({ demo: false, config: { today: { now: clock.now } } });

/** The next 22:00 UTC: 02:00 of the next day in Dubai, 14:00 (or 15:00) of this one in LA. */
const evening = Math.ceil((R + HOUR) / DAY) * DAY - 2 * HOUR;

let b: TodayBusiness;
let supplier: string;
let otherSupplier: string;
let milk: string;
let flour: string;
/** suppliers.read + write at Dubai. */
let buyer: Caller;
/** inventory.read + write at Dubai: receives deliveries, but has no suppliers screen. */
let keeper: Caller;
/** suppliers.read + write + approve at Dubai. */
let approver: Caller;
/** inventory.read + write + costs at Dubai: may see stock and ask a warehouse. */
let stocker: Caller;
/** inventory.read + write at Dubai without costs: blind to stock on hand. */
let blind: Caller;
/** suppliers.read + write at LA only. */
let laBuyer: Caller;

beforeAll(async () => {
  b = await todayBusiness(server, 'supply');
  supplier = await b.create('/suppliers', { name: 'Fresh Farms' });
  otherSupplier = await b.create('/suppliers', { name: 'Bulk Mills' });
  milk = await b.create('/materials', { name: 'Milk', unit: 'ml' });
  flour = await b.create('/materials', {
    name: 'Flour',
    unit: 'g',
    locations: [{ location_id: b.dubai, par: 10_000, minimum: 2_000 }],
  });
  for (const [who, material, pack, preferred] of [
    [supplier, milk, 1000, true],
    [otherSupplier, milk, 500, false],
    [supplier, flour, 2500, true],
    [otherSupplier, flour, 1000, false],
  ] as const) {
    await b.create('/supplier-materials', {
      supplier_id: who,
      material_id: material,
      pack_size: pack,
      price: 10,
      is_preferred: preferred,
    });
  }
  buyer = await b.user([b.dubai], ['suppliers.read', 'suppliers.write']);
  keeper = await b.user([b.dubai], ['inventory.read', 'inventory.write']);
  approver = await b.user([b.dubai], ['suppliers.read', 'suppliers.write', 'suppliers.approve']);
  stocker = await b.user([b.dubai], ['inventory.read', 'inventory.write', 'inventory.costs']);
  blind = await b.user([b.dubai], ['inventory.read', 'inventory.write']);
  laBuyer = await b.user([b.la], ['suppliers.read', 'suppliers.write']);
});

const order = async (
  location: string,
  expectedOn: string | null,
  lines: Array<[string, number]> = [[milk, 2]],
): Promise<SupplierOrderRow> => {
  const reply = await b.admin('POST', '/supplier-orders', {
    id: uuidv7(),
    location_id: location,
    supplier_id: supplier,
    expected_on: expectedOn,
    lines: lines.map(([material_id, packs]) => ({ id: uuidv7(), material_id, packs })),
    send: true,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as SupplierOrderRow;
};

describe('deliveries due', () => {
  let dubaiToday: string;
  let laToday: string;
  let dueHere: SupplierOrderRow;
  let lateHere: SupplierOrderRow;
  let laTomorrow: SupplierOrderRow;
  let laDue: SupplierOrderRow;

  beforeAll(async () => {
    clock.set(evening);
    dubaiToday = b.dubaiClock.today(evening);
    laToday = b.laClock.today(evening);
    dueHere = await order(b.dubai, dubaiToday);
    lateHere = await order(b.dubai, addDays(dubaiToday, -2));
    await order(b.dubai, addDays(dubaiToday, 1));
    await order(b.dubai, null);
    laTomorrow = await order(b.la, dubaiToday);
    laDue = await order(b.la, laToday);
  });

  test('the clocks of the two places are a day apart at this moment', () => {
    expect(laToday).toBe(addDays(dubaiToday, -1));
  });

  test('due on the day expected, overdue after, nothing before, on the location’s own clock', async () => {
    const reply = await todayOf(buyer);
    expect(itemsOf(reply, 'delivery_due')).toEqual([
      {
        kind: 'delivery_due',
        id: lateHere.id,
        location_id: b.dubai,
        label: lateHere.number,
        since: new Date(b.dubaiClock.startOf(addDays(dubaiToday, -2))).toISOString(),
        urgency: 'overdue',
        figures: { days_late: 2 },
        unit: null,
        detail: 'Fresh Farms',
      },
      expect.objectContaining({ id: dueHere.id, urgency: 'due', figures: { days_late: 0 } }),
    ]);
    // Dubai's today is tomorrow in LA: not yet due there; LA's own today is.
    const there = itemsOf(await todayOf(laBuyer), 'delivery_due');
    expect(there.map((i) => i.id)).toEqual([laDue.id]);
    expect(itemFor(await todayOf(b.admin), 'delivery_due', laTomorrow.id)).toBeUndefined();
  });

  test('who may receive it and open the order: suppliers.read with a write permission', async () => {
    expect((await todayOf(keeper)).counts.delivery_due).toBe(0);
    expect((await todayOf(stocker)).counts.delivery_due).toBe(0);
    expect((await todayOf(approver)).counts.delivery_due).toBe(2);
  });

  test('received: gone; partly received: still due', async () => {
    const line = dueHere.lines[0]!;
    const part = await keeper('POST', `/supplier-orders/${dueHere.id}/receive`, {
      id: uuidv7(),
      lines: [{ line_id: line.id, quantity: 1000 }],
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(itemFor(await todayOf(buyer), 'delivery_due', dueHere.id)).toBeDefined();
    const rest = await keeper('POST', `/supplier-orders/${dueHere.id}/receive`, {
      id: uuidv7(),
      lines: [{ line_id: line.id, quantity: 1000 }],
    });
    expect(rest.json().status).toBe('received');
    expect(itemFor(await todayOf(buyer), 'delivery_due', dueHere.id)).toBeUndefined();
  });
});

describe('supplier invoices with differences', () => {
  let received: SupplierOrderRow;

  beforeAll(async () => {
    clock.set(R);
    received = await order(b.dubai, null, [[milk, 3]]);
    await b.admin('POST', `/supplier-orders/${received.id}/receive`, {
      id: uuidv7(),
      lines: [{ line_id: received.lines[0]!.id, quantity: 3000 }],
    });
  });

  const invoice = async (unitPrice: number, dueDate: string | null = null) => {
    const reply = await buyer('POST', '/supplier-invoices', {
      id: uuidv7(),
      location_id: b.dubai,
      supplier_id: supplier,
      supplier_order_id: received.id,
      invoice_number: `INV-${uuidv7().slice(-6)}`,
      invoice_date: b.dubaiClock.today(R),
      due_date: dueDate,
      lines: [{ material_id: milk, quantity: 3000, unit_price: unitPrice }],
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json() as { id: string; invoice_number: string; created_at: string };
  };

  test('a draft that differs from its order waits for an approver; one that agrees does not', async () => {
    // Ordered and received 3 packs of 1 l at 10 a pack: 0.01 a ml. Invoiced at 0.012: 6 more.
    const dear = await invoice(0.012);
    const agreeing = await invoice(0.01);
    const reply = await todayOf(approver);
    expect(itemsOf(reply, 'invoice_differences')).toEqual([
      {
        kind: 'invoice_differences',
        id: dear.id,
        location_id: b.dubai,
        label: dear.invoice_number,
        since: dear.created_at,
        urgency: 'due',
        figures: { difference: 6 },
        unit: null,
        detail: 'Fresh Farms',
      },
    ]);
    expect(itemFor(reply, 'invoice_differences', agreeing.id)).toBeUndefined();
    // Buyers cannot approve: not theirs.
    expect((await todayOf(buyer)).counts.invoice_differences).toBe(0);
    // Past its due date: overdue.
    const overdue = await invoice(0.02, addDays(b.dubaiClock.today(R), -1));
    expect(itemFor(await todayOf(approver), 'invoice_differences', overdue.id)).toMatchObject({
      urgency: 'overdue',
      figures: { difference: 30 },
    });
    await approver('PUT', `/supplier-invoice-change/${overdue.id}`, { status: 'cancelled' });
    // Approved with its differences accepted: gone.
    const approved = await approver('PUT', `/supplier-invoice-change/${dear.id}`, {
      status: 'approved',
      accept_differences: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // Gone; and the one that agreed now bills milk already billed: it differs by all it asks.
    expect(itemsOf(await todayOf(approver), 'invoice_differences')).toEqual([
      expect.objectContaining({ id: agreeing.id, figures: { difference: 30 } }),
    ]);
    await approver('PUT', `/supplier-invoice-change/${agreeing.id}`, { status: 'cancelled' });
    expect((await todayOf(approver)).counts.invoice_differences).toBe(0);
  });
});

describe('materials below their minimum', () => {
  test('with what the create-order screen’s fill-to-par order would take', async () => {
    clock.set(R);
    const reply = await todayOf(buyer);
    // Nothing on hand, nothing on order: par 10 kg in sacks of 2.5 kg (the preferred supplier's).
    expect(itemsOf(reply, 'material_below_minimum')).toEqual([
      {
        kind: 'material_below_minimum',
        id: flour,
        location_id: b.dubai,
        label: 'Flour',
        since: expect.any(String),
        urgency: 'due',
        figures: { on_hand: 0, minimum: 2000, to_order: 10_000, on_order: 0 },
        unit: 'g',
        detail: 'Fresh Farms',
      },
    ]);
    const suggestion = (
      await buyer('GET', `/supplier-orders/suggestions?supplier=${supplier}&loc=${b.dubai}`)
    )
      .json()
      .lines.find((l: { material_id: string }) => l.material_id === flour);
    expect(suggestion).toMatchObject({ quantity: 10_000, below_minimum: true });
  });

  test('less what is on order, as the suggestion counts it', async () => {
    const sack = await order(b.dubai, null, [[flour, 1]]);
    const item = itemFor(await todayOf(stocker), 'material_below_minimum', flour);
    expect(item?.figures).toEqual({ on_hand: 0, minimum: 2000, to_order: 7500, on_order: 2500 });
    const suggestion = (
      await buyer('GET', `/supplier-orders/suggestions?supplier=${supplier}&loc=${b.dubai}`)
    )
      .json()
      .lines.find((l: { material_id: string }) => l.material_id === flour);
    expect(suggestion.quantity).toBe(item?.figures.to_order);
    // Received: 2.5 kg on hand, above the minimum of 2 kg: gone.
    await keeper('POST', `/supplier-orders/${sack.id}/receive`, {
      id: uuidv7(),
      lines: [{ line_id: sack.lines[0]!.id, quantity: 2500 }],
    });
    expect(itemFor(await todayOf(stocker), 'material_below_minimum', flour)).toBeUndefined();
  });

  test('not for a user blind to stock, nor at a location they may not use', async () => {
    const used = await b.admin('POST', `/wastage?loc=${b.dubai}`, {
      id: uuidv7(),
      lines: [{ material_id: flour, quantity: 1000, reason: 'spoiled' }],
    });
    expect(used.statusCode, used.body).toBe(201);
    expect(itemFor(await todayOf(stocker), 'material_below_minimum', flour)?.figures).toMatchObject(
      { on_hand: 1500 },
    );
    expect((await todayOf(blind)).counts.material_below_minimum).toBe(0);
    expect((await todayOf(keeper)).counts.material_below_minimum).toBe(0);
    expect((await todayOf(laBuyer)).counts.material_below_minimum).toBe(0);
  });
});
