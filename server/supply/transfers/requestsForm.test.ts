import type { RequestMaterial, SupplyingLocation } from '@contract/transfers';
import { v4 as uuidv4 } from 'uuid';
import { describe, expect, test } from 'vitest';
import { demoServer } from '../../testing/harness';
import { nextDelivery } from './requestsForm';
import { transferFixture } from './testing';

const { server, admin } = demoServer();
const fixture = transferFixture(server, admin, 'form');

describe('the next delivery after the cut-off, on the supplying place’s clock', () => {
  // Monday 2 March 2026. Dubai is UTC+4 all year.
  const monday = (utc: string) => Date.parse(`2026-03-02T${utc}Z`);

  test('before the cut-off: tomorrow; after it: the day after', () => {
    expect(nextDelivery(monday('06:00:00'), '14:00', [], 'Asia/Dubai')).toEqual({
      next_delivery: '2026-03-03',
      order_by: '2026-03-02T10:00:00.000Z',
    });
    expect(nextDelivery(monday('11:00:00'), '14:00', [], 'Asia/Dubai')).toEqual({
      next_delivery: '2026-03-04',
      order_by: '2026-03-03T10:00:00.000Z',
    });
  });

  test('the place’s time zone decides, not UTC', () => {
    // 08:30 UTC is before a 10:00 cut-off in UTC but 12:30 in Dubai: past it there.
    expect(nextDelivery(monday('08:30:00'), '10:00', [], 'Asia/Dubai').next_delivery).toBe(
      '2026-03-04',
    );
    expect(nextDelivery(monday('08:30:00'), '10:00', [], null).next_delivery).toBe('2026-03-03');
    // 21:00 UTC Monday is already 01:00 Tuesday in Dubai: delivery Wednesday.
    expect(nextDelivery(monday('21:00:00'), '14:00', [], 'Asia/Dubai').next_delivery).toBe(
      '2026-03-04',
    );
  });

  test('moved on to a delivery day; no cut-off means until midnight', () => {
    // Delivers Mondays and Thursdays: ordered Monday morning, it comes Thursday; order by Wednesday.
    expect(nextDelivery(monday('06:00:00'), '14:00', [1, 4], 'Asia/Dubai')).toEqual({
      next_delivery: '2026-03-05',
      order_by: '2026-03-04T10:00:00.000Z',
    });
    expect(nextDelivery(monday('19:00:00'), '', [], 'Asia/Dubai')).toEqual({
      next_delivery: '2026-03-03',
      order_by: null,
    });
  });
});

describe('GET /warehouseLocation', () => {
  test('the active warehouses and central kitchens other than the asking place', async () => {
    const f = fixture();
    const place = (await admin('GET', `/locations/${f.warehouse}`)).json();
    const changed = await admin('PUT', `/locations/${f.warehouse}`, {
      version: place.version,
      order_cutoff_time: '14:00',
      delivery_days: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(changed.statusCode).toBe(200);
    const bad = await admin('PUT', `/locations/${f.warehouse}`, {
      version: changed.json().version,
      order_cutoff_time: '25:00',
    });
    expect(bad.statusCode).toBe(400);
    const reply = await f.store('GET', `/warehouseLocation?loc=${f.marina}`);
    expect(reply.statusCode).toBe(200);
    const places = reply.json().data as SupplyingLocation[];
    expect(places.map((p) => p.id).sort()).toEqual([f.warehouse, f.kitchen].sort());
    const warehouse = places.find((p) => p.id === f.warehouse)!;
    expect(warehouse).toMatchObject({
      kind: 'warehouse',
      order_cutoff_time: '14:00',
      time_zone: 'Asia/Dubai',
    });
    expect(warehouse.next_delivery).toBe(
      nextDelivery(Date.now(), '14:00', [], 'Asia/Dubai').next_delivery,
    );
    // The warehouse itself asks only the central kitchen.
    const fromWarehouse = await f.warehouseUser('GET', '/warehouseLocation');
    expect((fromWarehouse.json().data as SupplyingLocation[]).map((p) => p.id)).toEqual([
      f.kitchen,
    ]);
    expect((await f.store('GET', `/warehouseLocation?loc=${f.soho}`)).statusCode).toBe(403);
  });
});

describe('GET /requestMaterials', () => {
  test('what the place holds, with the last quantity asked and the 8-week average', async () => {
    const f = fixture();
    await f.post(f.kitchen, [{ material_id: f.beef, quantity: 5_000, unit_cost: 0.02 }]);
    // The store used 1,600 g over the last weeks, and 900 g more than 8 weeks ago (not counted).
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    await f.post(f.marina, [
      { material_id: f.beef, quantity: 5_000, unit_cost: 0.02, occurred_at: daysAgo(80) },
      { material_id: f.beef, quantity: -900, occurred_at: daysAgo(70) },
      { material_id: f.beef, quantity: -1_000, occurred_at: daysAgo(20) },
      { material_id: f.beef, quantity: -600, kind: 'wastage', occurred_at: daysAgo(3) },
    ]);
    const ask = async (quantity: number) => {
      const reply = await f.store('POST', `/stock-order-request?loc=${f.marina}`, {
        id: uuidv4(),
        from_location_id: f.kitchen,
        lines: [{ id: uuidv4(), material_id: f.beef, quantity }],
      });
      expect(reply.statusCode).toBe(201);
    };
    await ask(700);
    await ask(1_200);
    const reply = await f.store('GET', `/requestMaterials?loc=${f.marina}&from=${f.kitchen}`);
    expect(reply.statusCode).toBe(200);
    const rows = reply.json().data as RequestMaterial[];
    // Milk and flour are not held at the kitchen.
    expect(rows.filter((r) => r.name.startsWith('form ')).map((r) => r.material_id)).toEqual([
      f.beef,
    ]);
    expect(rows.find((r) => r.material_id === f.beef)).toMatchObject({
      available: 5_000,
      last_quantity: 1_200,
      average_weekly_use: 200,
      unit: 'g',
    });
    // Without inventory.costs: no stock of the kitchen.
    const blind = await f.blindStore('GET', `/requestMaterials?loc=${f.marina}&from=${f.kitchen}`);
    const row = (blind.json().data as RequestMaterial[]).find((r) => r.material_id === f.beef)!;
    expect(row).not.toHaveProperty('available');
    expect(row.average_weekly_use).toBe(200);
    const unknown = await f.store('GET', `/requestMaterials?loc=${f.marina}&from=${uuidv4()}`);
    expect(unknown.statusCode).toBe(400);
  });
});
