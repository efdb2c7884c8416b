import { resources } from '@contract/registry';
import type { MaterialLocation } from '@contract/resources/inventory';
import type { TodayItem } from '@contract/today';
import { bool } from '../db/rows';
import { inChunks } from '../inventory/ledger';
import { resourceDb } from '../resources/store';
import { fromMilli } from '../sales/figures';
import { fillToPar, openOrderQuantities, packThresholdOf } from '../supply/purchasing/suggestions';
import { atPlaces, type TodayScope } from './scope';

/**
 * Materials below their minimum at a location (`material_below_minimum`): an active material whose
 * stock on hand at a place is below the minimum set for it there, as the stock screens flag it. The
 * item says what a fill-to-par order would take (`to_order`), by the create-order screen's own rule
 * (`fillToPar`): par − on hand − on order, in whole packs of the supplier it would come from. That
 * supplier is the material's preferred one, else the one with the smallest pack (active suppliers
 * only); without any, `to_order` is the need itself, unrounded (it comes from a warehouse or the
 * kitchen, not in a supplier's packs).
 */

interface Pack {
  supplierId: string;
  packSize: number;
  preferred: boolean;
}

/** The pack each material would be ordered in, and its supplier. */
async function packsByMaterial(
  scope: TodayScope,
  materialIds: readonly string[],
): Promise<Map<string, Pack & { supplier: string }>> {
  const sold = await inChunks([...materialIds], (chunk) =>
    resourceDb(scope.db)
      .selectFrom(`${resources.supplierMaterials.table} as sm`)
      .innerJoin(`${resources.suppliers.table} as s`, (join) =>
        join.onRef('s.id', '=', 'sm.supplier_id').onRef('s.customer_id', '=', 'sm.customer_id'),
      )
      .select([
        'sm.material_id',
        'sm.supplier_id',
        'sm.pack_size',
        'sm.is_preferred',
        'sm.is_active',
        's.name as supplier',
        's.is_active as supplier_active',
      ])
      .where('sm.customer_id', '=', scope.customerId)
      .where('sm.material_id', 'in', chunk)
      .where('sm.deleted_at', 'is', null)
      .where('s.deleted_at', 'is', null)
      .execute(),
  );
  const best = new Map<string, Pack & { supplier: string }>();
  for (const s of sold) {
    if (!bool(s.is_active) || !bool(s.supplier_active)) continue;
    const pack = {
      supplierId: String(s.supplier_id),
      packSize: Number(s.pack_size),
      preferred: bool(s.is_preferred),
      supplier: String(s.supplier),
    };
    if (!(pack.packSize > 0)) continue;
    const material = String(s.material_id);
    const current = best.get(material);
    const better =
      !current ||
      (pack.preferred && !current.preferred) ||
      (pack.preferred === current.preferred && pack.packSize < current.packSize);
    if (better) best.set(material, pack);
  }
  return best;
}

export async function materialsBelowMinimum(scope: TodayScope): Promise<TodayItem[]> {
  const materials = (
    await resourceDb(scope.db)
      .selectFrom(resources.materials.table)
      .select(['id', 'name', 'unit', 'locations', 'is_active', 'updated_at'])
      .where('customer_id', '=', scope.customerId)
      .where('deleted_at', 'is', null)
      .execute()
  ).filter((m) => bool(m.is_active));
  // Each material with a minimum at a place in scope, and that place's entry.
  const watched: Array<{
    id: string;
    name: string;
    unit: string;
    updatedAt: string;
    at: MaterialLocation;
  }> = [];
  for (const m of materials) {
    for (const at of JSON.parse(String(m.locations ?? '[]')) as MaterialLocation[]) {
      if (!(at.minimum > 0) || !scope.places.has(at.location_id)) continue;
      watched.push({
        id: String(m.id),
        name: String(m.name),
        unit: String(m.unit),
        updatedAt: String(m.updated_at),
        at,
      });
    }
  }
  if (watched.length === 0) return [];
  const materialIds = [...new Set(watched.map((w) => w.id))];
  const [balances, ordered, packs] = await Promise.all([
    atPlaces(scope, (ids) =>
      inChunks(materialIds, (chunk) =>
        scope.db
          .selectFrom('stock_balances')
          .select(['location_id', 'material_id', 'quantity', 'last_movement_at'])
          .where('customer_id', '=', scope.customerId)
          .where('location_id', 'in', ids)
          .where('material_id', 'in', chunk)
          .execute(),
      ),
    ),
    openOrderQuantities(scope.db, scope.customerId, [...scope.places.keys()]),
    packsByMaterial(scope, materialIds),
  ]);
  const balance = new Map(balances.map((b) => [`${b.location_id}|${b.material_id}`, b]));
  const items: TodayItem[] = [];
  for (const w of watched) {
    const place = scope.places.get(w.at.location_id)!;
    const held = balance.get(`${place.id}|${w.id}`);
    const pack = packs.get(w.id);
    const fill = fillToPar({
      par: w.at.par,
      minimum: w.at.minimum,
      onHand: held ? fromMilli(Number(held.quantity)) : 0,
      onOrder: ordered.get(place.id)?.get(w.id) ?? 0,
      packSize: pack?.packSize ?? 1,
      threshold: packThresholdOf(place.settings.get('order_pack_threshold')),
    });
    if (!fill.below_minimum) continue;
    items.push({
      kind: 'material_below_minimum',
      id: w.id,
      location_id: place.id,
      label: w.name,
      since: held?.last_movement_at ?? w.updatedAt,
      urgency: 'due',
      figures: {
        on_hand: fill.on_hand,
        minimum: w.at.minimum,
        to_order: pack ? fill.quantity : fill.need,
        on_order: fill.on_order,
      },
      unit: w.unit,
      detail: pack?.supplier ?? null,
    });
  }
  return items;
}
