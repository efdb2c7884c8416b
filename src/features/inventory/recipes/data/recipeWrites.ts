import type { RecipeLine } from '@contract/resources/products';
import { recipeOwners, type RecipeOwner } from '@contract/recipes';
import { useMemo } from 'react';
import { useLocal } from '@/data/react';
import { ownerDefs } from './useRecipeRows';

/** An owner's recipe lines as a write gives them: they replace what the recipe had. */
export interface RecipeLines {
  owner: RecipeOwner;
  id: string;
  lines: RecipeLine[];
}

/**
 * Writes recipes where they live, on their owners' rows, through the local writer: queued offline,
 * and a stale version comes back as a conflict to resolve. Null until the local store is open.
 */
export function useRecipeWrites() {
  const local = useLocal();
  return useMemo(() => {
    if (!local) return null;
    const { writer } = local;
    return {
      /** One owner's recipe, and a prepared material's yield with it. */
      save: (recipe: RecipeLines, yieldQuantity?: number) =>
        writer.update(ownerDefs[recipe.owner], recipe.id, {
          recipe: recipe.lines,
          ...(yieldQuantity !== undefined ? { yield_quantity: yieldQuantity } : {}),
        }),
      /** Many owners' recipes, one local transaction per kind of owner (an import, a bulk delete). */
      saveAll: async (recipes: readonly RecipeLines[]) => {
        for (const owner of recipeOwners) {
          const mine = recipes.filter((r) => r.owner === owner);
          if (mine.length === 0) continue;
          const def = ownerDefs[owner];
          await writer.all(def, async () => {
            for (const r of mine) await writer.update(def, r.id, { recipe: r.lines });
          });
        }
      },
    };
  }, [local]);
}

/** The recipe writes once the local store is open. */
export type RecipeWrites = NonNullable<ReturnType<typeof useRecipeWrites>>;
