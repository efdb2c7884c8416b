import type { RecipeRow } from '@contract/recipes';
import { resources } from '@contract/registry';
import type { RecipeLine } from '@contract/resources/products';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import { ApiError, invalidFields, notFound } from '../plugins/errors';
import { findRow, replaceRow } from '../resources/store';
import { cycleLine, isPreparedMaterial, materialIndex, recipeRowOf, unitCosts } from './recipes';

/** `GET /preparations/{id}/materials`: a prepared material's recipe lines with costs, and its yield. */
export async function preparationRecipe(
  db: Kysely<Database>,
  customerId: string,
  materialId: string,
): Promise<RecipeRow> {
  const row = await findRow(db, resources.materials, customerId, materialId);
  if (!row || row.deleted_at) throw notFound('Material');
  const index = await materialIndex(db, customerId);
  return recipeRowOf('material', row, index, unitCosts(index), true);
}

/**
 * `POST /preparations/{id}/materials/bulk`: replaces a prepared material's recipe on its row (a new
 * version and a change, so devices pull it). A line whose material leads back to this one, at any
 * depth, is refused with `recipe_cycle` on its path.
 */
export async function replacePreparationRecipe(
  trx: Kysely<Database>,
  dialect: Dialect,
  customerId: string,
  materialId: string,
  body: { lines: RecipeLine[]; yield_quantity?: number; version?: number },
): Promise<RecipeRow> {
  const def = resources.materials;
  const row = await findRow(trx, def, customerId, materialId);
  if (!row || row.deleted_at) throw notFound('Material');
  if (!isPreparedMaterial(row as unknown as { is_prepared: boolean; type: string })) {
    throw invalidFields({ material_id: 'one_of' }, 'Only a prepared material has its own recipe');
  }
  if (body.version !== undefined && body.version !== row.version) {
    throw new ApiError(409, 'VERSION_CONFLICT', 'The material was changed by someone else');
  }
  const index = await materialIndex(trx, customerId);
  const unknown = body.lines.findIndex((l) => !index.has(l.material_id));
  if (unknown >= 0) throw invalidFields({ [`lines.${unknown}.material_id`]: 'unknown_reference' });
  const loop = cycleLine(index, materialId, body.lines);
  if (loop !== null) throw invalidFields({ [`lines.${loop}.material_id`]: 'recipe_cycle' });
  const next = {
    ...row,
    recipe: body.lines,
    yield_quantity: body.yield_quantity ?? Number(row.yield_quantity),
    version: row.version + 1,
    updated_at: nowIso(),
  };
  if (!(await replaceRow(trx, dialect, def, next, row.version))) {
    throw new ApiError(409, 'VERSION_CONFLICT', 'The material was changed by someone else');
  }
  const fresh = await materialIndex(trx, customerId);
  return recipeRowOf('material', next, fresh, unitCosts(fresh), true);
}
