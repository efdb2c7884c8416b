import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rolledUpCosts } from '@contract/recipeRollup';
import { resources, type ResourceDef } from '@contract/registry';
import type { RecipeOwner } from '@contract/recipes';
import { useRows } from '@/data/live';
import { rollupMaterials } from '@/components/recipe/rollupMaterials';
import { buildRecipeRows, recipeItemCounts } from './recipeRows';

/** The collection each kind of recipe owner lives in. */
export const ownerDefs: Record<RecipeOwner, ResourceDef> = {
  product: resources.products as unknown as ResourceDef,
  modifier_item: resources.modifierItems as unknown as ResourceDef,
  material: resources.materials as unknown as ResourceDef,
};

/** Every recipe from the local store, with rolled-up costs and the counts shown on top. */
export function useRecipeRows() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const products = useRows('products');
  const modifierItems = useRows('modifierItems');
  const materials = useRows('materials');
  return useMemo(() => {
    const loading = !products || !modifierItems || !materials;
    const rows = buildRecipeRows({ products, modifierItems, materials }, lang);
    return {
      loading,
      rows,
      counts: recipeItemCounts(rows, materials ?? []),
      costs: rolledUpCosts(rollupMaterials(materials ?? [])),
      store: {
        products: products ?? [],
        modifierItems: modifierItems ?? [],
        materials: materials ?? [],
      },
    };
  }, [products, modifierItems, materials, lang]);
}
