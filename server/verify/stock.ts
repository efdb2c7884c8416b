import { addDays } from '@contract/businessDay';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { inChunks } from '../inventory/ledger';
import { stockDailySums } from '../inventory/ledgerDaily';
import {
  materialStandardCosts,
  replayColumns,
  replayBalance,
  type ReplayedMovement,
} from '../inventory/ledgerRebuild';
import { numbersOf, type Findings } from './findings';
import { inSnapshot, locationsIn, type VerifiedDatabase } from './snapshot';

/**
 * The stock ledger's kept figures against its movements, with the definitions `update-main-tables`
 * rebuilds them with: `stockDailySums` for the day's sums of each material and kind, and
 * `replayBalance` for each balance (its movements in posting order, from the material's standard
 * cost). Quantities and values are integers in milli: compared exactly.
 */

/** Days of `stock_daily` compared per round: a month of one location's rows at most in memory. */
const WINDOW_DAYS = 31;

const dailyColumns = ['quantity', 'value', 'movement_count'];

export async function verifyStockDaily(
  database: VerifiedDatabase,
  customerId: string,
  findings: Findings,
): Promise<void> {
  const locations = await locationsIn(database.db, customerId, ['stock_movements', 'stock_daily']);
  for (const locationId of locations) {
    const span = await dateSpan(database.db, customerId, locationId);
    if (!span) continue;
    for (let from = span.first; from <= span.last; from = addDays(from, WINDOW_DAYS)) {
      const days = { from, until: addDays(from, WINDOW_DAYS) };
      await inSnapshot(database, (db) =>
        compareDailyRows(db, customerId, locationId, days, findings),
      );
    }
  }
}

/** A location's `stock_daily` rows of dates in [from, until) against its movements' sums. */
async function compareDailyRows(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  { from, until }: { from: string; until: string },
  findings: Findings,
): Promise<void> {
  const stored = await db
    .selectFrom('stock_daily')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('location_id', '=', locationId)
    .where('business_date', '>=', from)
    .where('business_date', '<', until)
    .execute();
  const sums = await stockDailySums(db, customerId)
    .where('location_id', '=', locationId)
    .where('business_date', '>=', from)
    .where('business_date', '<', until)
    .execute();
  const keyOf = (r: { business_date: string; material_id: string; kind: string }) => ({
    business_date: r.business_date,
    material_id: r.material_id,
    kind: r.kind,
  });
  const keyText = (r: { business_date: string; material_id: string; kind: string }) =>
    `${r.business_date}|${r.material_id}|${r.kind}`;
  const recomputed = new Map(sums.map((r) => [keyText(r), r]));
  for (const row of stored) {
    const mine = recomputed.get(keyText(row));
    recomputed.delete(keyText(row));
    findings.compare('stock_daily', locationId, {
      key: keyOf(row),
      stored: numbersOf(row, dailyColumns),
      recomputed: mine ? numbersOf(mine, dailyColumns) : null,
    });
  }
  for (const mine of recomputed.values()) {
    findings.compare('stock_daily', locationId, {
      key: keyOf(mine),
      stored: null,
      recomputed: numbersOf(mine, dailyColumns),
    });
  }
}

/** The first and last business date of a location's movements or daily rows. */
async function dateSpan(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
): Promise<{ first: string; last: string } | null> {
  let first: string | null = null;
  let last: string | null = null;
  for (const table of ['stock_movements', 'stock_daily'] as const) {
    const span = await db
      .selectFrom(table)
      .select((eb) => [
        eb.fn.min('business_date').as('first'),
        eb.fn.max('business_date').as('last'),
      ])
      .where('customer_id', '=', customerId)
      .where('location_id', '=', locationId)
      .executeTakeFirst();
    if (span?.first && (first === null || span.first < first)) first = span.first;
    if (span?.last && (last === null || span.last > last)) last = span.last;
  }
  return first === null || last === null ? null : { first, last };
}

/** Movements replayed per round: materials are taken together until they add up to this many. */
const MOVEMENTS_PER_ROUND = 20_000;

const balanceColumns = ['quantity', 'value', 'movement_count', 'average_cost'];

/**
 * The product keeps the weighted average cost as a float and shows it rounded to four decimals
 * (`stockAt`, the materials' reads); a replay does the same arithmetic in the same order, so it
 * should agree to the bit, but only a difference the product would show is one.
 */
const averageCostTolerance = { average_cost: 0.00005 };

export async function verifyStockBalances(
  database: VerifiedDatabase,
  customerId: string,
  findings: Findings,
): Promise<void> {
  const locations = await locationsIn(database.db, customerId, [
    'stock_movements',
    'stock_balances',
  ]);
  const costs = await materialStandardCosts(database.db, customerId);
  for (const locationId of locations) {
    for (const round of rounds(await materialsAt(database.db, customerId, locationId))) {
      await inSnapshot(database, (db) =>
        compareBalances(db, customerId, locationId, round, costs, findings),
      );
    }
  }
}

/** Every material with movements or a balance at a location, and how many movements it has. */
async function materialsAt(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
): Promise<Array<{ material_id: string; n: number }>> {
  const counted = await db
    .selectFrom('stock_movements')
    .select((eb) => ['material_id', eb.fn.countAll<number>().as('n')])
    .where('customer_id', '=', customerId)
    .where('location_id', '=', locationId)
    .groupBy('material_id')
    .execute();
  const kept = await db
    .selectFrom('stock_balances')
    .select('material_id')
    .where('customer_id', '=', customerId)
    .where('location_id', '=', locationId)
    .execute();
  const all = new Map(counted.map((c) => [c.material_id, Number(c.n)]));
  for (const k of kept) if (!all.has(k.material_id)) all.set(k.material_id, 0);
  return [...all].map(([material_id, n]) => ({ material_id, n }));
}

/** The balances of some materials at a location against their movements replayed. */
async function compareBalances(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  materials: readonly string[],
  costs: ReadonlyMap<string, number>,
  findings: Findings,
): Promise<void> {
  const movements = await inChunks(materials, (chunk) =>
    db
      .selectFrom('stock_movements')
      .select(replayColumns)
      .where('customer_id', '=', customerId)
      .where('location_id', '=', locationId)
      .where('material_id', 'in', chunk)
      .execute(),
  );
  const stored = new Map(
    (
      await inChunks(materials, (chunk) =>
        db
          .selectFrom('stock_balances')
          .selectAll()
          .where('customer_id', '=', customerId)
          .where('location_id', '=', locationId)
          .where('material_id', 'in', chunk)
          .execute(),
      )
    ).map((r) => [r.material_id, r]),
  );
  const byMaterial = new Map<string, ReplayedMovement[]>(materials.map((id) => [id, []]));
  for (const m of movements) byMaterial.get(m.material_id)!.push(m);
  for (const [materialId, list] of byMaterial) {
    const row = stored.get(materialId);
    findings.compare(
      'stock_balances',
      locationId,
      {
        key: { material_id: materialId },
        stored: row ? numbersOf(row, balanceColumns) : null,
        // A balance kept for a material that never moved here should not be: all zeros expected.
        recomputed:
          list.length > 0
            ? numbersOf(replayBalance(list, costs.get(materialId) ?? 0), balanceColumns)
            : null,
      },
      averageCostTolerance,
    );
  }
}

/** Materials grouped so each round reads about MOVEMENTS_PER_ROUND movements (one may read more). */
function rounds(counted: ReadonlyArray<{ material_id: string; n: number }>): string[][] {
  const out: string[][] = [];
  let round: string[] = [];
  let size = 0;
  for (const { material_id, n } of counted) {
    if (round.length > 0 && size + Number(n) > MOVEMENTS_PER_ROUND) {
      out.push(round);
      round = [];
      size = 0;
    }
    round.push(material_id);
    size += Number(n);
  }
  if (round.length > 0) out.push(round);
  return out;
}
