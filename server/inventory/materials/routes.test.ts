import { materialPurchasesReply, materialSkuReply } from '@contract/materialCalls';
import { recipeItemsCountReply } from '@contract/recipes';
import { resources } from '@contract/registry';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { nowIso } from '../../db/rows';
import { inventoryCallers } from './testing';
import { resourceDb } from '../../resources/store';
import { demoServer, errorOf, type TestRow } from '../../testing/harness';

const { server, admin, staff, list } = demoServer();
const { counter, outsider, customerId, locations } = inventoryCallers(server, admin);

let beans: TestRow;
beforeAll(async () => {
  beans = (await list('/materials?search=Espresso%20beans'))[0]!;
});

describe('GET /api/materials', () => {
  test('k searches like search, 10 at a time unless limit says otherwise', async () => {
    const k = (await admin('GET', '/materials?k=e')).json();
    expect(k.pagination.limit).toBe(10);
    expect(k.data).toHaveLength(10);
    expect(k.pagination.total).toBeGreaterThan(10);
    expect(k.data.every((m: TestRow) => m.name.toLowerCase().includes('e'))).toBe(true);
    const wider = (await admin('GET', '/materials?k=e&limit=15')).json();
    expect(wider.data).toHaveLength(15);
    expect((await admin('GET', '/materials?k=espresso%20b')).json().data[0].id).toBe(beans.id);
    // The standard list keeps its own default.
    expect((await admin('GET', '/materials')).json().pagination.limit).toBe(50);
  });

  test('no inventory module: 403 on every material call', async () => {
    for (const path of [
      '/materials',
      `/materials/${beans.id}`,
      '/materials/tax-groups',
      '/materials/recipe-items-count',
      '/materials-sku',
      '/materials/material-purchases',
    ]) {
      expect((await outsider('GET', path)).statusCode, path).toBe(403);
    }
  });

  test('legacy types mat, rm and fg read as RM, SR and FG', async () => {
    const made: string[] = [];
    for (const legacy of ['mat', 'rm', 'fg']) {
      const row = (await admin('POST', '/materials', { name: `Legacy ${legacy}` })).json();
      await resourceDb(server.database.db)
        .updateTable(resources.materials.table)
        .set({ type: legacy })
        .where('id', '=', row.id)
        .execute();
      made.push(row.id);
    }
    const types = [];
    for (const id of made) types.push((await admin('GET', `/materials/${id}`)).json().type);
    expect(types).toEqual(['RM', 'SR', 'FG']);
    const listed = (await admin('GET', '/materials?search=Legacy&sort=name')).json().data;
    expect(listed.map((m: TestRow) => m.type)).toEqual(['FG', 'RM', 'SR']);
  });
});

describe('GET /api/materials/{id}?loc=', () => {
  test('adds the stock at loc for a caller who may see costs', async () => {
    const [first, second] = locations();
    await server.database.db
      .insertInto('stock_balances')
      .values({
        customer_id: customerId(),
        location_id: first!,
        material_id: beans.id,
        quantity: 2_500_000,
        value: 300_000,
        average_cost: 0.12,
        movement_count: 1,
        last_movement_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    const withStock = (await admin('GET', `/materials/${beans.id}?loc=${first}`)).json();
    expect(withStock.stock).toEqual({
      location_id: first,
      quantity: 2500,
      value: 300,
      average_cost: 0.12,
    });
    const none = (await admin('GET', `/materials/${beans.id}?loc=${second}`)).json();
    expect(none.stock).toMatchObject({ quantity: 0, value: 0 });
    expect((await admin('GET', `/materials/${beans.id}`)).json()).not.toHaveProperty('stock');

    const blind = await counter('GET', `/materials/${beans.id}?loc=${first}`);
    expect(blind.statusCode).toBe(200);
    expect(blind.json()).not.toHaveProperty('stock');
    expect(blind.json()).not.toHaveProperty('cost');
    expect((await counter('GET', `/materials/${beans.id}?loc=${second}`)).statusCode).toBe(403);
    expect((await admin('GET', `/materials/${uuidv7()}`)).statusCode).toBe(404);
    expect((await admin('GET', '/materials/not-an-id')).statusCode).toBe(400);
  });
});

describe('GET /api/materials/material-purchases', () => {
  test('receipt lines with the material, newest first, paged; blind callers 403', async () => {
    const [first, second] = locations();
    // A material of its own: the demo's materials have deliveries of their own (issue 10).
    const probe = (
      await admin('POST', '/materials', { name: 'Purchases probe', unit: 'g' })
    ).json() as TestRow;
    const only = 'search=Purchases%20probe';
    const receipt = (location: string, quantity: number, at: string) => ({
      id: uuidv7(),
      customer_id: customerId(),
      location_id: location,
      material_id: probe.id as string,
      kind: 'receipt',
      quantity: quantity * 1000,
      value: quantity * 120,
      unit_cost: 0.12,
      occurred_at: at,
      business_date: at.slice(0, 10),
      reason: null,
      note: 'Delivery',
      user_id: null,
      document_kind: 'receipt',
      document_id: uuidv7(),
      created_at: nowIso(),
    });
    const rows = [
      receipt(first!, 1000, '2026-03-01T10:00:00.000Z'),
      receipt(first!, 2000, '2026-03-02T10:00:00.000Z'),
      receipt(second!, 500, '2026-03-03T10:00:00.000Z'),
    ];
    await server.database.db.insertInto('stock_movements').values(rows).execute();

    const reply = await admin('GET', `/materials/material-purchases?${only}`);
    expect(reply.statusCode).toBe(200);
    const all = materialPurchasesReply.parse(reply.json());
    expect(all.pagination).toMatchObject({ page: 1, limit: 10, total: 3 });
    expect(all.data.map((p) => p.quantity)).toEqual([500, 2000, 1000]);
    expect(all.data[0]).toMatchObject({ material_name: 'Purchases probe', unit: 'g', value: 60 });

    const paged = (
      await admin('GET', `/materials/material-purchases?limit=2&page=2&${only}`)
    ).json();
    expect(paged.data.map((p: { quantity: number }) => p.quantity)).toEqual([1000]);
    const atFirst = (
      await admin('GET', `/materials/material-purchases?loc=${first}&${only}`)
    ).json();
    expect(atFirst.pagination.total).toBe(2);
    // Staff see their own location only.
    expect(
      (await staff('GET', `/materials/material-purchases?${only}`)).json().pagination.total,
    ).toBe(2);
    expect((await staff('GET', `/materials/material-purchases?loc=${second}`)).statusCode).toBe(
      403,
    );
    expect((await counter('GET', '/materials/material-purchases')).statusCode).toBe(403);
    expect((await admin('GET', '/materials/material-purchases?limit=0')).statusCode).toBe(400);
  });
});

describe('material writes beyond the generic ones', () => {
  test('POST /materials?is_prepared=1 makes a prepared material (SR)', async () => {
    const reply = await admin('POST', '/materials?is_prepared=1', { name: 'Pesto', unit: 'g' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ is_prepared: true, type: 'SR' });
    const plain = (await admin('POST', '/materials', { name: 'Basil', unit: 'g' })).json();
    expect(plain).toMatchObject({ is_prepared: false, type: 'RM' });
    expect((await admin('POST', '/materials?is_prepared=yes', { name: 'x' })).statusCode).toBe(400);
  });

  test('bulk-update-tax gives many materials one tax group, versioned and logged', async () => {
    const group = (await admin('GET', '/materials/tax-groups')).json().data[0];
    expect(group).toHaveProperty('name');
    const two = (await list('/materials?limit=2&sort=name')).map((m) => m);
    const reply = await admin('POST', '/materials/bulk-update-tax', {
      material_ids: two.map((m) => m.id),
      tax_group_id: group.id,
    });
    expect(reply.statusCode).toBe(200);
    for (const [i, row] of reply.json().data.entries()) {
      expect(row).toMatchObject({ tax_group_id: group.id, version: two[i]!.version + 1 });
    }
    const cases: [unknown, string][] = [
      [{ material_ids: [uuidv7()], tax_group_id: null }, 'material_ids.0'],
      [{ material_ids: [two[0]!.id], tax_group_id: uuidv7() }, 'tax_group_id'],
      [{ material_ids: [], tax_group_id: null }, 'material_ids'],
      [{ material_ids: ['x'], tax_group_id: null }, 'material_ids.0'],
      [{ material_ids: [two[0]!.id] }, 'tax_group_id'],
    ];
    for (const [body, field] of cases) {
      const bad = await admin('POST', '/materials/bulk-update-tax', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(bad).fields).toHaveProperty([field]);
    }
    expect(
      (
        await counter('POST', '/materials/bulk-update-tax', {
          material_ids: [two[0]!.id],
          tax_group_id: null,
        })
      ).statusCode,
    ).toBe(403);
  });

  test('assign-to-all-locations adds the locations a material lacks, keeping the others', async () => {
    const [first] = locations();
    const made = (
      await admin('POST', '/materials', {
        name: 'Thyme',
        locations: [{ location_id: first, par: 5, minimum: 1, storage_area: 'Dry store' }],
      })
    ).json();
    const reply = await admin('POST', '/materials/assign-to-all-locations', {
      material_ids: [made.id],
      par: 10,
      storage_area: 'Walk-in fridge',
    });
    expect(reply.statusCode).toBe(200);
    const entries = reply.json().data[0].locations;
    expect(entries).toHaveLength(locations().length);
    expect(entries[0]).toEqual({
      location_id: first,
      par: 5,
      minimum: 1,
      storage_area: 'Dry store',
    });
    expect(entries[1]).toMatchObject({ par: 10, minimum: 0, storage_area: 'Walk-in fridge' });
    // Staff reach their own location only: a material already there is left as it is.
    const again = await staff('POST', '/materials/assign-to-all-locations', {
      material_ids: [made.id],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data[0].locations).toEqual(entries);
    const bad = await admin('POST', '/materials/assign-to-all-locations', {
      material_ids: [made.id],
      par: -1,
    });
    expect(errorOf(bad).fields).toHaveProperty(['par']);
  });
});

describe('material calls are versioned, logged and idempotent like every write', () => {
  test('a resent bulk call with its key changes the rows once, and devices pull the change', async () => {
    const before = (await admin('GET', `/materials/${beans.id}`)).json();
    const cursor = (await admin('GET', '/sync/pull?since=0&limit=1')).json();
    expect(cursor.changes).toHaveLength(1);
    const key = { 'idempotency-key': uuidv7() };
    const body = { material_ids: [beans.id], par: 7 };
    const first = await admin('POST', '/materials/assign-to-all-locations', body, key);
    const again = await admin('POST', '/materials/assign-to-all-locations', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const after = (await admin('GET', `/materials/${beans.id}`)).json();
    expect(after.version).toBe(before.version + 1);
    let since = 0;
    let seen: Record<string, unknown> | undefined;
    for (;;) {
      const page = (await admin('GET', `/sync/pull?since=${since}&limit=1000`)).json();
      for (const c of page.changes) if (c.row.id === beans.id) seen = c.row;
      since = page.cursor;
      if (!page.more) break;
    }
    expect(seen).toMatchObject({ version: after.version });
  });

  test('garbage queries are 400s with the parameter, never 500s', async () => {
    const cases: [string, string][] = [
      [`/materials?k=${'x'.repeat(201)}`, 'k'],
      ['/materials?k=a&limit=0', 'limit'],
      [`/materials-sku?sku=${'x'.repeat(65)}`, 'sku'],
      ['/materials/material-purchases?page=-1', 'page'],
      [`/materials/${uuidv7()}?loc=${'x'.repeat(65)}`, 'loc'],
    ];
    for (const [path, field] of cases) {
      const reply = await admin('GET', path);
      expect(reply.statusCode, path).toBe(400);
      expect(errorOf(reply).fields, path).toHaveProperty([field]);
    }
  });
});

describe('material reads for the screens', () => {
  test('recipe-items-count counts distinct materials used in recipes by type', async () => {
    const reply = await admin('GET', '/materials/recipe-items-count');
    const counts = recipeItemsCountReply.parse(reply.json());
    expect(counts.rmCount).toBeGreaterThan(10);
    expect(counts.srCount).toBeGreaterThanOrEqual(3);
    expect(counts.total).toBe(counts.rmCount + counts.srCount);
    expect((await counter('GET', '/materials/recipe-items-count')).statusCode).toBe(200);
  });

  test('materials-sku suggests the next free SKU and says whether one is taken', async () => {
    const reply = materialSkuReply.parse((await admin('GET', '/materials-sku')).json());
    expect(reply.next).toMatch(/^MAT-\d+$/);
    expect(reply.taken).toBe(false);
    const taken = (await admin('GET', `/materials-sku?sku=${beans.sku as string}`)).json();
    expect(taken).toEqual({ next: reply.next, taken: true });
    const free = (await admin('GET', `/materials-sku?sku=${reply.next.toLowerCase()}`)).json();
    expect(free.taken).toBe(false);
    await admin('POST', '/materials', { name: 'Next one', sku: reply.next });
    expect((await admin('GET', '/materials-sku')).json().next).not.toBe(reply.next);
  });
});

describe('a material recipe cannot contain itself', () => {
  test('refused through the generic create and update, at depth 1 and 2', async () => {
    const prepared = (name: string) =>
      admin('POST', '/materials?is_prepared=1', { name, unit: 'g' }).then((r) => r.json());
    const a = await prepared('Cycle A');
    const b = await prepared('Cycle B');
    const line = (material: TestRow) => ({ material_id: material.id, quantity: 10, unit: 'g' });
    const ab = await admin('PUT', `/materials/${a.id}`, { version: 1, recipe: [line(b)] });
    expect(ab.statusCode).toBe(200);
    // Depth 1: B made of A, which is made of B.
    const ba = await admin('PUT', `/materials/${b.id}`, { version: 1, recipe: [line(a)] });
    expect(ba.statusCode).toBe(400);
    expect(errorOf(ba).fields).toHaveProperty(['recipe.0.material_id']);
    // Depth 2: C made of A (A → B), then B made of C.
    const c = (
      await admin('POST', '/materials?is_prepared=1', { name: 'Cycle C', recipe: [line(a)] })
    ).json();
    const bc = await admin('PUT', `/materials/${b.id}`, {
      version: 1,
      recipe: [line(beans), line(c)],
    });
    expect(bc.statusCode).toBe(400);
    expect(errorOf(bc).fields).toHaveProperty(['recipe.1.material_id']);
    // Itself directly, on create with a chosen id.
    const id = uuidv7();
    const self = await admin('POST', '/materials', {
      id,
      name: 'Self',
      recipe: [{ ...line(a), material_id: id }],
    });
    expect(self.statusCode).toBe(400);
  });
});
