import type { RecipeRow } from '@contract/recipes';
import { resources } from '@contract/registry';
import type { RecipeLine } from '@contract/resources/products';
import type { MovementRow } from '@contract/stock';
import { convert } from '@contract/units';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import { ApiError, invalidFields, notFound } from '../../plugins/errors';
import { findRow, replaceRow } from '../../resources/store';
import { derivedId, postMovements, type NewMovement } from '../ledger';
import {
  cycleLine,
  isPreparedMaterial,
  materialIndex,
  recipeRowOf,
  unitCosts,
  type MaterialIndex,
  type RecipeMaterial,
} from '../recipes/costing';

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

/**
 * Producing from a recipe, shared by preparations (`POST /inventory?is_prepared=1`) and work orders
 * (issue 10): which materials can be made, what a batch takes of each recipe material, and the
 * movements that make it (each input out, the output in at the value of what went out).
 */

/** A material made from its own recipe: a prepared one (SR), or a finished good with a recipe. */
export function producibleMaterial(index: MaterialIndex, materialId: string): RecipeMaterial {
  const material = index.get(materialId);
  if (!material) throw invalidFields({ material_id: 'unknown_reference' });
  if (!(isPreparedMaterial(material) || material.type === 'FG') || material.recipe.length === 0) {
    throw invalidFields(
      { material_id: 'one_of' },
      'Only a prepared material with a recipe can be prepared',
    );
  }
  return material;
}

/**
 * What making `quantity` (the material's base unit) takes of each recipe material, in that
 * material's base unit: line quantity × quantity / yield. A line whose unit does not convert to its
 * material's (a recipe gone stale) is left out rather than guessed.
 */
export function recipeInputs(
  index: MaterialIndex,
  material: RecipeMaterial,
  quantity: number,
): Map<string, number> {
  const used = new Map<string, number>();
  for (const line of material.recipe) {
    const ingredient = index.get(line.material_id);
    const amount = ingredient ? convert(line.quantity, line.unit, ingredient.unit) : null;
    if (amount === null) continue;
    used.set(
      line.material_id,
      (used.get(line.material_id) ?? 0) + (amount * quantity) / material.yield_quantity,
    );
  }
  return used;
}

export interface Production {
  /** Fields every movement of the batch shares. */
  base: Pick<NewMovement, 'location_id' | 'occurred_at' | 'user_id' | 'document_id' | 'note'> & {
    document_kind: 'preparation' | 'work_order';
  };
  /** What the movement ids derive from (the document's id): posting again posts nothing new. */
  key: string;
  /** Base units used of each input (nothing is posted for an input that used none). */
  inputs: ReadonlyMap<string, number>;
  output: { material_id: string; quantity: number };
}

/** The batch's movements, the output still without its cost (it is what the inputs cost). */
export function productionMovements(batch: Production): NewMovement[] {
  const outs = [...batch.inputs]
    .filter(([, amount]) => amount > 0)
    .map(([materialId, amount]) => ({
      ...batch.base,
      id: derivedId(`${batch.key}:out:${materialId}`),
      material_id: materialId,
      kind: 'preparation_out' as const,
      quantity: -amount,
    }));
  const made = {
    ...batch.base,
    id: derivedId(`${batch.key}:in`),
    material_id: batch.output.material_id,
    kind: 'preparation_in' as const,
    quantity: batch.output.quantity,
  };
  return [...outs, made];
}

/**
 * Posts a batch: `preparation_out` per input at the location's average cost, then `preparation_in`
 * of the output at the value of what went out. Returns the movements and the output's unit cost.
 */
export async function postProduction(
  trx: Kysely<Database>,
  customerId: string,
  batch: Production,
): Promise<{ movements: MovementRow[]; unit_cost: number }> {
  const all = productionMovements(batch);
  const made = all.pop()!;
  const outs = await postMovements(trx, customerId, all);
  const spent = -outs.reduce((sum, m) => sum + (m.value ?? 0), 0);
  const unitCost = spent / batch.output.quantity;
  const stored = await postMovements(trx, customerId, [{ ...made, unit_cost: unitCost }]);
  return { movements: [...outs, ...stored], unit_cost: unitCost };
}
