import type { Pagination } from '@contract/common';
import { resources } from '@contract/registry';
import type { RecipeLine } from '@contract/resources/products';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { usableLocations } from '../../plugins/permissions';
import { likePattern } from '../../resources/list';
import { resourceDb } from '../../resources/store';
import { fromMilli } from '../../sales/figures';
import { isPreparedMaterial, materialIndex } from '../recipes/costing';

/** A material's stock at a location from its running balance (nothing received yet: zeros). */
export async function materialStockAt(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  materialId: string,
) {
  const balance = await db
    .selectFrom('stock_balances')
    .select(['quantity', 'value', 'average_cost'])
    .where('customer_id', '=', customerId)
    .where('location_id', '=', locationId)
    .where('material_id', '=', materialId)
    .executeTakeFirst();
  return {
    location_id: locationId,
    quantity: fromMilli(balance?.quantity ?? 0),
    value: fromMilli(balance?.value ?? 0),
    average_cost: Number(balance?.average_cost ?? 0),
  };
}

/**
 * Received stock lines (receipt movements) with the material's name, newest first, at the locations
 * the caller may use (or `loc`).
 */
export async function materialPurchases(
  db: Kysely<Database>,
  auth: Auth,
  query: { page: number; limit: number; loc: string | null; search?: string | undefined },
) {
  const usable = usableLocations(auth.grant);
  const base = () => {
    let q = resourceDb(db)
      .selectFrom('stock_movements as m')
      .innerJoin('materials as mat', 'mat.id', 'm.material_id')
      .where('m.customer_id', '=', auth.customerId)
      .where('m.kind', '=', 'receipt');
    if (query.loc) q = q.where('m.location_id', '=', query.loc);
    else if (usable) q = q.where('m.location_id', 'in', usable.length ? usable : ['']);
    const search = query.search?.trim();
    if (search) {
      q = q.where(sql<boolean>`lower(mat.name) like ${likePattern(search)} escape '\\'`);
    }
    return q;
  };
  const counted = await base()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const rows = await base()
    .select([
      'm.id',
      'm.location_id',
      'm.material_id',
      'mat.name as material_name',
      'mat.unit',
      'm.quantity',
      'm.unit_cost',
      'm.value',
      'm.occurred_at',
      'm.business_date',
      'm.note',
      'm.document_id',
    ])
    .orderBy('m.occurred_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const pagination: Pagination = {
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
  };
  return {
    data: rows.map((r) => ({
      id: String(r.id),
      location_id: String(r.location_id),
      material_id: String(r.material_id),
      material_name: String(r.material_name),
      unit: String(r.unit),
      occurred_at: String(r.occurred_at),
      business_date: String(r.business_date),
      note: String(r.note ?? ''),
      document_id: String(r.document_id),
      quantity: fromMilli(Number(r.quantity)),
      value: fromMilli(Number(r.value)),
      unit_cost: Number(r.unit_cost),
    })),
    pagination,
  };
}

/** Distinct materials used in any live recipe (products, modifier items, prepared materials). */
export async function recipeItemsCount(db: Kysely<Database>, customerId: string) {
  const used = new Set<string>();
  for (const def of [resources.products, resources.modifierItems]) {
    const rows = await resourceDb(db)
      .selectFrom(def.table)
      .select(sql<string>`recipe`.as('recipe'))
      .where('customer_id', '=', customerId)
      .where('deleted_at', 'is', null)
      .execute();
    for (const row of rows) {
      const recipe = (typeof row.recipe === 'string' ? JSON.parse(row.recipe) : row.recipe) as
        RecipeLine[] | null;
      for (const line of recipe ?? []) used.add(line.material_id);
    }
  }
  const materials = await materialIndex(db, customerId);
  for (const material of materials.values()) {
    if (!isPreparedMaterial(material)) continue;
    for (const line of material.recipe) used.add(line.material_id);
  }
  let rmCount = 0;
  let srCount = 0;
  let total = 0;
  for (const materialId of used) {
    const material = materials.get(materialId);
    if (!material) continue;
    total += 1;
    if (material.type === 'RM') rmCount += 1;
    if (material.type === 'SR') srCount += 1;
  }
  return { rmCount, srCount, total };
}

const SKU_PREFIX = 'MAT-';

/** The next free SKU of the `MAT-<n>` series, and whether `sku` is used by a live material. */
export async function skuSuggestion(db: Kysely<Database>, customerId: string, sku?: string) {
  const rows = await resourceDb(db)
    .selectFrom(resources.materials.table)
    .select(sql<string>`sku`.as('sku'))
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .where(sql.ref('sku'), '<>', '')
    .execute();
  const skus = new Set(rows.map((r) => r.sku.toLowerCase()));
  let highest = 0;
  for (const row of rows) {
    const match = /^mat-(\d{1,9})$/i.exec(row.sku);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  const wanted = sku?.trim().toLowerCase() ?? '';
  return { next: `${SKU_PREFIX}${highest + 1}`, taken: wanted !== '' && skus.has(wanted) };
}
