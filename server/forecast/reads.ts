import { addDays } from '@contract/businessDay';
import {
  BACKTEST_WEEKS,
  ERROR_MEASURE,
  type ForecastBacktestReply,
  type ForecastProductsReply,
  type OrderingOutcome,
} from '@contract/forecast';
import { resources } from '@contract/registry';
import type { MaterialLocation } from '@contract/resources/inventory';
import { rolledUpCosts } from '@contract/recipeRollup';
import type { Kysely } from 'kysely';
import { bool, compareNames } from '../db/rows';
import type { Database } from '../db/tables';
import { inChunks } from '../inventory/ledger';
import { resourceDb, toApiRow } from '../resources/store';
import { round3 } from '../supply/documents';
import { packThreshold } from '../supply/purchasing/suggestions';
import { BACKTEST_DAYS, computeForecast, errorFigure } from './compute';
import { forecastInputs } from './inputs';
import { replayOrdering, type ReplayedMaterial } from './replay';
import type { DeliveryTerms } from './suggest';

/** Days of `why` a product's forecast carries: the week ahead. */
const WHY_DAYS = 7;

async function productNames(
  db: Kysely<Database>,
  customerId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await inChunks([...ids], (chunk) =>
    resourceDb(db)
      .selectFrom(resources.products.table)
      .select(['id', 'name'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** `GET /forecast/products`: each product sold at the location in the history, day by day. */
export async function forecastProducts(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  now: number,
): Promise<ForecastProductsReply> {
  const forecast = computeForecast(await forecastInputs(db, customerId, locationId, now));
  const products = forecast.items.filter((f) => f.item.kind === 'product');
  const names = await productNames(
    db,
    customerId,
    products.map((f) => f.item.id),
  );
  return {
    location_id: locationId,
    days: forecast.days,
    products: products
      .filter((f) => names.has(f.item.id))
      .map((f) => ({
        product_id: f.item.id,
        name: names.get(f.item.id)!,
        quantities: f.ahead.map((d) => d.quantity),
        why: f.ahead.slice(0, WHY_DAYS).map((d) => d.why),
        error: errorFigure(f.error),
      }))
      .sort((a, b) => compareNames(a.name, b.name)),
  };
}

/** Where each material would be ordered from in the replay: its supplier that delivers. */
async function orderedFrom(
  db: Kysely<Database>,
  customerId: string,
  materialIds: readonly string[],
): Promise<Map<string, DeliveryTerms & { packSize: number }>> {
  const offers = (
    await inChunks([...materialIds], (chunk) =>
      resourceDb(db)
        .selectFrom(resources.supplierMaterials.table)
        .select(['material_id', 'supplier_id', 'pack_size', 'is_preferred', 'is_active'])
        .where('customer_id', '=', customerId)
        .where('material_id', 'in', chunk)
        .where('deleted_at', 'is', null)
        .execute(),
    )
  ).filter((o) => bool(o.is_active));
  const supplierRows = await inChunks(
    [...new Set(offers.map((o) => String(o.supplier_id)))],
    (chunk) =>
      resourceDb(db)
        .selectFrom(resources.suppliers.table)
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('id', 'in', chunk)
        .where('deleted_at', 'is', null)
        .execute(),
  );
  const suppliers = new Map(
    supplierRows.map((row) => {
      const s = toApiRow(resources.suppliers, row) as unknown as DeliveryTerms & { id: string };
      return [s.id, s];
    }),
  );
  const out = new Map<string, DeliveryTerms & { packSize: number; preferred: boolean }>();
  for (const o of offers) {
    const supplier = suppliers.get(String(o.supplier_id));
    const packSize = Number(o.pack_size);
    if (!supplier || supplier.delivery_days.length === 0 || !(packSize > 0)) continue;
    const candidate = {
      delivery_days: supplier.delivery_days,
      lead_time_days: supplier.lead_time_days,
      packSize,
      preferred: bool(o.is_preferred),
    };
    const id = String(o.material_id);
    const kept = out.get(id);
    // The preferred supplier, else the smallest pack: the order that can come closest to the need.
    if (
      !kept ||
      (candidate.preferred && !kept.preferred) ||
      (candidate.preferred === kept.preferred && candidate.packSize < kept.packSize)
    ) {
      out.set(id, candidate);
    }
  }
  return out;
}

/** `GET /forecast/backtest`: the forecast's error on the location's last weeks, and the replay. */
export async function forecastBacktest(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  now: number,
): Promise<ForecastBacktestReply> {
  const inputs = await forecastInputs(db, customerId, locationId, now);
  const forecast = computeForecast(inputs, { replay: true });
  const products = forecast.items.filter((f) => f.item.kind === 'product');
  const names = await productNames(
    db,
    customerId,
    products.map((f) => f.item.id),
  );
  const used = [...forecast.materials.values()].filter(
    (m) => inputs.materials.has(m.id) && (sum(m.used) > 0 || sum(m.forecast) > 0),
  );
  const [sources, threshold] = await Promise.all([
    orderedFrom(
      db,
      customerId,
      used.map((m) => m.id),
    ),
    packThreshold(db, customerId, locationId),
  ]);
  const costs = rolledUpCosts(inputs.materials.values());
  const nothing: OrderingOutcome = { stockout_days: 0, overstock_value: 0 };
  const materials = used.map((m) => {
    const material = inputs.materials.get(m.id)!;
    const source = sources.get(m.id);
    // The material index holds whole rows; the roll-up's type names only what costing reads.
    const { locations } = material as unknown as { locations?: MaterialLocation[] };
    const par = locations?.find((l) => l.location_id === locationId)?.par ?? 0;
    const replayed: ReplayedMaterial | null =
      source && par > 0
        ? {
            par,
            cost: costs.get(m.id)?.cost ?? material.cost,
            packSize: source.packSize,
            leadTimeDays: source.lead_time_days,
            deliveryDays: source.delivery_days,
            used: m.used,
            weeks: m.weeks,
            error: m.error,
            locationError: forecast.error,
            threshold,
          }
        : null;
    return {
      material_id: m.id,
      name: material.name,
      unit: material.unit,
      used: round3(sum(m.used)),
      forecast: round3(sum(m.forecast)),
      error: errorFigure(m.error),
      by_forecast: replayed
        ? replayOrdering(replayed, forecast.backtestFrom, 'by_forecast')
        : nothing,
      by_par: replayed ? replayOrdering(replayed, forecast.backtestFrom, 'by_par') : nothing,
    };
  });
  const total = (rule: 'by_forecast' | 'by_par'): OrderingOutcome => ({
    stockout_days: sum(materials.map((m) => m[rule].stockout_days)),
    overstock_value: round3(sum(materials.map((m) => m[rule].overstock_value))),
  });
  return {
    location_id: locationId,
    from: forecast.backtestFrom,
    to: addDays(forecast.backtestFrom, BACKTEST_DAYS - 1),
    weeks: BACKTEST_WEEKS,
    measure: ERROR_MEASURE,
    error: errorFigure(forecast.error),
    products: products
      .filter((f) => names.has(f.item.id))
      .map((f) => ({
        product_id: f.item.id,
        name: names.get(f.item.id)!,
        sold: round3(sum(f.sold)),
        forecast: round3(sum(f.backtest)),
        error: errorFigure(f.error),
      }))
      .sort((a, b) => compareNames(a.name, b.name)),
    by_forecast: total('by_forecast'),
    by_par: total('by_par'),
    materials: materials.sort((a, b) => compareNames(a.name, b.name)),
  };
}
