import { addDays } from '@contract/businessDay';
import { resources } from '@contract/registry';
import type { MaterialLocation } from '@contract/resources/inventory';
import { zoneClock } from '@contract/timezone';
import type { OrderRequestLine, RequestMaterial, SupplyingLocation } from '@contract/transfers';
import type { Kysely } from 'kysely';
import { bool, compareNames } from '../../db/rows';
import type { Database } from '../../db/tables';
import { stockAt } from '../../inventory/ledger';
import { resourceDb } from '../../resources/store';
import { loadInvoiceLocations } from '../../sales/references';
import { SUPPLYING_KINDS } from './requestsWrite';
import { locationsById } from './checks';
import { round3 } from '../documents';
import type { Actor } from './store';
import { averageWeeklyUse } from '../usage';

/**
 * What the request form shows (issue 10): the places a store may ask, with when an order made now
 * arrives, and per material what the store asked last time and how much it uses a week.
 */

const MINUTE_MS = 60_000;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The first delivery an order made at `nowMs` gets from a place with this cut-off and these
 * delivery days, on the place's clock: tomorrow when ordered before the cut-off (or with none), else
 * the day after, moved on to the first delivery day. `order_by` is the cut-off on the day before
 * that delivery: the last moment an order still makes it.
 */
export function nextDelivery(
  nowMs: number,
  cutoff: string,
  deliveryDays: readonly number[],
  timeZone: string | null,
): { next_delivery: string; order_by: string | null } {
  const clock = zoneClock(timeZone);
  const wall = new Date(nowMs + clock.offsetAt(nowMs) * MINUTE_MS);
  const today = wall.toISOString().slice(0, 10);
  const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const [h, m] = cutoff ? cutoff.split(':').map(Number) : [NaN, NaN];
  const cutoffMinute = cutoff ? h! * 60 + m! : null;
  let date = addDays(today, cutoffMinute !== null && minute >= cutoffMinute ? 2 : 1);
  if (deliveryDays.length > 0) {
    for (let i = 0; i < 7 && !deliveryDays.includes(weekdayOf(date)); i += 1) {
      date = addDays(date, 1);
    }
  }
  const orderBy =
    cutoffMinute === null
      ? null
      : new Date(
          clock.wallClockToInstant(Date.parse(`${addDays(date, -1)}T${cutoff}:00Z`)),
        ).toISOString();
  return { next_delivery: date, order_by: orderBy };
}

/** `GET /warehouseLocation?loc=`: the active warehouses and central kitchens other than `loc`. */
export async function supplyingLocations(
  db: Kysely<Database>,
  actor: Actor,
  loc: string | null,
  nowMs = Date.now(),
): Promise<SupplyingLocation[]> {
  const places = [...(await locationsById(db, actor.customerId)).values()].filter(
    (l) => l.id !== loc && l.is_active && (SUPPLYING_KINDS as readonly string[]).includes(l.kind),
  );
  const settings = await loadInvoiceLocations(
    db,
    actor.customerId,
    places.map((p) => p.id),
  );
  return places
    .sort((a, b) => compareNames(a.name, b.name))
    .map((p) => {
      const timeZone = settings.get(p.id)?.time_zone ?? null;
      return {
        id: p.id,
        name: p.name,
        kind: p.kind as SupplyingLocation['kind'],
        order_cutoff_time: p.order_cutoff_time as SupplyingLocation['order_cutoff_time'],
        delivery_days: p.delivery_days,
        time_zone: timeZone?.trim() || 'UTC',
        ...nextDelivery(nowMs, p.order_cutoff_time, p.delivery_days, timeZone),
      };
    });
}

/** How far back "the last quantity asked" looks: the store's latest requests. */
const LAST_REQUESTS = 200;

/** The last quantity the store at `loc` asked of each material, newest request first. */
async function lastAsked(db: Kysely<Database>, customerId: string, loc: string) {
  const rows = await db
    .selectFrom('order_requests')
    .select(['lines', 'created_at'])
    .where('customer_id', '=', customerId)
    .where('location_id', '=', loc)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(LAST_REQUESTS)
    .execute();
  const out = new Map<string, { quantity: number; at: string }>();
  for (const row of rows) {
    for (const line of JSON.parse(row.lines) as OrderRequestLine[]) {
      if (!out.has(line.material_id)) {
        out.set(line.material_id, { quantity: line.quantity, at: row.created_at });
      }
    }
  }
  return out;
}

/**
 * `GET /requestMaterials?loc=&from=`: the active materials `from` holds (stock there, or a par
 * there), with the store's par, last quantity asked and 8-week average use. Stock at `from` only
 * for those who may see stock (inventory.costs).
 */
export async function requestMaterials(
  db: Kysely<Database>,
  actor: Actor,
  loc: string,
  from: string,
  showStock: boolean,
  nowMs = Date.now(),
): Promise<RequestMaterial[]> {
  const materials = await resourceDb(db)
    .selectFrom(resources.materials.table)
    .select(['id', 'name', 'unit', 'category_id', 'locations', 'is_active'])
    .where('customer_id', '=', actor.customerId)
    .where('deleted_at', 'is', null)
    .execute();
  const stock = await stockAt(db, actor.customerId, from);
  const held = materials
    .filter((m) => bool(m.is_active))
    .map((m) => ({
      id: String(m.id),
      name: String(m.name),
      unit: String(m.unit),
      category_id: (m.category_id as string | null) ?? null,
      locations: JSON.parse(String(m.locations ?? '[]')) as MaterialLocation[],
    }))
    .filter(
      (m) =>
        (stock.get(m.id)?.quantity ?? 0) > 0 ||
        m.locations.some((l) => l.location_id === from && l.par > 0),
    )
    .sort((a, b) => compareNames(a.name, b.name));
  const ids = held.map((m) => m.id);
  const [asked, usage] = await Promise.all([
    lastAsked(db, actor.customerId, loc),
    averageWeeklyUse(db, actor.customerId, loc, ids, new Date(nowMs)),
  ]);
  return held.map((m) => {
    const last = asked.get(m.id);
    return {
      material_id: m.id,
      name: m.name,
      unit: m.unit,
      category_id: m.category_id,
      ...(showStock ? { available: round3(stock.get(m.id)?.quantity ?? 0) } : {}),
      par: m.locations.find((l) => l.location_id === loc)?.par ?? 0,
      last_quantity: last?.quantity ?? null,
      last_requested_at: last?.at ?? null,
      average_weekly_use: usage.get(m.id) ?? 0,
    };
  });
}
