import type { RecipeOwner, RecipeRow } from '@contract/recipes';
import { resources, type ResourceDef } from '@contract/registry';
import type { MaterialType } from '@contract/resources/inventory';
import type { MaterialUnit } from '@contract/units';
import type { RecipeLine } from '@contract/resources/products';
import {
  costRecipe,
  isPrepared,
  makesCycle,
  rolledUpCosts,
  type UnitCost,
} from '@contract/recipeRollup';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { invalidFields } from '../../plugins/errors';
import { resourceDb, toApiRow, type StoredRow } from '../../resources/store';

/** What costing and the cycle check need of a material. */
export interface RecipeMaterial {
  id: string;
  name: string;
  type: MaterialType;
  unit: MaterialUnit;
  cost: number;
  is_prepared: boolean;
  recipe: RecipeLine[];
  yield_quantity: number;
}
export type MaterialIndex = ReadonlyMap<string, RecipeMaterial>;

/** Which resource holds each owner's recipe (in its `recipe` field). */
export const ownerResources: Record<RecipeOwner, ResourceDef> = {
  product: resources.products,
  modifier_item: resources.modifierItems,
  material: resources.materials,
};

/** A material made in house from its own recipe: prepared, or typed SR (a legacy `rm`). */
export const isPreparedMaterial = isPrepared;

/**
 * Every live material of a business, keyed by id. Recipes reach across the whole business, so the
 * roll-up and the cycle check read them all at once (a few thousand rows at most) instead of walking
 * the tree one query per level.
 */
export async function materialIndex(
  db: Kysely<Database>,
  customerId: string,
): Promise<Map<string, RecipeMaterial>> {
  const def = resources.materials;
  const rows = await resourceDb(db)
    .selectFrom(def.table)
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .execute();
  const index = new Map<string, RecipeMaterial>();
  for (const stored of rows) {
    const row = toApiRow(def, stored) as unknown as RecipeMaterial;
    index.set(row.id, row);
  }
  return index;
}

/**
 * The first line of `recipe` (belonging to material `id`) through which the recipe reaches `id`
 * again, at any depth, or null: the same rule the recipe editors apply (`makesCycle`).
 */
export function cycleLine(index: MaterialIndex, id: string, recipe: readonly RecipeLine[]) {
  const recipes = new Map([...index.values()].map((m) => [m.id, m.recipe]));
  const found = recipe.findIndex((line) => makesCycle(id, line.material_id, recipes));
  return found === -1 ? null : found;
}

/**
 * A material's recipe may not contain the material itself at any depth (400 `recipe_cycle` at the
 * line that leads back). Called by the generic write code on every create and update of a material.
 */
export async function checkRecipeCycle(
  db: Kysely<Database>,
  customerId: string,
  row: Record<string, unknown> & { id: string },
): Promise<void> {
  const recipe = (row.recipe ?? []) as RecipeLine[];
  if (recipe.length === 0) return;
  const line = cycleLine(await materialIndex(db, customerId), row.id, recipe);
  if (line !== null) throw invalidFields({ [`recipe.${line}.material_id`]: 'recipe_cycle' });
}

/**
 * Cost of one base unit of each material, rolled up through sub-recipes: the one definition in
 * `contract/recipeRollup.ts` that the screens and exports use too.
 */
export function unitCosts(index: MaterialIndex): (id: string) => number | null {
  const costs = rolledUpCosts(index.values());
  return (id) => costs.get(id)?.cost ?? null;
}

/** Each line's cost (its quantity in the material's unit x the material's rolled-up unit cost). */
export function linesCost(
  lines: readonly RecipeLine[],
  index: MaterialIndex,
  costOf: (id: string) => number | null,
): { lines: RecipeRow['lines']; total: number } {
  const costs = new Map<string, UnitCost>();
  for (const line of lines) {
    const material = index.get(line.material_id);
    const cost = material ? costOf(material.id) : null;
    if (material && cost !== null) costs.set(material.id, { unit: material.unit, cost });
  }
  const costed = costRecipe(lines, costs);
  return {
    lines: lines.map((line, i) => {
      const material = index.get(line.material_id);
      return {
        ...line,
        name: material?.name ?? '',
        material_type: material?.type ?? '',
        cost: costed.lines[i]!.cost,
      };
    }),
    total: costed.total,
  };
}

/**
 * An owner's row as a recipe: its lines costed, and the cost of one unit of the owner (a prepared
 * material's per base unit: batch / yield). Without `withCosts` (a blind caller) no cost is in it.
 */
export function recipeRowOf(
  owner: RecipeOwner,
  row: StoredRow,
  index: MaterialIndex,
  costOf: (id: string) => number | null,
  withCosts: boolean,
): RecipeRow {
  const recipe = (row.recipe ?? []) as RecipeLine[];
  const { lines, total } = linesCost(recipe, index, costOf);
  const isMaterial = owner === 'material';
  const yieldQuantity = isMaterial ? Number(row.yield_quantity) : null;
  const out: RecipeRow = {
    id: row.id,
    owner,
    name: String(row.name),
    lines: withCosts ? lines : lines.map(({ cost: _cost, ...line }) => line),
    cost: Math.round((yieldQuantity ? total / yieldQuantity : total) * 10_000) / 10_000,
    yield_quantity: yieldQuantity,
    unit: isMaterial ? String(row.unit) : null,
    version: row.version,
    updated_at: row.updated_at,
  };
  if (!withCosts) delete out.cost;
  return out;
}
