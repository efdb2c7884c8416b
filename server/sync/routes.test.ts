import { resourceByCollection, rowSchema } from '@contract/registry';
import { settingRow } from '@contract/settings';
import { orderRequestRow, transferRow } from '@contract/transfers';
import { workOrderRow } from '@contract/workOrders';
import { supplierInvoiceRow, supplierOrderRow } from '@contract/purchasing';
import type { z } from 'zod';
import { batchReply, pullReply, type PullReply } from '@contract/sync';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, test } from 'vitest';
import { caller, demoServer, errorOf, type Caller } from '../testing/harness';

const { server, admin, staff } = demoServer();

/** Every page of a pull from `since`, checking that cursors only move forward. */
async function pullAll(call: Caller, since = 0, limit = 100) {
  const changes: PullReply['changes'] = [];
  let cursor = since;
  for (let pages = 0; pages < 1000; pages += 1) {
    const response = await call('GET', `/sync/pull?since=${cursor}&limit=${limit}`);
    expect(response.statusCode).toBe(200);
    const page = pullReply.parse(response.json());
    expect(page.changes.length).toBeLessThanOrEqual(limit);
    if (page.changes.length) expect(page.cursor).toBe(page.changes.at(-1)!.seq);
    expect(page.cursor).toBeGreaterThanOrEqual(cursor);
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.more) break;
  }
  return { changes, cursor };
}

describe('POST /api/batch', () => {
  test('runs calls in order through the same routes, one reply each, mixed statuses', async () => {
    const id = uuidv7();
    const response = await admin('POST', '/batch', {
      calls: [
        {
          method: 'POST',
          path: '/brands',
          body: { id, name: 'Batched' },
          idempotency_key: `b1-${id}`,
        },
        {
          method: 'PUT',
          path: `/brands/${id}`,
          body: { name: 'Batched twice', version: 1 },
          idempotency_key: `b2-${id}`,
        },
        { method: 'PUT', path: `/brands/${id}`, body: { name: 'Stale', version: 1 } },
        { method: 'POST', path: '/brands', body: { name: '' } },
        { method: 'GET', path: `/brands/${id}` },
        { method: 'GET', path: '/no-such-thing' },
        { method: 'POST', path: '/locations', body: { name: 'Allowed for admin' } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { replies } = batchReply.parse(response.json());
    expect(replies.map((r) => r.status)).toEqual([201, 200, 409, 400, 200, 404, 201]);
    expect(replies[4]!.body).toMatchObject({ id, name: 'Batched twice', version: 2 });
    expect(replies[2]!.body).toMatchObject({ error: { code: 'VERSION_CONFLICT' } });
    expect(replies[5]!.body).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });

    // Sent again (a lost reply), the keyed writes replay and write nothing new.
    const again = await admin('POST', '/batch', {
      calls: [
        {
          method: 'POST',
          path: '/brands',
          body: { id, name: 'Batched' },
          idempotency_key: `b1-${id}`,
        },
        {
          method: 'PUT',
          path: `/brands/${id}`,
          body: { name: 'Batched twice', version: 1 },
          idempotency_key: `b2-${id}`,
        },
      ],
    });
    const replayed = batchReply.parse(again.json()).replies;
    expect(replayed.map((r) => r.status)).toEqual([201, 200]);
    expect(replayed[0]!.body).toEqual(replies[0]!.body);
    expect((await admin('GET', `/brands/${id}`)).json().version).toBe(2);
  });

  test("calls run as the caller: staff's configuration calls are refused inside a batch", async () => {
    const own = (await staff('GET', '/user-find/current')).json().location_id as string;
    const response = await staff('POST', '/batch', {
      calls: [
        { method: 'POST', path: '/brands', body: { name: 'Staff batch', location_id: own } },
        { method: 'POST', path: '/locations', body: { name: 'Not allowed' } },
      ],
    });
    const { replies } = batchReply.parse(response.json());
    expect(replies.map((r) => r.status)).toEqual([201, 403]);
  });

  test('a batch inside a batch is refused', async () => {
    const nested = await admin('POST', '/batch', {
      calls: [{ method: 'POST', path: '/batch', body: { calls: [] } }],
    });
    expect(nested.statusCode).toBe(400);
    expect(errorOf(nested).fields).toHaveProperty('calls.0.path');
    const marked = await admin(
      'POST',
      '/batch',
      { calls: [{ method: 'GET', path: '/brands' }] },
      {
        'x-backhouse-batch': '1',
      },
    );
    expect(marked.statusCode).toBe(400);
  });

  test('needs a token, and takes at most 500 calls', async () => {
    expect((await caller(server.app, null)('POST', '/batch', { calls: [] })).statusCode).toBe(401);
    const calls = Array.from({ length: 501 }, () => ({ method: 'GET', path: '/brands' }));
    const tooMany = await admin('POST', '/batch', { calls });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).fields).toHaveProperty('calls');
  });
});

/** Rows of the extra collections besides settings, by collection (the demo has some of each). */
const extraRows: Record<string, z.ZodType> = {
  orderRequests: orderRequestRow,
  transfers: transferRow,
  workOrders: workOrderRow,
  supplierOrders: supplierOrderRow,
  supplierInvoices: supplierInvoiceRow,
};

describe('GET /api/sync/pull', () => {
  test('pages through every row in seq order, in the shape the routes return', async () => {
    const { changes } = await pullAll(admin, 0, 37);
    const seqs = changes.map((c) => c.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(changes.map((c) => `${c.collection}:${c.row.id}`)).size).toBe(changes.length);
    for (const change of changes) {
      const def = resourceByCollection(change.collection);
      if (def) rowSchema(def).parse(change.row);
      else (extraRows[change.collection] ?? settingRow).parse(change.row);
    }
    const brand = changes.find((c) => c.collection === 'brands')!;
    expect((await admin('GET', `/brands/${brand.row.id}`)).json()).toEqual(brand.row);
    const brandCount = (await admin('GET', '/brands?limit=1000')).json().pagination.total;
    expect(changes.filter((c) => c.collection === 'brands')).toHaveLength(brandCount);
    expect(changes.filter((c) => c.collection === 'settings').length).toBeGreaterThanOrEqual(
      5 * 10,
    );
  });

  test('after a cursor: the latest state of each changed row, once, tombstones included', async () => {
    const { cursor } = await pullAll(admin);
    const created = (await admin('POST', '/brands', { name: 'Short-lived' })).json();
    await admin('PUT', `/brands/${created.id}`, { name: 'Renamed', version: 1 });
    const label = (await admin('POST', '/label', { name: 'Temporary' })).json();
    await admin('DELETE', `/label/${label.id}`);
    await admin('POST', '/config', { name: 'vat', value: '7' });

    const { changes } = await pullAll(admin, cursor);
    expect(changes.map((c) => c.collection)).toEqual(['brands', 'labels', 'settings']);
    expect(changes[0]!.row).toMatchObject({ id: created.id, name: 'Renamed', version: 2 });
    expect(changes[1]!.row).toMatchObject({ id: label.id, deleted_at: expect.any(String) });
    expect(changes[2]!.row).toMatchObject({ name: 'vat', value: '7' });
    const nothing = await admin('GET', `/sync/pull?since=${changes.at(-1)!.seq}`);
    expect(nothing.json()).toEqual({ changes: [], cursor: changes.at(-1)!.seq, more: false });
  });

  test('only collections the caller may read and locations they may use', async () => {
    const everything = (await pullAll(admin)).changes;
    const { changes } = await pullAll(staff);
    const collections = new Set(changes.map((c) => c.collection));
    // Staff read the catalogue and their location; configuration, suppliers and people are not theirs.
    expect(collections).toContain('brands');
    expect(collections).toContain('modifierItems');
    for (const hidden of ['floors', 'tables', 'taxes', 'suppliers', 'roles', 'coupons']) {
      expect(collections).not.toContain(hidden);
    }
    const own = (await staff('GET', '/user-find/current')).json().location_id as string;
    const locations = changes.filter((c) => c.collection === 'locations');
    expect(locations.map((c) => c.row.id)).toEqual([own]);
    const settings = changes.filter((c) => c.collection === 'settings');
    expect(settings.length).toBeGreaterThan(0);
    expect(new Set(settings.map((c) => c.row.location_id))).toEqual(new Set([own]));
    expect(everything.filter((c) => c.collection === 'settings').length).toBeGreaterThan(
      settings.length,
    );

    // A catalogue row placed at another location stays out of staff's pull.
    const soho = (await admin('GET', '/locations?search=soho')).json().data[0].id;
    const elsewhere = (await admin('POST', `/brands?loc=${soho}`, { name: 'Soho only' })).json();
    const after = (await pullAll(staff)).changes;
    expect(after.map((c) => c.row.id)).not.toContain(elsewhere.id);
    expect((await pullAll(admin)).changes.map((c) => c.row.id)).toContain(elsewhere.id);
  });

  test('a row moved to a location the caller may not use reaches them as a tombstone, once', async () => {
    const own = (await staff('GET', '/user-find/current')).json().location_id as string;
    const soho = (await admin('GET', '/locations?search=soho')).json().data[0].id as string;
    const brand = (await admin('POST', `/brands`, { name: 'Travelling', location_id: own })).json();
    const seen = await pullAll(staff);
    expect(seen.changes.find((c) => c.row.id === brand.id)?.row).toMatchObject({
      name: 'Travelling',
    });
    const adminSeen = await pullAll(admin);

    const moved = await admin('PUT', `/brands/${brand.id}`, { location_id: soho, version: 1 });
    expect(moved.statusCode).toBe(200);
    // Edited again where it now is: staff must still learn it left their location.
    await admin('PUT', `/brands/${brand.id}`, { name: 'Travelled', version: 2 });

    const staffAfter = (await pullAll(staff, seen.cursor)).changes.filter(
      (c) => c.row.id === brand.id,
    );
    expect(staffAfter).toHaveLength(1);
    expect(staffAfter[0]!.row).toEqual({
      id: brand.id,
      version: 3,
      updated_at: expect.any(String),
      deleted_at: expect.any(String),
    });
    // A user of both locations gets the row itself, once.
    const adminAfter = (await pullAll(admin, adminSeen.cursor)).changes.filter(
      (c) => c.row.id === brand.id,
    );
    expect(adminAfter.map((c) => [c.row.name, c.row.deleted_at])).toEqual([['Travelled', null]]);

    // Back at staff's location: the row itself again.
    const back = await admin('PUT', `/brands/${brand.id}`, { location_id: own, version: 3 });
    expect(back.statusCode).toBe(200);
    const returned = (await pullAll(staff, seen.cursor)).changes.filter(
      (c) => c.row.id === brand.id,
    );
    expect(returned.map((c) => [c.row.name, c.row.deleted_at])).toEqual([['Travelled', null]]);
  });

  test('rejects a bad cursor or limit with field paths', async () => {
    const response = await admin('GET', '/sync/pull?since=-1&limit=99999');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {})).toEqual(expect.arrayContaining(['since']));
  });
});
