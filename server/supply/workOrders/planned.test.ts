import type { WorkOrderRow } from '@contract/workOrders';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { PLANNED_FOR, workOrderFixture } from './testing';
import { demoServer, errorOf } from '../../testing/harness';

/** The business day a work order is planned for: required, checked, editable, listed by. */

const demo = demoServer();
const { admin } = demo;
const fx = workOrderFixture(demo.server, admin, 'WO planned');

const listed = async (query: string): Promise<string[]> => {
  const reply = await admin('GET', `/work-orders?loc=${fx().dubai}&limit=1000&${query}`);
  expect(reply.statusCode, query).toBe(200);
  return (reply.json().data as WorkOrderRow[]).map((r) => r.id);
};

describe('the day a work order is planned for', () => {
  it('is required to plan one, and nothing is stored without it', async () => {
    const id = uuidv7();
    const reply = await admin('POST', '/work-orders', {
      id,
      location_id: fx().dubai,
      material_id: fx().dough,
      planned_quantity: 1500,
    });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).fields).toHaveProperty('planned_for');
    expect((await admin('GET', `/work-orders/${id}`)).statusCode).toBe(404);
  });

  it('answers 400, never 500, to a day that is not a day', async () => {
    const row = await fx().plan({});
    for (const planned_for of [
      '31/12/2026',
      '2026-02-30',
      '2026-12-1',
      '2026-12-01T08:00:00Z',
      '1899-12-31',
      '2100-01-01',
      '',
      null,
      20261201,
      ['2026-12-01'],
    ]) {
      const create = await admin('POST', '/work-orders', {
        id: uuidv7(),
        location_id: fx().dubai,
        material_id: fx().dough,
        planned_quantity: 1500,
        planned_for,
      });
      expect(create.statusCode, JSON.stringify(planned_for)).toBe(400);
      expect(errorOf(create).fields, JSON.stringify(planned_for)).toHaveProperty('planned_for');
      const edit = await admin('PUT', `/work-orders/${row.id}`, { version: 1, planned_for });
      expect(edit.statusCode, JSON.stringify(planned_for)).toBe(400);
    }
    expect((await admin('GET', `/work-orders/${row.id}`)).json()).toMatchObject({
      version: 1,
      planned_for: PLANNED_FOR,
    });
  });

  it('is kept as given, part of what makes a resent create the same one', async () => {
    const body = {
      id: uuidv7(),
      location_id: fx().dubai,
      material_id: fx().dough,
      planned_quantity: 1500,
      planned_for: '2026-12-24',
    };
    const first = await admin('POST', '/work-orders', body);
    expect(first.statusCode).toBe(201);
    expect(first.json().planned_for).toBe('2026-12-24');
    expect((await admin('GET', `/work-orders/${body.id}`)).json().planned_for).toBe('2026-12-24');
    const again = await admin('POST', '/work-orders', body);
    expect(again.statusCode).toBe(200);
    const otherDay = await admin('POST', '/work-orders', { ...body, planned_for: '2026-12-25' });
    expect(otherDay.statusCode).toBe(409);
    expect(errorOf(otherDay).code).toBe('ID_REUSED');
  });

  it('moves to another day while planned, and devices pull the new day', async () => {
    const row = await fx().plan({ planned_for: '2026-12-02' });
    const moved = await admin('PUT', `/work-orders/${row.id}`, {
      version: row.version,
      planned_for: '2026-12-03',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ planned_for: '2026-12-03', version: row.version + 1 });
    // Only the day changed: the inputs stay as planned.
    expect(moved.json().inputs).toEqual(row.inputs);
    const pulled = await admin('GET', '/sync/pull?since=0');
    const change = pulled
      .json()
      .changes.find(
        (c: { collection: string; row: { id: string } }) =>
          c.collection === 'workOrders' && c.row.id === row.id,
      );
    expect(change.row.planned_for).toBe('2026-12-03');
  });

  it('filters the list by one day, or by a range of days', async () => {
    const days = ['2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'];
    const ids: string[] = [];
    for (const planned_for of days) ids.push((await fx().plan({ planned_for })).id);
    const cancelled = await fx().plan({ planned_for: days[1] });
    expect((await admin('DELETE', `/work-orders/${cancelled.id}`)).statusCode).toBe(200);

    expect(await listed(`planned_for=${days[1]}`)).toEqual(
      expect.arrayContaining([ids[1], cancelled.id]),
    );
    expect(await listed(`planned_for=${days[1]}`)).toHaveLength(2);
    expect(await listed(`planned_for=${days[1]}&st=planned`)).toEqual([ids[1]]);
    expect((await listed(`from=${days[1]}&to=${days[2]}&st=planned`)).sort()).toEqual(
      [ids[1]!, ids[2]!].sort(),
    );
    const fromOn = await listed(`from=${days[2]}&st=planned`);
    expect(fromOn).toEqual(expect.arrayContaining([ids[2], ids[3]]));
    expect(fromOn).not.toContain(ids[1]);
    const upTo = await listed(`to=${days[0]}`);
    expect(upTo).toContain(ids[0]);
    expect(upTo).not.toContain(ids[1]);
    expect(await listed('planned_for=2027-03-13')).toEqual([]);
  });
});
