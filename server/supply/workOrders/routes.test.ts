import type { MovementRow } from '@contract/stock';
import type { WorkOrderRow } from '@contract/workOrders';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { PLANNED_FOR, workOrderFixture } from './testing';
import { demoServer, errorOf, type Caller } from '../../testing/harness';

const demo = demoServer();
const { admin, server } = demo;
const fx = workOrderFixture(server, admin, 'WO test');

const onHand = async (material: string, who: Caller = admin) => {
  const reply = await who('GET', `/inventory?loc=${fx().dubai}`);
  expect(reply.statusCode).toBe(200);
  return reply.json().items.find((i: { material_id: string }) => i.material_id === material);
};
const movementsOf = async (workOrderId: string): Promise<MovementRow[]> => {
  const reply = await admin('GET', `/movement/v2?loc=${fx().dubai}&document_id=${workOrderId}`);
  expect(reply.statusCode).toBe(200);
  return reply.json().data;
};
const inputOf = (row: WorkOrderRow, material: string) =>
  row.inputs.find((i) => i.material_id === material);

describe('planning a work order', () => {
  it('takes its inputs from the recipe scaled by the yield, with a WO number', async () => {
    const row = await fx().plan({ planned_quantity: 3000, batch_code: 'D-1' });
    expect(row).toMatchObject({ status: 'planned', kind: 'production', actual_quantity: null });
    expect(row.number).toMatch(/^WO-\d{6}$/);
    expect(inputOf(row, fx().flour)).toEqual({
      material_id: fx().flour,
      planned: 2000,
      actual: null,
    });
    expect(inputOf(row, fx().oil)).toEqual({ material_id: fx().oil, planned: 200, actual: null });
    const next = await fx().plan({});
    expect(Number(next.number.slice(3))).toBe(Number(row.number.slice(3)) + 1);
  });

  it('is idempotent on its id: the same content answers 200, other content 409', async () => {
    const body = {
      id: uuidv7(),
      location_id: fx().dubai,
      material_id: fx().dough,
      planned_for: PLANNED_FOR,
    };
    const first = await fx().keeper('POST', '/work-orders', { ...body, planned_quantity: 750 });
    expect(first.statusCode).toBe(201);
    const again = await fx().keeper('POST', '/work-orders', { ...body, planned_quantity: 750 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await fx().keeper('POST', '/work-orders', { ...body, planned_quantity: 800 });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('ID_REUSED');
  });

  it('refuses a material without a recipe and a location of no business', async () => {
    const raw = await admin('POST', '/work-orders', {
      id: uuidv7(),
      location_id: fx().dubai,
      material_id: fx().flour,
      planned_quantity: 1,
      planned_for: PLANNED_FOR,
    });
    expect(raw.statusCode).toBe(400);
    expect(errorOf(raw).fields).toHaveProperty('material_id');
    const nowhere = await admin('POST', '/work-orders', {
      id: uuidv7(),
      location_id: uuidv7(),
      material_id: fx().dough,
      planned_quantity: 1,
      planned_for: PLANNED_FOR,
    });
    expect(nowhere.statusCode).toBe(400);
    expect(errorOf(nowhere).fields).toHaveProperty('location_id');
  });

  it('edits only while planned, with the current version', async () => {
    const row = await fx().plan({});
    const edited = await admin('PUT', `/work-orders/${row.id}`, {
      version: row.version,
      planned_quantity: 1500,
      use_by: '2030-01-31',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ planned_quantity: 1500, use_by: '2030-01-31' });
    expect(inputOf(edited.json(), fx().flour)?.planned).toBe(1000);
    const stale = await admin('PUT', `/work-orders/${row.id}`, { version: row.version, note: 'x' });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('VERSION_CONFLICT');
    const confirmed = await admin('POST', `/work-orders/${row.id}/confirm`, {
      actual_quantity: 1500,
    });
    expect(confirmed.statusCode).toBe(200);
    const late = await admin('PUT', `/work-orders/${row.id}`, {
      version: confirmed.json().version,
      note: 'too late',
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('INVALID_TRANSITION');
    expect(errorOf(late).message).toContain('confirmed');
    const deleted = await admin('DELETE', `/work-orders/${row.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(errorOf(deleted).code).toBe('INVALID_TRANSITION');
  });

  it('cancels a planned order once (DELETE); a cancelled one cannot be confirmed', async () => {
    const row = await fx().plan({});
    const cancelled = await admin('DELETE', `/work-orders/${row.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', version: row.version + 1 });
    const again = await admin('DELETE', `/work-orders/${row.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(row.version + 1);
    const confirm = await admin('POST', `/work-orders/${row.id}/confirm`, { actual_quantity: 1 });
    expect(confirm.statusCode).toBe(409);
    expect(errorOf(confirm).code).toBe('INVALID_TRANSITION');
    expect(await movementsOf(row.id)).toEqual([]);
    const list = await admin('GET', `/work-orders?loc=${fx().dubai}&st=cancelled`);
    expect(list.json().data.map((r: WorkOrderRow) => r.id)).toContain(row.id);
  });
});

describe('confirming a work order', () => {
  it('posts the inputs out and the output in at the cost of what went out', async () => {
    const before = { flour: (await onHand(fx().flour)).quantity, dough: await onHand(fx().dough) };
    const row = await fx().plan({ planned_quantity: 3000 });
    const reply = await fx().keeper('POST', `/work-orders/${row.id}/confirm`, {
      actual_quantity: 2700,
    });
    expect(reply.statusCode).toBe(200);
    const confirmed = reply.json() as WorkOrderRow;
    expect(confirmed).toMatchObject({ status: 'confirmed', actual_quantity: 2700 });
    expect(confirmed.confirmed_at).not.toBeNull();
    expect(confirmed.weight_loss_percent).toBeNull();
    // A shortfall in yield scales every input: 2000 g × 2700 / 3000.
    expect(inputOf(confirmed, fx().flour)?.actual).toBe(1800);
    expect(inputOf(confirmed, fx().oil)?.actual).toBe(180);
    // 1800 g × 0.002 + 180 ml × 0.01 = 5.4 for 2700 g.
    expect(confirmed.unit_cost).toBeCloseTo(0.002, 9);
    const movements = await movementsOf(row.id);
    expect(movements.map((m) => m.kind).sort()).toEqual([
      'preparation_in',
      'preparation_out',
      'preparation_out',
    ]);
    expect(movements.every((m) => m.document_kind === 'work_order')).toBe(true);
    const made = movements.find((m) => m.kind === 'preparation_in')!;
    expect(made).toMatchObject({ material_id: fx().dough, quantity: 2700, value: 5.4 });
    expect((await onHand(fx().flour)).quantity).toBe(before.flour - 1800);
    expect((await onHand(fx().dough)).quantity).toBe((before.dough?.quantity ?? 0) + 2700);
  });

  it('uses the actual amounts given, and a substitute the plan did not have', async () => {
    const row = await fx().plan({ planned_quantity: 1500 });
    const reply = await admin('POST', `/work-orders/${row.id}/confirm`, {
      actual_quantity: 1500,
      inputs: [
        { material_id: fx().flour, actual: 1100 },
        { material_id: fx().green, actual: 0.5 },
      ],
    });
    expect(reply.statusCode).toBe(200);
    const confirmed = reply.json() as WorkOrderRow;
    expect(inputOf(confirmed, fx().flour)?.actual).toBe(1100);
    expect(inputOf(confirmed, fx().oil)?.actual).toBe(100);
    expect(inputOf(confirmed, fx().green)).toEqual({
      material_id: fx().green,
      planned: 0,
      actual: 0.5,
    });
    const outs = (await movementsOf(row.id)).filter((m) => m.kind === 'preparation_out');
    expect(outs.map((m) => m.quantity).sort((a, b) => a - b)).toEqual([-1100, -100, -0.5]);
  });

  it('posts once when confirmed twice, one after the other or at the same time', async () => {
    const row = await fx().plan({});
    const body = { actual_quantity: 3000 };
    const first = await admin('POST', `/work-orders/${row.id}/confirm`, body);
    const again = await admin('POST', `/work-orders/${row.id}/confirm`, {
      actual_quantity: 2000,
    });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await movementsOf(row.id)).toHaveLength(3);

    const raced = await fx().plan({});
    const flour = (await onHand(fx().flour)).quantity;
    const replies = await Promise.all([
      admin('POST', `/work-orders/${raced.id}/confirm`, body),
      fx().keeper('POST', `/work-orders/${raced.id}/confirm`, body),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(replies[0]!.json().version).toBe(replies[1]!.json().version);
    expect(await movementsOf(raced.id)).toHaveLength(3);
    expect((await onHand(fx().flour)).quantity).toBe(flour - 2000);
  });

  it('posts its own movements even when a preparation was sent with the same id', async () => {
    const row = await fx().plan({ planned_quantity: 1500 });
    const preparation = await admin('POST', `/inventory?is_prepared=1&loc=${fx().dubai}`, {
      id: row.id,
      material_id: fx().dough,
      quantity: 1500,
    });
    expect(preparation.statusCode).toBe(201);
    const reply = await admin('POST', `/work-orders/${row.id}/confirm`, { actual_quantity: 1500 });
    expect(reply.statusCode).toBe(200);
    const mine = (await movementsOf(row.id)).filter((m) => m.document_kind === 'work_order');
    expect(mine).toHaveLength(3);
  });

  it('records a roast’s weight loss and carries its cost into the roasted stock', async () => {
    const before = await onHand(fx().roasted);
    const row = await fx().plan({
      kind: 'roast',
      material_id: fx().roasted,
      planned_quantity: 8.4,
    });
    expect(inputOf(row, fx().green)?.planned).toBe(10);
    const reply = await fx().keeper('POST', `/work-orders/${row.id}/confirm`, {
      actual_quantity: 8.2,
      inputs: [{ material_id: fx().green, actual: 10 }],
    });
    expect(reply.statusCode).toBe(200);
    const roast = reply.json() as WorkOrderRow;
    expect(roast.weight_loss_percent).toBe(18);
    // 10 kg of green at 20 a kg went in; 8.2 kg came out.
    expect(roast.unit_cost).toBeCloseTo(200 / 8.2, 5);
    const after = await onHand(fx().roasted);
    expect(after.quantity).toBeCloseTo((before?.quantity ?? 0) + 8.2, 9);
    expect(after.value).toBeCloseTo((before?.value ?? 0) + 200, 2);
  });
});

describe('reading work orders', () => {
  it('lists by location and status, and hides the unit cost from a blind caller', async () => {
    const row = await fx().plan({});
    await admin('POST', `/work-orders/${row.id}/confirm`, { actual_quantity: 3000 });
    const mine = await fx().keeper('GET', `/work-orders?loc=${fx().dubai}&st=confirmed`);
    expect(mine.statusCode).toBe(200);
    const listed = mine.json().data as WorkOrderRow[];
    expect(listed.every((r) => r.status === 'confirmed')).toBe(true);
    expect(listed.find((r) => r.id === row.id)?.unit_cost).toBeGreaterThan(0);
    const blind = await fx().blind('GET', `/work-orders/${row.id}`);
    expect(blind.statusCode).toBe(200);
    expect(blind.json()).not.toHaveProperty('unit_cost');
    const blindList = (await fx().blind('GET', '/work-orders')).json().data as WorkOrderRow[];
    expect(blindList.some((r) => 'unit_cost' in r)).toBe(false);
    const pulled = await fx().blind('GET', '/sync/pull?since=0');
    const change = pulled
      .json()
      .changes.find(
        (c: { collection: string; row: { id: string } }) =>
          c.collection === 'workOrders' && c.row.id === row.id,
      );
    expect(change.row).toMatchObject({ id: row.id, status: 'confirmed' });
    expect(change.row).not.toHaveProperty('unit_cost');
  });

  it('pages the list with its total', async () => {
    const reply = await admin('GET', `/work-orders?loc=${fx().dubai}&limit=2&page=1`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toHaveLength(2);
    expect(reply.json().pagination.total).toBeGreaterThan(2);
  });
});
