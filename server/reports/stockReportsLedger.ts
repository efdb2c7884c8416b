import { resources } from '@contract/registry';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { resourceDb } from '../resources/store';
import { add, type Amounts } from './stockReportsMoves';

/**
 * What the stock reports read besides movements: the materials as they show them and the kept
 * balances (in milli), from which stock at the end of a past day is what moved after it taken off
 * (stockReportsMoves.ts).
 */

/** A material as the reports show it, deleted and inactive ones included (they may hold stock). */
export interface ReportMaterial {
  category_id: string | null;
  unit: string;
  /** The standard cost per base unit, for a material a location never received. */
  cost: number;
  listed: boolean;
}

export async function reportMaterials(
  db: Kysely<Database>,
  customerId: string,
): Promise<Map<string, ReportMaterial>> {
  const rows = await resourceDb(db)
    .selectFrom(resources.materials.table)
    .select(['id', 'category_id', 'unit', 'cost', 'is_active', 'deleted_at'])
    .where('customer_id', '=', customerId)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        category_id: (r.category_id as string | null) ?? null,
        unit: String(r.unit ?? ''),
        cost: Number(r.cost ?? 0),
        // Booleans are 0/1 on SQLite and true/false on PostgreSQL.
        listed: r.deleted_at === null && Boolean(Number(r.is_active)),
      },
    ]),
  );
}

export interface Balance extends Amounts {
  /** The weighted average cost of the one location read (null when several are added up). */
  average_cost: number | null;
}

/** The kept balances of the locations, added up per material. */
export async function balancesOf(
  db: Kysely<Database>,
  customerId: string,
  locationIds: readonly string[],
): Promise<Map<string, Balance>> {
  const rows = await db
    .selectFrom('stock_balances')
    .select(['material_id', 'quantity', 'value', 'average_cost'])
    .where('customer_id', '=', customerId)
    .where('location_id', 'in', [...locationIds])
    .execute();
  const out = new Map<string, Balance>();
  for (const r of rows) {
    const had = out.get(r.material_id);
    const amounts = { quantity: Number(r.quantity), value: Number(r.value) };
    if (had) {
      add(had, amounts);
      had.average_cost = null;
    } else {
      out.set(r.material_id, { ...amounts, average_cost: Number(r.average_cost) });
    }
  }
  return out;
}
