import { resources } from '@contract/registry';
import { sql, type Transaction } from 'kysely';
import { recordChanges } from '../../db/changes';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import { duplicate } from '../../resources/checks';
import { resourceDb } from '../../resources/store';

/**
 * The rules of `supplierMaterials` across rows, run by the registry's writes (resources/write.ts)
 * in their transaction before the row is written: one live row per (supplier, material), and at
 * most one preferred supplier per material, so marking this one preferred clears the others.
 */
export async function settleSupplierMaterial(
  trx: Transaction<Database>,
  customerId: string,
  row: Record<string, unknown> & { id: string },
): Promise<void> {
  const def = resources.supplierMaterials;
  const table = resourceDb(trx);
  const clash = await table
    .selectFrom(def.table)
    .select('id')
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .where('supplier_id', '=', String(row.supplier_id))
    .where('material_id', '=', String(row.material_id))
    .where('id', '!=', row.id)
    .executeTakeFirst();
  if (clash) {
    throw duplicate(
      { material_id: 'The supplier already sells this material' },
      'This supplier already has this material; change that row instead',
    );
  }
  if (row.is_preferred !== true) return;
  const others = await table
    .selectFrom(def.table)
    .select(['id', 'version', 'is_preferred'])
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .where('material_id', '=', String(row.material_id))
    .where('id', '!=', row.id)
    .where('is_preferred', '=', sql.lit(true))
    .execute();
  if (others.length === 0) return;
  const now = nowIso();
  await table
    .updateTable(def.table)
    .set({
      is_preferred: sql.lit(false),
      version: sql`version + 1`,
      updated_at: now,
    })
    .where('customer_id', '=', customerId)
    .where(
      'id',
      'in',
      others.map((o) => o.id),
    )
    .execute();
  await recordChanges(
    trx,
    others.map((o) => ({
      customerId,
      collection: def.collection,
      rowId: o.id,
      locationId: null,
      // The audit log says which supplier stopped being the preferred one, and why: this write.
      before: o,
      after: { ...o, is_preferred: false, version: o.version + 1 },
    })),
  );
}
