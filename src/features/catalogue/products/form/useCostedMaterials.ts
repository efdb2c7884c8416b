import { useMemo } from 'react';
import { rolledUpCosts, type UnitCost } from '@contract/recipeRollup';
import { useEntityFormEnv } from '@/components/entity/form-context';
import { rollupMaterials } from '@/components/recipe/rollupMaterials';

/**
 * Materials of the local store by id, with the unit they are costed in and the cost of one unit,
 * rolled up through prepared materials' recipes (`contract/recipeRollup.ts`, as on the recipe list).
 */
export function useCostedMaterials(): ReadonlyMap<string, UnitCost> {
  const { lookups } = useEntityFormEnv();
  const rows = lookups.get('materials');
  return useMemo(() => rolledUpCosts(rollupMaterials(rows ?? [])), [rows]);
}
