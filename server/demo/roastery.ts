import { addDays } from '@contract/businessDay';
import { resources } from '@contract/registry';
import type { CountSheetArea } from '@contract/resources/inventory';
import { WORK_ORDERS_COLLECTION, type WorkOrderInput } from '@contract/workOrders';
import { recordChanges } from '../db/changes';
import { derivedId, locationClocks, postMovements } from '../inventory/ledger';
import { materialIndex } from '../inventory/recipes/costing';
import { postProduction, producibleMaterial, recipeInputs } from '../inventory/stock/preparations';
import { replaceRow, resourceDb, toApiRow } from '../resources/store';
import { weightLossPercent } from '../supply/workOrders/confirm';
import { movementKey, round3, type StoredWorkOrder } from '../supply/workOrders/store';
import type { DemoBusiness } from './business';
import type { DemoWriter } from './writer';

/**
 * The roastery (issue 10): green coffee bought in 60 kg sacks from an importer, roasted into the
 * coffee the cafe sells, with a few roasts already confirmed (their weight loss and cost carried
 * into the roasted stock) and two planned for the next days. The roasts go through the same
 * production code as a confirmed work order; rows and changes are written in one statement each.
 */

const SACK_KG = 60;
const day = 86_400_000;

/** [origin, its Arabic name, code, green cost per kg, roasted yield of 1 kg green]. */
const origins = [
  ['Ethiopia Yirgacheffe', 'إثيوبيا يرغاتشيفي', 'YIR', 24, 0.84],
  ['Colombia Huila', 'كولومبيا ويلا', 'HUI', 19.5, 0.85],
] as const;

/** Roasts in the days before the demo starts: [origin index, days before, roasted kg made]. */
const confirmedRoasts: ReadonlyArray<readonly [number, number, number]> = [
  [0, 8, 24.9],
  [1, 6, 25.8],
  [0, 4, 25.4],
  [1, 2, 25.2],
];
/** Roasts planned when the demo starts: [origin index, roasted kg to make]. */
const plannedRoasts: ReadonlyArray<readonly [number, number]> = [
  [0, 25.2],
  [1, 25.5],
];

/**
 * Puts materials on a location's full count sheet (made before they existed) in the area they are
 * kept in, adding the area where the walk would reach it: cold first, dry last.
 */
async function addToFullCount(
  w: DemoWriter,
  locationId: string,
  areaName: string,
  materialIds: readonly string[],
): Promise<void> {
  const def = resources.countSheets;
  const stored = await resourceDb(w.trx)
    .selectFrom(def.table)
    .selectAll()
    .where('customer_id', '=', w.customerId)
    .where('location_id', '=', locationId)
    .where('name', '=', 'Full count')
    .executeTakeFirstOrThrow();
  const sheet = toApiRow(def, stored);
  const areas = (sheet.areas as CountSheetArea[]).map((a) => ({ ...a }));
  const area = areas.find((a) => a.name === areaName);
  if (area) area.material_ids = [...area.material_ids, ...materialIds];
  else if (areaName === 'Dry store')
    areas.push({ id: w.id(), name: areaName, material_ids: [...materialIds] });
  else areas.unshift({ id: w.id(), name: areaName, material_ids: [...materialIds] });
  const version = Number(sheet.version);
  await replaceRow(
    w.trx,
    w.dialect,
    def,
    { ...sheet, areas, version: version + 1, updated_at: w.now() },
    version,
  );
}

export async function seedRoastery(w: DemoWriter, business: DemoBusiness): Promise<void> {
  const roastery = business.locationIds[5]!;
  const cafe = business.locationIds[2]!;
  const db = resourceDb(w.trx);
  const category = await db
    .selectFrom(resources.materialCategories.table)
    .select('id')
    .where('customer_id', '=', w.customerId)
    .where('name', '=', 'Coffee & tea')
    .executeTakeFirstOrThrow();
  const admin = await w.trx
    .selectFrom('users')
    .select('id')
    .where('customer_id', '=', w.customerId)
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();

  const supplier = await w.add(resources.suppliers, {
    name: 'Kaffa Green Coffee Importers',
    reference: 'SUP-101',
    contact_name: w.faker.person.fullName(),
    email: 'orders@kaffagreen.example',
    phone: `+971 4 ${w.faker.string.numeric(3)} ${w.faker.string.numeric(4)}`,
    tax_number: `1003${w.faker.string.numeric(11)}`,
    address: `${w.faker.location.streetAddress()}, Dubai`,
    currency: 'AED',
    payment_terms_days: 30,
    minimum_order: 2000,
    notes: 'Green (unroasted) coffee in 60 kg jute sacks, shipped from origin.',
  });

  const greens: string[] = [];
  const roasteds: string[] = [];
  for (const [i, [origin, arabic, code, cost, yieldPerKg]] of origins.entries()) {
    const green = await w.add(resources.materials, {
      name: `Green coffee ${origin}`,
      name_localized: { ar: `بن أخضر ${arabic}` },
      sku: `GRN-${code}`,
      type: 'RM',
      category_id: category.id,
      unit: 'kg',
      cost,
      pack_units: [{ name: `sack ${SACK_KG} kg`, factor: SACK_KG }],
      locations: [{ location_id: roastery, par: 180, minimum: 60, storage_area: 'Dry store' }],
    });
    const roasted = await w.add(resources.materials, {
      name: `Roasted coffee ${origin}`,
      // The batch label's public page shows it in the reader's language.
      name_localized: { ar: `بن محمص ${arabic}` },
      sku: `RST-${code}`,
      type: 'SR',
      category_id: category.id,
      unit: 'kg',
      cost: Math.round((cost / yieldPerKg) * 100) / 100,
      pack_units: [{ name: 'bag 1 kg', factor: 1 }],
      locations: [
        { location_id: roastery, par: 60, minimum: 20, storage_area: 'Dry store' },
        { location_id: cafe, par: 10, minimum: 4, storage_area: 'Bar' },
      ],
      is_prepared: true,
      recipe: [{ material_id: green.id, quantity: 1, unit: 'kg' }],
      yield_quantity: yieldPerKg,
    });
    await w.add(resources.supplierMaterials, {
      supplier_id: supplier.id,
      material_id: green.id,
      item_code: `KAF-${code}-${i + 1}`,
      pack_name: `jute sack ${SACK_KG} kg`,
      pack_size: SACK_KG,
      price: cost * SACK_KG,
      is_preferred: true,
    });
    greens.push(green.id);
    roasteds.push(roasted.id);
  }

  await addToFullCount(w, roastery, 'Dry store', [...greens, ...roasteds]);
  await addToFullCount(w, cafe, 'Bar', roasteds);

  // Roasts are dated from the real clock, as the demo's sales and deliveries are: the roastery's
  // week shows the last days, not the day the demo catalogue was written.
  const start = Date.now();
  const at = (daysBefore: number) => new Date(start - daysBefore * day).toISOString();
  const delivery = derivedId(`demo-roastery-delivery:${roastery}`);
  await postMovements(
    w.trx,
    w.customerId,
    origins.map(([, , , cost], i) => ({
      id: derivedId(`${delivery}:${greens[i]}`),
      location_id: roastery,
      material_id: greens[i]!,
      kind: 'receipt' as const,
      quantity: 3 * SACK_KG,
      unit_cost: cost,
      occurred_at: at(10),
      note: 'Three sacks from Kaffa',
      user_id: admin.id,
      document_kind: 'receipt' as const,
      document_id: delivery,
    })),
  );

  const index = await materialIndex(w.trx, w.customerId);
  const clock = (await locationClocks(w.trx, w.customerId, [roastery])).get(roastery)!;
  const rows: StoredWorkOrder[] = [];
  const plan = (
    origin: number,
    quantity: number,
    createdAt: string,
    plannedFor = clock.at(Date.parse(createdAt)).business_date,
  ): StoredWorkOrder => {
    const material = producibleMaterial(index, roasteds[origin]!);
    const inputs: WorkOrderInput[] = [...recipeInputs(index, material, quantity)].map(
      ([materialId, planned]) => ({
        material_id: materialId,
        planned: round3(planned),
        actual: null,
      }),
    );
    const row: StoredWorkOrder = {
      id: w.id(),
      customer_id: w.customerId,
      location_id: roastery,
      number: `WO-${String(rows.length + 1).padStart(6, '0')}`,
      kind: 'roast',
      status: 'planned',
      material_id: material.id,
      planned_quantity: quantity,
      planned_for: plannedFor,
      actual_quantity: null,
      inputs: JSON.stringify(inputs),
      use_by: null,
      batch_code: `${origins[origin]![2]}-${createdAt.slice(2, 10).replaceAll('-', '')}`,
      note: '',
      created_by: admin.id,
      confirmed_at: null,
      confirmed_by: null,
      weight_loss_percent: null,
      unit_cost: null,
      version: 1,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    };
    rows.push(row);
    return row;
  };

  for (const [origin, daysBefore, made] of confirmedRoasts) {
    const roastedAt = at(daysBefore);
    const row = plan(origin, 25.2, roastedAt);
    const inputs = (JSON.parse(row.inputs) as WorkOrderInput[]).map((input) => ({
      ...input,
      actual: input.planned,
    }));
    const { unit_cost } = await postProduction(w.trx, w.customerId, {
      base: {
        location_id: roastery,
        occurred_at: roastedAt,
        user_id: admin.id,
        document_kind: 'work_order',
        document_id: row.id,
        note: '',
      },
      key: movementKey(row.id),
      inputs: new Map(inputs.map((input) => [input.material_id, input.actual])),
      output: { material_id: row.material_id, quantity: made },
    });
    Object.assign(row, {
      status: 'confirmed',
      actual_quantity: made,
      inputs: JSON.stringify(inputs),
      // Roasted coffee keeps about three months once bagged.
      use_by: new Date(Date.parse(roastedAt) + 90 * day).toISOString().slice(0, 10),
      confirmed_at: roastedAt,
      confirmed_by: admin.id,
      weight_loss_percent: weightLossPercent(index, row.material_id, inputs, made),
      unit_cost: Math.round(unit_cost * 1e6) / 1e6,
      version: 2,
    });
  }
  // Planned for the real today and the day after: the roaster's screen has a roast to make today.
  const plannedAt = w.now();
  const today = clock.today(start);
  for (const [i, [origin, quantity]] of plannedRoasts.entries()) {
    plan(origin, quantity, plannedAt, addDays(today, i));
  }

  await w.trx.insertInto('work_orders').values(rows).execute();
  await recordChanges(
    w.trx,
    rows.map((r) => ({
      customerId: w.customerId,
      collection: WORK_ORDERS_COLLECTION,
      rowId: r.id,
      locationId: roastery,
    })),
  );
}
