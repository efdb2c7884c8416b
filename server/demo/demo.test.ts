import { resourceList } from '@contract/registry';
import { describe, expect, test } from 'vitest';
import { resourceDb } from '../resources/store';
import {
  caller,
  createTestDatabase,
  signIn,
  testServer,
  type TestServer,
} from '../testing/harness';
import { seedDemo } from '.';

/** Every id of every registry table, in a stable order. */
async function allIds(server: Pick<TestServer, 'database'>): Promise<string[]> {
  const ids: string[] = [];
  for (const def of resourceList) {
    const rows = await resourceDb(server.database.db)
      .selectFrom(def.table)
      .select('id')
      .orderBy('id')
      .execute();
    ids.push(...rows.map((r) => `${def.table}:${r.id}`));
  }
  return ids;
}

describe('the demo business', () => {
  const server = testServer();

  test('is the same on every machine: a second seed yields the same ids', async () => {
    const other = await createTestDatabase();
    await seedDemo(other.database);
    const mine = await allIds(server);
    expect(mine.length).toBeGreaterThan(100);
    expect(await allIds(other)).toEqual(mine);
    await other.drop();
  });

  test('has two brands, six locations with time zones, and the catalogue of a real business', async () => {
    const admin = caller(server.app, await signIn(server.app, 'admin'));
    const total = async (path: string) => (await admin('GET', path)).json().pagination.total;
    expect(await total('/brands')).toBe(2);
    const locations = (await admin('GET', '/locations/v2')).json().data;
    expect(locations.map((l: { kind: string }) => l.kind)).toEqual([
      'restaurant',
      'restaurant',
      'cafe',
      'warehouse',
      'central_kitchen',
      'roastery',
    ]);
    expect(new Set(locations.map((l: { time_zone: string }) => l.time_zone))).toEqual(
      new Set(['Asia/Dubai', 'Europe/London']),
    );
    expect(await total('/categories')).toBe(40);
    const products = await total('/products');
    expect(products).toBeGreaterThanOrEqual(280);
    expect(products).toBeLessThanOrEqual(320);
    expect(await total('/products?addon=1')).toBeGreaterThan(10);
    expect(await total('/modifiers')).toBeGreaterThanOrEqual(10);
    expect(await total('/deals')).toBeGreaterThanOrEqual(4);
    const menus = (await admin('GET', '/menus')).json().data.map((m: { name: string }) => m.name);
    for (const meal of ['breakfast', 'lunch', 'dinner']) {
      expect(menus.some((name: string) => name.toLowerCase().includes(meal))).toBe(true);
    }
    // Both brands have products, and every product's references are live rows.
    const brands = new Set(
      (await admin('GET', '/products?limit=1000'))
        .json()
        .data.map((p: { brand_id: string }) => p.brand_id),
    );
    expect(brands.size).toBe(2);
    expect(await total('/payment-methods')).toBe(7);
    expect(await total('/channels')).toBe(4);
    expect(await total('/tables')).toBeGreaterThan(10);
    expect(await total('/suppliers')).toBeGreaterThan(3);
    expect(await total('/coupons')).toBe(2);
  });

  test('staff have one location and the Store staff role; admin has them all', async () => {
    const staff = (
      await caller(server.app, await signIn(server.app, 'staff'))('GET', '/user-find/current')
    ).json();
    expect(staff.allow_locations).toEqual([staff.location_id]);
    expect(staff.role).toBe('Store staff');
    expect(staff.permissions.sort()).toEqual([
      'catalogue.read',
      'catalogue.write',
      'dashboard.read',
      'inventory.costs',
      'inventory.count',
      'inventory.read',
      'inventory.write',
      'reporting.read',
    ]);
    const admin = (
      await caller(server.app, await signIn(server.app, 'admin'))('GET', '/user-find/current')
    ).json();
    expect(admin.is_admin).toBe(true);
    expect(admin.allow_locations).toHaveLength(6);
    expect(admin.modules).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('the counter counts at the first location only, blind, with the inventory module alone', async () => {
    const counter = caller(server.app, await signIn(server.app, 'counter'));
    const profile = (await counter('GET', '/user-find/current')).json();
    const first = (
      await caller(server.app, await signIn(server.app, 'admin'))('GET', '/locations/v2')
    ).json().data[0].id;
    expect(profile.role).toBe('Counter');
    expect(profile.location_id).toBe(first);
    expect(profile.allow_locations).toEqual([]);
    expect(profile.modules).toEqual([3]);
    expect(profile.permissions.sort()).toEqual(['inventory.count', 'inventory.read']);
    // Materials yes, their costs no; the catalogue not at all.
    const materials = await counter('GET', '/materials?limit=5');
    expect(materials.statusCode).toBe(200);
    for (const row of materials.json().data) expect(row).not.toHaveProperty('cost');
    expect((await counter('GET', '/products')).statusCode).toBe(403);
  });

  test('materials come with packs, barcodes, storage areas, prepared recipes and count sheets', async () => {
    const admin = caller(server.app, await signIn(server.app, 'admin'));
    const materials = (await admin('GET', '/materials?limit=1000')).json().data as {
      name: string;
      pack_units: { name: string; factor: number; barcode: string }[];
      locations: { storage_area: string; par: number }[];
      recipe: unknown[];
      type: string;
      tax_group_id: string | null;
    }[];
    const milk = materials.find((m) => m.name === 'Whole milk')!;
    expect(milk.pack_units.map((p) => [p.name, p.factor])).toEqual([
      ['bottle 1 l', 1000],
      ['case 12 x 1 l', 12000],
    ]);
    expect(milk.pack_units[0]!.barcode).not.toBe('');
    expect(milk.tax_group_id).not.toBeNull();
    expect(new Set(materials.flatMap((m) => m.locations.map((l) => l.storage_area)))).toEqual(
      new Set(['Walk-in fridge', 'Freezer', 'Dry store', 'Bar']),
    );
    for (const sr of materials.filter((m) => m.type === 'SR')) expect(sr.recipe).not.toEqual([]);
    const sauce = (await admin('GET', '/recipe?search=House%20burger%20sauce')).json().data[0];
    expect(sauce.lines.length).toBeGreaterThan(2);
    expect(sauce.cost).toBeGreaterThan(0);
    const cheese = (await admin('GET', '/recipe?search=Extra%20cheese&mode=product')).json();
    expect(cheese.data[0].lines[0].name).toBe('Cheddar slices');

    const locations = (await admin('GET', '/locations/v2')).json().data as {
      id: string;
      kind: string;
    }[];
    for (const location of locations) {
      const sheets = (await admin('GET', `/inventory-count-sheets?loc=${location.id}`)).json()
        .data as { name: string; areas: { name: string; material_ids: string[] }[] }[];
      expect(sheets.length).toBeGreaterThanOrEqual(1);
      expect(sheets[0]!.name).toBe('Full count');
      // The roastery keeps nothing cold: its walk starts at the bar (coffee and tea).
      expect(sheets[0]!.areas[0]!.name).toBe(
        location.kind === 'roastery' ? 'Bar' : 'Walk-in fridge',
      );
      expect(sheets[0]!.areas.every((a) => a.material_ids.length > 0)).toBe(true);
    }
  });

  test('the roastery roasts green coffee from its importer, with its weight loss and cost', async () => {
    const admin = caller(server.app, await signIn(server.app, 'admin'));
    const roastery = (await admin('GET', '/locations/v2')).json().data.at(-1) as {
      id: string;
      name: string;
      kind: string;
    };
    expect(roastery).toMatchObject({ name: 'Backhouse Roastery Al Quoz', kind: 'roastery' });
    const materials = (await admin('GET', '/materials?limit=1000')).json().data as {
      id: string;
      name: string;
      type: string;
      unit: string;
      cost: number;
      yield_quantity: number;
      recipe: { material_id: string; quantity: number; unit: string }[];
    }[];
    const green = materials.find((m) => m.name === 'Green coffee Ethiopia Yirgacheffe')!;
    const roasted = materials.find((m) => m.name === 'Roasted coffee Ethiopia Yirgacheffe')!;
    expect(green).toMatchObject({ type: 'RM', unit: 'kg' });
    expect(roasted).toMatchObject({ type: 'SR', unit: 'kg', yield_quantity: 0.84 });
    expect(roasted.recipe).toEqual([{ material_id: green.id, quantity: 1, unit: 'kg' }]);
    const sells = (await admin('GET', `/supplier-materials?material=${green.id}`)).json().data;
    expect(sells).toHaveLength(1);
    expect(sells[0]).toMatchObject({ pack_size: 60, is_preferred: true });

    const roasts = (await admin('GET', `/work-orders?loc=${roastery.id}`)).json().data as {
      kind: string;
      status: string;
      material_id: string;
      actual_quantity: number | null;
      weight_loss_percent: number | null;
      unit_cost: number | null;
    }[];
    expect(roasts.every((r) => r.kind === 'roast')).toBe(true);
    const confirmed = roasts.filter((r) => r.status === 'confirmed');
    expect(confirmed.length).toBeGreaterThanOrEqual(3);
    expect(roasts.some((r) => r.status === 'planned')).toBe(true);
    for (const roast of confirmed) {
      expect(roast.weight_loss_percent).toBeGreaterThanOrEqual(12);
      expect(roast.weight_loss_percent).toBeLessThanOrEqual(20);
    }
    // Roasted coffee costs what its green coffee cost, spread over less weight.
    const yirgacheffe = confirmed.filter((r) => r.material_id === roasted.id);
    expect(yirgacheffe.length).toBeGreaterThan(0);
    for (const roast of yirgacheffe) expect(roast.unit_cost).toBeGreaterThan(green.cost);
    const stock = (await admin('GET', `/inventory?loc=${roastery.id}`)).json().items as {
      material_id: string;
      quantity: number;
    }[];
    const made = yirgacheffe.reduce((sum, r) => sum + r.actual_quantity!, 0);
    expect(stock.find((i) => i.material_id === roasted.id)?.quantity).toBeCloseTo(made, 6);
  });
});
