import { hash } from 'node:crypto';
import { businessDayClock, type BusinessDayClock } from '@contract/businessDay';
import { resources } from '@contract/registry';
import type { MovementKind, MovementReason, MovementRow, movementDocuments } from '@contract/stock';
import type { Kysely } from 'kysely';
import { lockStock } from '../db/changes';
import { insertMany, writeMany } from '../db/manyRows';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import { resourceDb } from '../resources/store';
import { toMilli } from '../sales/figures';
import { addToStockDaily } from './ledgerDaily';
import { toMovementRow } from './ledgerStock';
import { loadInvoiceLocations } from '../sales/references';

/**
 * The stock ledger (issue 9): every change of stock is a movement appended once, and the running
 * balance of each (location, material) and the day's sums of each material and kind (`stock_daily`,
 * for the reports) are kept in the same transaction, so reading stock never sums history.
 * Quantities and values are stored in thousandths ("milli"); callers speak plain units.
 */

export interface NewMovement {
  /** Client-made uuid, or derived from the document (`derivedId`) for sales. */
  id: string;
  location_id: string;
  material_id: string;
  kind: MovementKind;
  /** Base units, signed: out is negative. */
  quantity: number;
  /** Inflows with a known cost; absent: the location's current average cost. */
  unit_cost?: number;
  /** ISO instant; the business date comes from the location's time zone. */
  occurred_at: string;
  reason?: MovementReason | null;
  note?: string;
  user_id: string | null;
  document_kind: (typeof movementDocuments)[number];
  document_id: string;
}

export type StoredMovement = Database['stock_movements'];

/** A uuid (version 8) derived from a key, so the same fact always gets the same id. */
export function derivedId(key: string): string {
  // One call per movement of every sale: the one-shot hash and slices, not a hasher and an array
  // of characters (four times faster, the same ids).
  const h = hash('sha256', key, 'hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Rows per insert: 16 columns x 500 stays within every driver's parameter limit. */
const CHUNK = 500;

export async function inChunks<T, R>(
  items: readonly T[],
  work: (chunk: T[]) => Promise<R[]>,
  size = CHUNK,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await work(items.slice(i, i + size))));
  return out;
}

/** The business day clocks of locations, made once per call. */
export async function locationClocks(
  db: Kysely<Database>,
  customerId: string,
  locationIds: readonly string[],
): Promise<Map<string, BusinessDayClock>> {
  const locations = await loadInvoiceLocations(db, customerId, [...new Set(locationIds)]);
  return new Map([...locations].map(([id, l]) => [id, businessDayClock(l)]));
}

interface Balance {
  quantity: number;
  value: number;
  average_cost: number;
  movement_count: number;
  last_movement_at: string | null;
  updated_at: string;
}

type Ordered = { kind: string; occurred_at: string; id: string };

/** Inflows that bring their own cost and so move the average; every other movement is valued at it. */
export const costedKinds = new Set<string>(['opening', 'receipt', 'preparation_in', 'transfer_in']);

/**
 * The order a call applies its movements in, and the order a rebuild replays them in (after
 * created_at): count movements last, each part by time. Only costed inflows move the average, and
 * they read the quantity before them, so this order is what makes a rebuild equal the kept balance.
 */
export function postingOrder(a: Ordered, b: Ordered): number {
  const ca = a.kind === 'count' ? 1 : 0;
  const cb = b.kind === 'count' ? 1 : 0;
  if (ca !== cb) return ca - cb;
  if (a.occurred_at !== b.occurred_at) return a.occurred_at < b.occurred_at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const keyOf = (location: string, material: string) => `${location}|${material}`;

/** Standard costs of materials: the average cost of a location that has none yet. */
async function standardCosts(
  db: Kysely<Database>,
  customerId: string,
  materialIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await inChunks(materialIds, (chunk) =>
    resourceDb(db)
      .selectFrom(resources.materials.table)
      .select(['id', 'cost'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  return new Map(rows.map((r) => [r.id, Number(r.cost ?? 0)]));
}

async function loadBalances(
  db: Kysely<Database>,
  customerId: string,
  pairs: ReadonlyArray<{ location_id: string; material_id: string }>,
): Promise<Map<string, Balance>> {
  const locations = [...new Set(pairs.map((p) => p.location_id))];
  const materials = [...new Set(pairs.map((p) => p.material_id))];
  const wanted = new Set(pairs.map((p) => keyOf(p.location_id, p.material_id)));
  const rows = await inChunks(materials, (chunk) =>
    db
      .selectFrom('stock_balances')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('location_id', 'in', locations)
      .where('material_id', 'in', chunk)
      .execute(),
  );
  const out = new Map<string, Balance>();
  for (const r of rows) {
    const key = keyOf(r.location_id, r.material_id);
    if (!wanted.has(key)) continue;
    out.set(key, {
      quantity: Number(r.quantity),
      value: Number(r.value),
      average_cost: Number(r.average_cost),
      movement_count: Number(r.movement_count),
      last_movement_at: r.last_movement_at,
      updated_at: r.updated_at,
    });
  }
  return out;
}

/** Approved counts' cut-offs per (location, material), earliest first, that a movement may predate. */
async function countCutoffs(
  db: Kysely<Database>,
  customerId: string,
  movements: readonly NewMovement[],
): Promise<Map<string, Array<{ count_id: string; cutoff_at: string }>>> {
  const out = new Map<string, Array<{ count_id: string; cutoff_at: string }>>();
  const candidates = movements.filter((m) => m.kind !== 'count');
  if (candidates.length === 0) return out;
  const earliest = candidates.reduce(
    (min, m) => (m.occurred_at < min ? m.occurred_at : min),
    candidates[0]!.occurred_at,
  );
  const materials = [...new Set(candidates.map((m) => m.material_id))];
  const locations = [...new Set(candidates.map((m) => m.location_id))];
  const rows = await inChunks(materials, (chunk) =>
    db
      .selectFrom('count_lines')
      .select(['count_id', 'location_id', 'material_id', 'cutoff_at'])
      .where('customer_id', '=', customerId)
      .where('location_id', 'in', locations)
      .where('material_id', 'in', chunk)
      .where('cutoff_at', '>', earliest)
      .execute(),
  );
  for (const r of rows.sort((a, b) => a.cutoff_at.localeCompare(b.cutoff_at))) {
    const key = keyOf(r.location_id, r.material_id);
    const list = out.get(key) ?? [];
    list.push({ count_id: r.count_id, cutoff_at: r.cutoff_at });
    out.set(key, list);
  }
  return out;
}

async function storedMovements(
  db: Kysely<Database>,
  customerId: string,
  ids: readonly string[],
): Promise<StoredMovement[]> {
  return inChunks([...new Set(ids)], (chunk) =>
    db
      .selectFrom('stock_movements')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
}

/**
 * Appends movements and updates balances in the caller's transaction; ids already stored are
 * skipped (idempotent) and returned as stored. A movement dated before the cut-off of an approved
 * count of its material also gets a compensating `count` movement at that cut-off, so the stock the
 * count fixed stays fixed and the count's adjustment changes instead.
 */
export async function postMovements(
  trx: Kysely<Database>,
  customerId: string,
  movements: readonly NewMovement[],
  /**
   * The caller knows none of these ids can be stored yet (depletion of an invoice it has just
   * recorded or moved on: the ids derive from it), so the look-up is skipped; a clash would still
   * fail the insert, never post twice.
   */
  opts: { fresh?: boolean } = {},
): Promise<MovementRow[]> {
  if (movements.length === 0) return [];
  // Balances are read and written back: one writer of a location's stock at a time (issue 25).
  await lockStock(
    trx,
    customerId,
    movements.map((m) => m.location_id),
  );
  const already = new Map(
    opts.fresh
      ? []
      : (
          await storedMovements(
            trx,
            customerId,
            movements.map((m) => m.id),
          )
        ).map((r) => [r.id, r]),
  );
  const seen = new Set<string>();
  const fresh = movements
    .filter((m) => {
      if (already.has(m.id) || seen.has(m.id)) return false;
      seen.add(m.id);
      return true;
    })
    // Sales come with their instants spelt as stored already: only another spelling is copied.
    .map((m) => {
      const occurred = new Date(m.occurred_at).toISOString();
      return occurred === m.occurred_at ? m : { ...m, occurred_at: occurred };
    })
    .sort(postingOrder);
  const written = new Map<string, StoredMovement>();
  if (fresh.length > 0) {
    const clocks = await locationClocks(
      trx,
      customerId,
      fresh.map((m) => m.location_id),
    );
    const balances = await loadBalances(trx, customerId, fresh);
    const costs = await standardCosts(trx, customerId, [
      ...new Set(fresh.map((m) => m.material_id)),
    ]);
    const cutoffs = await countCutoffs(trx, customerId, fresh);
    // Each balance's movements must replay in posting order (rebuildStockBalances): a call's
    // created_at is after the last one of every balance it touches, even within one millisecond.
    const latest = [...balances.values()].reduce(
      (max, b) => (b.updated_at > max ? b.updated_at : max),
      '',
    );
    const now = nowIso();
    const at = latest >= now ? new Date(Date.parse(latest) + 1).toISOString() : now;
    const rows: StoredMovement[] = [];
    // Sales of one invoice share their instant: each location's date is worked out once per instant.
    const dates = new Map<string, string>();
    const businessDate = (location: string, occurred: string) => {
      const key = `${location}|${occurred}`;
      let date = dates.get(key);
      if (date === undefined) {
        const clock = clocks.get(location);
        date = clock ? clock.at(Date.parse(occurred)).business_date : occurred.slice(0, 10);
        dates.set(key, date);
      }
      return date;
    };
    const compensations: Array<() => void> = [];
    const apply = (m: NewMovement, quantity: number, value: number, unitCost: number) => {
      const key = keyOf(m.location_id, m.material_id);
      const row: StoredMovement = {
        id: m.id,
        customer_id: customerId,
        location_id: m.location_id,
        material_id: m.material_id,
        kind: m.kind,
        quantity,
        value,
        unit_cost: unitCost,
        occurred_at: m.occurred_at,
        business_date: businessDate(m.location_id, m.occurred_at),
        reason: m.reason ?? null,
        note: m.note ?? '',
        user_id: m.user_id,
        document_kind: m.document_kind,
        document_id: m.document_id,
        created_at: at,
      };
      rows.push(row);
      written.set(row.id, row);
      const balance = balances.get(key)!;
      balance.quantity += quantity;
      balance.value += value;
      balance.movement_count += 1;
      if (!balance.last_movement_at || row.occurred_at > balance.last_movement_at) {
        balance.last_movement_at = row.occurred_at;
      }
    };
    for (const m of fresh) {
      const key = keyOf(m.location_id, m.material_id);
      let balance = balances.get(key);
      if (!balance) {
        balance = {
          quantity: 0,
          value: 0,
          average_cost: costs.get(m.material_id) ?? 0,
          movement_count: 0,
          last_movement_at: null,
          updated_at: '',
        };
        balances.set(key, balance);
      }
      const quantity = toMilli(m.quantity);
      const costed = quantity > 0 && costedKinds.has(m.kind);
      const unitCost = costed ? (m.unit_cost ?? balance.average_cost) : balance.average_cost;
      // Stock used before it arrived (a negative or empty balance) is valued at the cost of what
      // arrives: the inflow's value takes up the difference, so the balance is worth its quantity at
      // the new average. Otherwise the oversold units keep an old cost and the value of stock on hand
      // can drift below zero while the quantity is positive.
      const value =
        costed && balance.quantity <= 0
          ? Math.round((balance.quantity + quantity) * unitCost) - balance.value
          : Math.round(quantity * unitCost);
      if (costed) {
        balance.average_cost =
          balance.quantity > 0 ? (balance.value + value) / (balance.quantity + quantity) : unitCost;
      }
      apply(m, quantity, value, unitCost);
      const cutoff =
        m.kind === 'count' ? undefined : cutoffs.get(key)?.find((c) => c.cutoff_at > m.occurred_at);
      if (cutoff && quantity !== 0) {
        compensations.push(() =>
          apply(
            {
              ...m,
              id: derivedId(`${m.id}:offset`),
              kind: 'count',
              occurred_at: new Date(cutoff.cutoff_at).toISOString(),
              reason: null,
              note: '',
              document_kind: 'count',
              document_id: cutoff.count_id,
            },
            -quantity,
            -value,
            unitCost,
          ),
        );
      }
    }
    for (const compensate of compensations) compensate();
    await insertMany(trx, 'stock_movements', rows, CHUNK);
    await addToStockDaily(trx, rows);
    const touched = [...new Set(rows.map((r) => keyOf(r.location_id, r.material_id)))].map(
      (key) => {
        const [location_id, material_id] = key.split('|') as [string, string];
        const b = balances.get(key)!;
        return {
          customer_id: customerId,
          location_id,
          material_id,
          quantity: b.quantity,
          value: b.value,
          average_cost: b.average_cost,
          movement_count: b.movement_count,
          last_movement_at: b.last_movement_at,
          updated_at: at,
        };
      },
    );
    await writeBalances(trx, touched);
  }
  return movements.flatMap((m) => {
    const row = already.get(m.id) ?? written.get(m.id);
    if (!row) return [];
    written.delete(m.id);
    return [toMovementRow(row, true)];
  });
}

/** Writes balances whole, each once: one upsert statement per chunk on both databases. */
async function writeBalances(
  trx: Kysely<Database>,
  rows: ReadonlyArray<Database['stock_balances']>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await writeMany(trx, 'upsert stock_balances', rows.slice(start, start + 1000), (chunk) =>
      trx
        .insertInto('stock_balances')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['customer_id', 'location_id', 'material_id']).doUpdateSet((eb) => ({
            quantity: eb.ref('excluded.quantity'),
            value: eb.ref('excluded.value'),
            average_cost: eb.ref('excluded.average_cost'),
            movement_count: eb.ref('excluded.movement_count'),
            last_movement_at: eb.ref('excluded.last_movement_at'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        ),
    );
  }
}

export { stockAt, toMovementRow, type StockFigure } from './ledgerStock';
