import {
  openOrderStatuses,
  type SuggestionLine,
  type SuggestionsReply,
  type SupplierOrderLine,
} from '@contract/purchasing';
import { resources } from '@contract/registry';
import type { MaterialLocation } from '@contract/resources/inventory';
import type { Kysely } from 'kysely';
import { bool, compareNames } from '../../db/rows';
import type { Database } from '../../db/tables';
import { inChunks } from '../../inventory/ledger';
import { notFound } from '../../plugins/errors';
import { findSetting } from '../../resources/settings';
import { resourceDb, toApiRow } from '../../resources/store';
import { forecastSuggestions, type DeliveryTerms } from '../../forecast/suggest';
import { fromMilli } from '../../sales/figures';
import { round3 } from '../documents';
import { averageWeeklyUse } from '../usage';
import { packsFor } from './packs';

/** The part of a pack that makes a suggestion round up when the location sets none (MarketMan's). */
export const DEFAULT_PACK_THRESHOLD = 0.5;

/** How many of a supplier's latest orders at a location are read for "last ordered". */
const LAST_ORDERS = 60;

/** A location's `order_pack_threshold` setting as suggestions use it (0.5 unless a valid 0–1). */
export function packThresholdOf(setting: string | null | undefined): number {
  const value = Number.parseFloat(setting ?? '');
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : DEFAULT_PACK_THRESHOLD;
}

export async function packThreshold(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
): Promise<number> {
  const setting = await findSetting(db, customerId, locationId, 'order_pack_threshold');
  return packThresholdOf(setting?.value);
}

/**
 * Base units ordered and not yet delivered on open orders, per location and material: at the given
 * locations, or every location of the business when null.
 */
export async function openOrderQuantities(
  db: Kysely<Database>,
  customerId: string,
  locationIds: readonly string[] | null,
): Promise<Map<string, Map<string, number>>> {
  if (locationIds?.length === 0) return new Map();
  let query = db
    .selectFrom('supplier_orders')
    .select(['location_id', 'lines'])
    .where('customer_id', '=', customerId)
    .where('status', 'in', [...openOrderStatuses])
    .where('deleted_at', 'is', null);
  if (locationIds) query = query.where('location_id', 'in', [...locationIds]);
  const out = new Map<string, Map<string, number>>();
  for (const row of await query.execute()) {
    const here = out.get(row.location_id) ?? new Map<string, number>();
    out.set(row.location_id, here);
    for (const l of JSON.parse(row.lines) as SupplierOrderLine[]) {
      const arrived = l.received + l.substitutes.reduce((s, x) => s + x.quantity, 0);
      const open = Math.max(0, l.quantity - arrived);
      if (open > 0) here.set(l.material_id, (here.get(l.material_id) ?? 0) + open);
    }
  }
  return out;
}

/** Base units ordered and not yet delivered on the location's open orders, per material. */
async function onOrder(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
): Promise<Map<string, number>> {
  return (await openOrderQuantities(db, customerId, [locationId])).get(locationId) ?? new Map();
}

/** What a fill-to-par line is worked out from: the location's figures of one material. */
export interface ParFigures {
  par: number;
  minimum: number;
  /** Stock on hand at the location, base units. */
  onHand: number;
  /** Ordered and not yet delivered there (`openOrderQuantities`), base units. */
  onOrder: number;
  /** Base units in one pack of the supplier it would be ordered from. */
  packSize: number;
  /** The location's `order_pack_threshold`. */
  threshold: number;
}

export interface FillToPar {
  on_hand: number;
  on_order: number;
  /** par − on hand − on order, never below 0. */
  need: number;
  /** Whole packs of need, one more when the rest is at least `threshold` of a pack. */
  packs: number;
  /** Base units in those packs: what the order would take. */
  quantity: number;
  /** On hand is below the location's minimum (0: no minimum set, never below). */
  below_minimum: boolean;
}

/**
 * The one definition of "fill to par" (issue 10): what an order bringing a material up to par at a
 * location takes. The create-order screen's suggestions (`parSuggestions`) and the "Today" item of
 * a material below its minimum (server/today/materials.ts) both read it from here.
 */
export function fillToPar(f: ParFigures): FillToPar {
  const onHand = round3(f.onHand);
  const onOrder = round3(f.onOrder);
  const need = round3(Math.max(0, f.par - onHand - onOrder));
  const packs = packsFor(need, f.packSize, f.threshold);
  return {
    on_hand: onHand,
    on_order: onOrder,
    need,
    packs,
    quantity: round3(packs * f.packSize),
    below_minimum: f.minimum > 0 && onHand < f.minimum,
  };
}

/** The last order from the supplier at the location that had each material. */
async function lastOrdered(
  db: Kysely<Database>,
  customerId: string,
  supplierId: string,
  locationId: string,
): Promise<Map<string, NonNullable<SuggestionLine['last_ordered']>>> {
  const rows = await db
    .selectFrom('supplier_orders')
    .select(['id', 'number', 'lines', 'sent_at', 'created_at'])
    .where('customer_id', '=', customerId)
    .where('supplier_id', '=', supplierId)
    .where('location_id', '=', locationId)
    .where('status', 'not in', ['draft', 'cancelled'])
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(LAST_ORDERS)
    .execute();
  const out = new Map<string, NonNullable<SuggestionLine['last_ordered']>>();
  for (const row of rows) {
    for (const l of JSON.parse(row.lines) as SupplierOrderLine[]) {
      if (out.has(l.material_id)) continue;
      out.set(l.material_id, {
        order_id: row.id,
        number: row.number,
        packs: l.packs,
        quantity: l.quantity,
        at: row.sent_at ?? row.created_at,
      });
    }
  }
  return out;
}

/** What suggestions read of the supplier: its minimum order and when it delivers. */
interface SupplierTerms extends DeliveryTerms {
  minimum_order: number;
}

/**
 * `GET /supplier-orders/suggestions`: each active material the supplier sells brought up to par at
 * the location in whole packs, beside what a buyer weighs (last ordered, 8-week average use), with
 * the order's total against the supplier's minimum order; and beside it the order by forecast
 * (issue 27, server/forecast/suggest.ts), today being the location's business date at `now`.
 */
export async function parSuggestions(
  db: Kysely<Database>,
  customerId: string,
  supplierId: string,
  locationId: string,
  now = new Date(),
): Promise<SuggestionsReply> {
  const supplier = await resourceDb(db)
    .selectFrom(resources.suppliers.table)
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', supplierId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
    .then((row) => row && (toApiRow(resources.suppliers, row) as unknown as SupplierTerms));
  if (!supplier) throw notFound('Supplier');
  const sold = (
    await resourceDb(db)
      .selectFrom(resources.supplierMaterials.table)
      .select([
        'id',
        'material_id',
        'item_code',
        'pack_name',
        'pack_size',
        'price',
        'is_preferred',
        'is_active',
      ])
      .where('customer_id', '=', customerId)
      .where('supplier_id', '=', supplierId)
      .where('deleted_at', 'is', null)
      .execute()
  )
    .filter((s) => bool(s.is_active))
    .map((s) => ({ ...s, material_id: String(s.material_id) }));
  const materialIds = sold.map((s) => s.material_id);
  const [materials, balances, ordered, last, use, threshold] = await Promise.all([
    inChunks(materialIds, (chunk) =>
      resourceDb(db)
        .selectFrom(resources.materials.table)
        .select(['id', 'name', 'unit', 'locations', 'is_active'])
        .where('customer_id', '=', customerId)
        .where('id', 'in', chunk)
        .where('deleted_at', 'is', null)
        .execute(),
    ),
    inChunks(materialIds, (chunk) =>
      db
        .selectFrom('stock_balances')
        .select(['material_id', 'quantity'])
        .where('customer_id', '=', customerId)
        .where('location_id', '=', locationId)
        .where('material_id', 'in', chunk)
        .execute(),
    ),
    onOrder(db, customerId, locationId),
    lastOrdered(db, customerId, supplierId, locationId),
    averageWeeklyUse(db, customerId, locationId, materialIds, now),
    packThreshold(db, customerId, locationId),
  ]);
  const byId = new Map(materials.map((m) => [String(m.id), m]));
  const stock = new Map(balances.map((b) => [b.material_id, fromMilli(Number(b.quantity))]));

  const lines: SuggestionLine[] = [];
  for (const s of sold) {
    const material = byId.get(s.material_id);
    if (!material || !bool(material.is_active)) continue;
    const here = (JSON.parse(String(material.locations)) as MaterialLocation[]).find(
      (l) => l.location_id === locationId,
    );
    const par = here?.par ?? 0;
    const minimum = here?.minimum ?? 0;
    const packSize = Number(s.pack_size);
    const price = Number(s.price);
    const fill = fillToPar({
      par,
      minimum,
      onHand: stock.get(s.material_id) ?? 0,
      onOrder: ordered.get(s.material_id) ?? 0,
      packSize,
      threshold,
    });
    lines.push({
      supplier_material_id: String(s.id),
      material_id: s.material_id,
      name: String(material.name),
      unit: String(material.unit),
      item_code: String(s.item_code),
      pack_name: String(s.pack_name),
      pack_size: packSize,
      price,
      is_preferred: bool(s.is_preferred),
      par,
      minimum,
      on_hand: fill.on_hand,
      on_order: fill.on_order,
      need: fill.need,
      packs: fill.packs,
      quantity: fill.quantity,
      line_total: round3(fill.packs * price),
      below_minimum: fill.below_minimum,
      last_ordered: last.get(s.material_id) ?? null,
      average_weekly_use: use.get(s.material_id) ?? 0,
      forecast: null,
    });
  }
  const minimumOrder = Number(supplier.minimum_order);
  const byForecast = await forecastSuggestions(
    db,
    customerId,
    locationId,
    supplier,
    lines,
    { threshold, minimumOrder },
    now.getTime(),
  );
  for (const line of lines) line.forecast = byForecast.lines.get(line.material_id) ?? null;
  lines.sort((a, b) => compareNames(a.name, b.name) || (a.material_id < b.material_id ? -1 : 1));
  const total = round3(lines.reduce((sum, l) => sum + l.line_total, 0));
  return {
    supplier_id: supplierId,
    location_id: locationId,
    threshold,
    lines,
    total,
    minimum_order: minimumOrder,
    below_minimum: round3(Math.max(0, minimumOrder - total)),
    forecast: byForecast.summary,
  };
}
