import { beforeAll, describe, expect, test } from 'vitest';
import { inventoryCallers } from './testing';
import { demoServer, errorOf, type TestRow } from '../../testing/harness';

/** Registry `hiddenWithout`: a caller without `inventory.costs` never receives a material's cost. */
const { server, admin } = demoServer();
const { counter, outsider, blindWriter } = inventoryCallers(server, admin);

let beans: TestRow;
beforeAll(async () => {
  beans = (await admin('GET', '/materials?search=Espresso%20beans')).json().data[0];
});

describe('costs a blind caller never sees (registry hiddenWithout)', () => {
  test('list, get and the sync pull carry cost for the admin and not for the counter', async () => {
    const adminList = (await admin('GET', '/materials?limit=1000')).json().data as TestRow[];
    expect(adminList.every((m) => typeof m.cost === 'number')).toBe(true);
    const blindList = (await counter('GET', '/materials?limit=1000')).json().data as TestRow[];
    expect(blindList).toHaveLength(adminList.length);
    expect(blindList.some((m) => 'cost' in m)).toBe(false);

    expect((await admin('GET', `/materials/${beans.id}`)).json().cost).toBe(0.12);
    const blindOne = await counter('GET', `/materials/${beans.id}`);
    expect(blindOne.statusCode).toBe(200);
    expect(blindOne.json()).not.toHaveProperty('cost');
    expect(blindOne.json().name).toBe('Espresso beans');

    const pulled = async (call: typeof admin) => {
      const rows: Record<string, unknown>[] = [];
      let since = 0;
      for (;;) {
        const page = (await call('GET', `/sync/pull?since=${since}&limit=1000`)).json();
        for (const c of page.changes) if (c.collection === 'materials') rows.push(c.row);
        since = page.cursor;
        if (!page.more) break;
      }
      return rows;
    };
    const adminPulled = await pulled(admin);
    expect(adminPulled.length).toBe(adminList.length);
    expect(adminPulled.every((r) => typeof r.cost === 'number')).toBe(true);
    const blindPulled = await pulled(counter);
    expect(blindPulled.length).toBe(adminList.length);
    expect(blindPulled.some((r) => 'cost' in r)).toBe(false);
  });

  test('write replies leave cost out for a writer who may not see it', async () => {
    const created = await blindWriter('POST', '/materials', {
      name: 'Saffron',
      unit: 'g',
      cost: 9,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).not.toHaveProperty('cost');
    const id = created.json().id as string;
    expect((await admin('GET', `/materials/${id}`)).json().cost).toBe(9);
    const put = await blindWriter('PUT', `/materials/${id}`, {
      version: 1,
      name: 'Saffron threads',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).not.toHaveProperty('cost');
    const stale = await blindWriter('PUT', `/materials/${id}`, { version: 1, name: 'Old' });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).current).toMatchObject({ id, version: 2 });
    expect(errorOf(stale).current).not.toHaveProperty('cost');
    // A change that leaves cost out keeps the stored cost.
    expect((await admin('GET', `/materials/${id}`)).json()).toMatchObject({ cost: 9, version: 2 });
    const bulk = await blindWriter('POST', '/materials/bulk-update-tax', {
      material_ids: [id],
      tax_group_id: null,
    });
    expect(bulk.json().data[0]).not.toHaveProperty('cost');
    const deleted = await blindWriter('DELETE', `/materials/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).not.toHaveProperty('cost');
    // The counter may not write at all; a user without the inventory module may not even read.
    expect((await counter('POST', '/materials', { name: 'Nope' })).statusCode).toBe(403);
    expect((await outsider('POST', '/materials', { name: 'Nope' })).statusCode).toBe(403);
  });
});
