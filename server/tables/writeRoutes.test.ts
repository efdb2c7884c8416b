import { tableBulkReply, tableRow, type PlanTable } from '@contract/tables';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, test } from 'vitest';
import { errorOf } from '../testing/harness';
import { tablesFixture } from './testing';

const fx = tablesFixture();
const { admin, staff, manager, stranger } = fx;

/** The Dubai Marina table named `name`, as the server holds it now. */
const table = async (name: string): Promise<PlanTable> =>
  (await fx.tablesAt(fx.dubai())).find((t) => t.name === name)!;
const statusOf = async (name: string) => {
  const t = await table(name);
  return { is_active: t.is_active, status: t.status, floor_name: t.floor_name };
};

describe('a table placed on the floor plan', () => {
  test('placing is an ordinary versioned update, within the plan bounds', async () => {
    const t1 = await table('T1');
    const placed = await manager('PUT', `/tables/${t1.id}`, {
      version: t1.version,
      plan_x: 400,
      plan_y: 250,
      plan_width: 120,
      plan_height: 60,
      plan_rotation: 45,
    });
    expect(placed.statusCode).toBe(200);
    expect(tableRow.parse(placed.json())).toMatchObject({
      plan_x: 400,
      plan_y: 250,
      plan_width: 120,
      plan_height: 60,
      plan_rotation: 45,
      version: t1.version + 1,
    });
    const stale = await manager('PUT', `/tables/${t1.id}`, { version: t1.version, plan_x: 1 });
    expect(stale.statusCode).toBe(409);

    for (const [field, value] of [
      ['plan_x', 1601],
      ['plan_y', -1],
      ['plan_width', 10],
      ['plan_height', 401],
      ['plan_rotation', 360],
      ['plan_x', 10.5],
      ['plan_y', 'middle'],
    ] as const) {
      const bad = await manager('PUT', `/tables/${t1.id}`, {
        version: t1.version + 1,
        [field]: value,
      });
      expect(bad.statusCode, `${field} ${value}`).toBe(400);
      expect(errorOf(bad).fields).toHaveProperty([field]);
    }
    expect((await table('T1')).plan_x).toBe(400);
  });

  test("a table's floor must be at its own location", async () => {
    const t2 = await table('T2');
    const sohoFloor = (await fx.floorsAt(fx.soho()))[0]!;
    const moved = await admin('PUT', `/tables/${t2.id}`, {
      version: t2.version,
      floor_id: sohoFloor.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(errorOf(moved).fields).toHaveProperty(['floor_id']);
  });
});

describe('toggle-status and current-status', () => {
  test('the host stand sets a status and takes a table out of use', async () => {
    const t3 = await table('T3');
    const seated = await manager('PUT', `/tables/v2/${t3.id}/current-status`, {
      status: 'occupied',
    });
    expect(seated.statusCode).toBe(200);
    expect(seated.json()).toMatchObject({ status: 'occupied', version: t3.version + 1 });

    // Guests at the table: it cannot be taken out of use until freed.
    const refused = await manager('PUT', `/tables/v2/${t3.id}/toggle-status`, { isActive: false });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'INVALID_STATUS_CHANGE' });
    expect(errorOf(refused).fields).toHaveProperty(['isActive']);
    // Nor through the generic update the offline queue sends.
    const generic = await manager('PUT', `/tables/${t3.id}`, {
      version: t3.version + 1,
      is_active: false,
    });
    expect(generic.statusCode).toBe(409);

    await manager('PUT', `/tables/v2/${t3.id}/current-status`, { status: 'cleaning' });
    const off = await manager('PUT', `/tables/v2/${t3.id}/toggle-status`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ is_active: false, status: 'cleaning' });

    // An inactive table is neither seated nor reserved; other statuses are fine.
    for (const status of ['occupied', 'reserved']) {
      const no = await manager('PUT', `/tables/v2/${t3.id}/current-status`, { status });
      expect(no.statusCode, status).toBe(409);
      expect(errorOf(no).fields).toHaveProperty(['status']);
    }
    const outOfService = await manager('PUT', `/tables/v2/${t3.id}/current-status`, {
      status: 'out_of_service',
    });
    expect(outOfService.statusCode).toBe(200);
    const on = await manager('PUT', `/tables/v2/${t3.id}/toggle-status`, { isActive: true });
    expect(on.json()).toMatchObject({ is_active: true, status: 'out_of_service' });
    expect((await fx.floorsAt(fx.dubai()))[0]).toMatchObject({ active_count: 10 });
  });

  test('repeating a write with its Idempotency-Key answers the first reply', async () => {
    const t4 = await table('T4');
    const key = { 'idempotency-key': uuidv7() };
    const first = await manager(
      'PUT',
      `/tables/v2/${t4.id}/current-status`,
      { status: 'reserved' },
      key,
    );
    const again = await manager(
      'PUT',
      `/tables/v2/${t4.id}/current-status`,
      { status: 'reserved' },
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(first.json().version);
    expect((await table('T4')).version).toBe(first.json().version);
  });

  test('bad input is a 400, a stranger or staff never reach the table', async () => {
    const t5 = await table('T5');
    for (const [path, body] of [
      ['toggle-status', {}],
      ['toggle-status', { isActive: 'no' }],
      ['toggle-status', { isActive: true, extra: 1 }],
      ['current-status', { status: 'dirty' }],
      ['current-status', { status: null }],
      ['current-status', [1, 2]],
    ] as const) {
      const bad = await manager('PUT', `/tables/v2/${t5.id}/${path}`, body);
      expect(bad.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(errorOf(bad).code).toBe('VALIDATION');
    }
    expect(
      (await manager('PUT', '/tables/v2/nope/toggle-status', { isActive: true })).statusCode,
    ).toBe(400);
    const foreign = await admin('PUT', `/tables/v2/${fx.strangerTable()}/toggle-status`, {
      isActive: false,
    });
    expect(foreign.statusCode).toBe(404);
    const soho = (await fx.tablesAt(fx.soho()))[0]!;
    const elsewhere = await manager('PUT', `/tables/v2/${soho.id}/current-status`, {
      status: 'cleaning',
    });
    expect(elsewhere.statusCode).toBe(403);
    const byStaff = await staff('PUT', `/tables/v2/${t5.id}/toggle-status`, { isActive: false });
    expect(byStaff.statusCode).toBe(403);
    expect(errorOf(byStaff).permission).toBe('config.write');
    expect(await statusOf('T5')).toEqual({
      is_active: true,
      status: 'available',
      floor_name: 'Main dining room',
    });
  });
});

describe('bulk operations', () => {
  const bulk = (body: unknown) => manager('POST', '/tables/v2/bulk-operations', body);
  const ids = async (...names: string[]) =>
    Promise.all(names.map(async (name) => (await table(name)).id));

  test('activate, deactivate, set a status and move to a floor, each all at once', async () => {
    const tableIds = await ids('T6', 'T7', 'T8');
    const off = await bulk({ tableIds, operation: 'deactivate' });
    expect(off.statusCode).toBe(200);
    const reply = tableBulkReply.parse(off.json());
    expect(reply.data.map((t) => [t.name, t.is_active])).toEqual([
      ['T6', false],
      ['T7', false],
      ['T8', false],
    ]);
    expect((await bulk({ tableIds, operation: 'set_status', status: 'cleaning' })).statusCode).toBe(
      200,
    );
    expect((await bulk({ tableIds, operation: 'activate' })).statusCode).toBe(200);
    const terrace = (await fx.floorsAt(fx.dubai())).find((f) => f.name === 'Terrace')!;
    const moved = await bulk({ tableIds, operation: 'move_to_floor', floorId: terrace.id });
    expect(moved.statusCode).toBe(200);
    for (const name of ['T6', 'T7', 'T8']) {
      expect(await statusOf(name)).toEqual({
        is_active: true,
        status: 'cleaning',
        floor_name: 'Terrace',
      });
    }
  });

  test('one refused table refuses the whole operation', async () => {
    const [t9, t10] = await ids('T9', 'T10');
    await manager('PUT', `/tables/v2/${t10}/current-status`, { status: 'occupied' });
    const refused = await bulk({ tableIds: [t9, t10], operation: 'deactivate' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'INVALID_STATUS_CHANGE' });
    expect(Object.keys(errorOf(refused).fields ?? {})).toEqual(['tableIds.1']);
    expect((await statusOf('T9')).is_active).toBe(true);

    const sohoFloor = (await fx.floorsAt(fx.soho()))[0]!;
    const wrongFloor = await admin('POST', '/tables/v2/bulk-operations', {
      tableIds: [t9],
      operation: 'move_to_floor',
      floorId: sohoFloor.id,
    });
    expect(wrongFloor.statusCode).toBe(400);
    expect(errorOf(wrongFloor).fields).toHaveProperty(['tableIds.0']);
    const noFloor = await bulk({ tableIds: [t9], operation: 'move_to_floor', floorId: uuidv7() });
    expect(noFloor.statusCode).toBe(400);
    expect(errorOf(noFloor).fields).toHaveProperty(['floorId']);

    const foreign = await admin('POST', '/tables/v2/bulk-operations', {
      tableIds: [t9, fx.strangerTable()],
      operation: 'set_status',
      status: 'reserved',
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(errorOf(foreign).fields ?? {})).toEqual(['tableIds.1']);
    const soho = (await fx.tablesAt(fx.soho()))[0]!;
    const elsewhere = await bulk({
      tableIds: [t9, soho.id],
      operation: 'set_status',
      status: 'reserved',
    });
    expect(elsewhere.statusCode).toBe(403);
    expect((await statusOf('T9')).status).toBe('available');
    // The stranger cannot reach the demo's tables either.
    const theirs = await stranger('POST', '/tables/v2/bulk-operations', {
      tableIds: [t9],
      operation: 'delete',
    });
    expect(theirs.statusCode).toBe(400);
  });

  test('unknown operations, missing arguments, duplicates and 10,000 ids are 400s', async () => {
    const [t11, t12] = await ids('T11', 'T12');
    const cases: [unknown, string][] = [
      [{ tableIds: [t11], operation: 'paint' }, 'operation'],
      [{ tableIds: [t11] }, 'operation'],
      [{ tableIds: [t11], operation: 'set_status' }, 'status'],
      [{ tableIds: [t11], operation: 'set_status', status: 'dirty' }, 'status'],
      [{ tableIds: [t11], operation: 'move_to_floor' }, 'floorId'],
      [{ tableIds: [], operation: 'activate' }, 'tableIds'],
      [{ tableIds: ['x'], operation: 'activate' }, 'tableIds.0'],
      [{ tableIds: [t11, t12, t11], operation: 'activate' }, 'tableIds.2'],
      [{ tableIds: [t11], operation: 'activate', extra: true }, 'extra'],
      [
        { tableIds: Array.from({ length: 10_000 }, () => uuidv7()), operation: 'delete' },
        'tableIds',
      ],
    ];
    for (const [body, field] of cases) {
      const reply = await bulk(body);
      expect(reply.statusCode, field).toBe(400);
      expect(errorOf(reply).code).toBe('VALIDATION');
      expect(errorOf(reply).fields, field).toHaveProperty([field]);
    }
    const garbage = await manager('POST', '/tables/v2/bulk-operations', '{"tableIds":', {
      'content-type': 'application/json',
    });
    expect(garbage.statusCode).toBe(400);
    const byStaff = await staff('POST', '/tables/v2/bulk-operations', {
      tableIds: [t11],
      operation: 'delete',
    });
    expect(byStaff.statusCode).toBe(403);
    expect((await table('T11')).is_active).toBe(true);
  });

  test('delete tombstones every table named, and they leave the plan', async () => {
    const tableIds = await ids('T13', 'T14');
    const deleted = await bulk({ tableIds, operation: 'delete' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.every((t: { deleted_at: string | null }) => t.deleted_at)).toBe(
      true,
    );
    const names = (await fx.tablesAt(fx.dubai())).map((t) => t.name);
    expect(names).not.toContain('T13');
    expect(names).toHaveLength(14);
    expect((await bulk({ tableIds, operation: 'activate' })).statusCode).toBe(400);
  });
});
