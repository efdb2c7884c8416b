import { moduleOf, type Permission } from '@contract/access';
import type { SupplierOrderRow } from '@contract/purchasing';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import type { Caller, TestServer } from '../../testing/harness';
import { creator, fixtureOnce, supplyUser } from '../documentsTesting';

/** What the purchasing tests share: callers, the first two demo locations, a supplier and its goods. */
export interface PurchasingFixture {
  home: string;
  other: string;
  supplier: string;
  /** Materials: flour in g (25 kg sacks), milk in ml (12 x 1 l cases), cream in ml (substitute). */
  flour: string;
  milk: string;
  cream: string;
  /** suppliers.read + suppliers.write at `home` only (no approve). */
  buyer: Caller;
  /** inventory.read + inventory.write at `home` only: receives deliveries, manages no supplier. */
  keeper: Caller;
  /** suppliers.read + write + approve at `other` only. */
  stranger: Caller;
  /** suppliers.read + write + approve at `home`. */
  approver: Caller;
  /** Makes an order of `[material, packs]` lines at `home` from the supplier, sent at once. */
  sentOrder(lines: Array<[string, number]>, who?: Caller): Promise<SupplierOrderRow>;
}

export function purchasingFixture(server: TestServer, admin: Caller): () => PurchasingFixture {
  return fixtureOnce<PurchasingFixture>('purchasing', async () => {
    const me = (await admin('GET', '/user-find/current')).json();
    const locations = (await admin('GET', '/locations/v2'))
      .json()
      .data.map((l: { id: string }) => l.id) as string[];
    const [home, other] = locations as [string, string];
    const user = (location: string, modules: number[], permissions: Permission[]) => {
      const email = `buyer-${uuidv7()}@backhouse.test`;
      return supplyUser(server, {
        customerId: me.customer_id,
        username: email,
        email,
        locationId: location,
        modules,
        permissions,
      });
    };
    const create = creator(admin);
    const supplier = await create('/suppliers', {
      name: `Test supplier ${uuidv7()}`,
      minimum_order: 100,
      order_days: [1, 4],
      delivery_days: [2, 5],
      lead_time_days: 1,
      order_email: 'orders@test.example',
    });
    const material = (name: string, unit: string, cost: number, par: number, minimum = 0) =>
      create('/materials', {
        name,
        unit,
        cost,
        locations: [{ location_id: home, par, minimum }],
      });
    const flour = await material(`PO flour ${uuidv7()}`, 'g', 0.002, 60_000, 20_000);
    const milk = await material(`PO milk ${uuidv7()}`, 'ml', 0.004, 30_000);
    const cream = await material(`PO cream ${uuidv7()}`, 'ml', 0.01, 0);
    await create('/supplier-materials', {
      supplier_id: supplier,
      material_id: flour,
      item_code: 'FL-25',
      pack_name: 'Sack 25 kg',
      pack_size: 25_000,
      price: 50,
      is_preferred: true,
    });
    await create('/supplier-materials', {
      supplier_id: supplier,
      material_id: milk,
      item_code: 'MK-12',
      pack_name: 'Case 12 x 1 l',
      pack_size: 12_000,
      price: 48,
    });
    const suppliers = [moduleOf.suppliers];
    return {
      home,
      other,
      supplier,
      flour,
      milk,
      cream,
      buyer: await user(home, suppliers, ['suppliers.read', 'suppliers.write']),
      keeper: await user(home, [moduleOf.inventory], ['inventory.read', 'inventory.write']),
      stranger: await user(other, suppliers, [
        'suppliers.read',
        'suppliers.write',
        'suppliers.approve',
      ]),
      approver: await user(home, suppliers, [
        'suppliers.read',
        'suppliers.write',
        'suppliers.approve',
      ]),
      sentOrder: async (lines, who = admin) => {
        const reply = await who('POST', '/supplier-orders', {
          id: uuidv7(),
          location_id: home,
          supplier_id: supplier,
          lines: lines.map(([material_id, packs]) => ({ id: uuidv7(), material_id, packs })),
          send: true,
        });
        expect(reply.statusCode, reply.body).toBe(201);
        return reply.json() as SupplierOrderRow;
      },
    };
  });
}
