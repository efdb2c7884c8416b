import type { RollupMaterial } from '@contract/recipeRollup';
import type { QuantityUnit, RecipeLine } from '@contract/resources/products';
import type { LocalRow } from '@/data/db';

/**
 * Materials of the local store as the roll-up (`contract/recipeRollup.ts`) reads them; deleted ones
 * are left out. A row without `cost` (a user without `inventory.costs` gets none) costs 0.
 */
export function rollupMaterials(materials: readonly LocalRow[]): RollupMaterial[] {
  return materials
    .filter((m) => !m.deleted_at)
    .map((m) => ({
      id: m.id,
      unit: (m.unit as QuantityUnit | undefined) ?? 'g',
      cost: typeof m.cost === 'number' ? m.cost : 0,
      type: typeof m.type === 'string' ? m.type : undefined,
      is_prepared: m.is_prepared === true,
      recipe: Array.isArray(m.recipe) ? (m.recipe as RecipeLine[]) : [],
      yield_quantity: typeof m.yield_quantity === 'number' ? m.yield_quantity : 1,
    }));
}
