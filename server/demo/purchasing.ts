import { resources } from '@contract/registry';
import type { UserProfile } from '@contract/auth';
import { insertRows, resourceDb, type StoredRow } from '../resources/store';
import type { Auth } from '../plugins/auth';
import { createInvoice } from '../supply/purchasing/invoices';
import { changeOrderStatus, createOrder } from '../supply/purchasing/orders';
import { receiveOrder } from '../supply/purchasing/receive';
import { demoCredentials } from './people';
import type { DemoWriter } from './writer';

/** What each demo supplier sells, by material name. */
const catalogue: Record<string, string[]> = {
  'Gulf Fresh Produce': ['Potatoes', 'Lettuce', 'Tomatoes', 'Onions', 'Avocado', 'Lemons'],
  'Emirates Prime Meats': [
    'Beef patty 150g',
    'Ribeye',
    'Chicken breast',
    'Salmon fillet',
    'Beef mince',
  ],
  'Al Ain Dairy Supplies': ['Whole milk', 'Oat milk', 'Butter', 'Cheddar slices', 'Eggs', 'Cream'],
  'Roastworks Coffee Traders': [
    'Espresso beans',
    'Filter coffee beans',
    'Black tea leaves',
    'Matcha powder',
  ],
};

/** A pack per base unit: 5 kg bags, cases of 12 x 1 l, trays of 30, 10 kg sacks. */
const packs: Record<string, [string, number]> = {
  g: ['Bag 5 kg', 5000],
  ml: ['Case 12 x 1 l', 12_000],
  piece: ['Tray of 30', 30],
  kg: ['Sack 10 kg', 10],
  l: ['Case 6 x 1 l', 6],
};

/**
 * Purchasing (issue 10): what the demo suppliers sell (one batch insert), and at the first location
 * a dairy order received, one partly received, one sent, a produce draft and the received order's
 * invoice. The orders go through the same code as the API, so their receipts are in the ledger.
 */
export async function seedPurchasing(w: DemoWriter, locationId: string): Promise<void> {
  const db = resourceDb(w.trx);
  const suppliers = await db
    .selectFrom(resources.suppliers.table)
    .select(['id', 'name'])
    .where('customer_id', '=', w.customerId)
    .execute();
  const materials = await db
    .selectFrom(resources.materials.table)
    .select(['id', 'name', 'unit', 'cost'])
    .where('customer_id', '=', w.customerId)
    .where('deleted_at', 'is', null)
    .execute();
  const byName = new Map(materials.map((m) => [String(m.name), m]));
  const supplierId = (name: string) => String(suppliers.find((s) => s.name === name)?.id ?? '');
  const rows: StoredRow[] = [];
  for (const [supplier, names] of Object.entries(catalogue)) {
    if (!supplierId(supplier)) continue;
    names.forEach((name, i) => {
      const material = byName.get(name);
      if (!material) return;
      const [packName, size] = packs[String(material.unit)] ?? ['Each', 1];
      const at = w.now();
      rows.push({
        ...resources.supplierMaterials.fields.parse({
          supplier_id: supplierId(supplier),
          material_id: String(material.id),
          item_code: `${supplier.slice(0, 2).toUpperCase()}-${String(i + 101)}`,
          pack_name: packName,
          pack_size: size,
          price: Math.round(Number(material.cost) * size * 100) / 100,
          is_preferred: true,
        }),
        id: w.id(),
        customer_id: w.customerId,
        location_id: null,
        version: 1,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      });
    });
  }
  await insertRows(w.trx, w.dialect, resources.supplierMaterials, rows);

  const admin = await w.trx
    .selectFrom('users')
    .select('id')
    .where('customer_id', '=', w.customerId)
    .where('email', '=', demoCredentials.admin.email)
    .executeTakeFirst();
  const auth: Auth = {
    sessionId: '',
    userId: admin?.id ?? '',
    customerId: w.customerId,
    profile: {} as UserProfile,
    grant: { is_admin: true, modules: [], permissions: [], location_id: null, allow_locations: [] },
  };
  const dairy = supplierId('Al Ain Dairy Supplies');
  const produce = supplierId('Gulf Fresh Produce');
  if (!dairy || !produce) return;
  const order = async (supplier: string, names: string[], count: number, send: boolean) => {
    const reply = await createOrder(w.trx, auth, {
      id: w.id(),
      location_id: locationId,
      supplier_id: supplier,
      lines: names.flatMap((name) => {
        const material = byName.get(name);
        return material
          ? [{ id: w.id(), material_id: String(material.id), packs: count, note: '' }]
          : [];
      }),
      expected_on: null,
      note: '',
      send,
    });
    return reply.body as { id: string; lines: Array<{ id: string; quantity: number }> };
  };
  const receive = (o: Awaited<ReturnType<typeof order>>, part: number) =>
    receiveOrder(w.trx, auth, o.id, {
      id: w.id(),
      lines: o.lines.map((l) => ({
        line_id: l.id,
        quantity: l.quantity * part,
        damaged: 0,
        note: '',
      })),
      note: '',
    });
  const received = await order(dairy, ['Whole milk', 'Butter', 'Eggs'], 2, true);
  await changeOrderStatus(w.trx, auth, received.id, 'accept', {});
  await receive(received, 1);
  await receive(await order(dairy, ['Oat milk', 'Cream'], 3, true), 0.5);
  await order(dairy, ['Cheddar slices', 'Whole milk'], 1, true);
  await order(produce, ['Potatoes', 'Tomatoes', 'Onions'], 2, false);
  const [milk, butter, eggs] = ['Whole milk', 'Butter', 'Eggs'].map((n) => byName.get(n)!);
  await createInvoice(w.trx, auth, {
    id: w.id(),
    location_id: locationId,
    supplier_id: dairy,
    supplier_order_id: received.id,
    supplier_order_ref: '',
    invoice_number: 'AAD-20417',
    invoice_date: new Date().toISOString().slice(0, 10),
    lines: [
      { material_id: String(milk.id), quantity: 24_000, unit_price: Number(milk.cost) },
      { material_id: String(butter.id), quantity: 10_000, unit_price: Number(butter.cost) },
      { material_id: String(eggs.id), quantity: 60, unit_price: Number(eggs.cost) },
    ],
    tax: 0,
    note: '',
  });
}
