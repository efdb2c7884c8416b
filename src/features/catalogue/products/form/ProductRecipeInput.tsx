import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityFormEnv } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { RecipeField } from '@/components/recipe/RecipeField';
import { useProductEnv } from '../productEnv';
import { useCostedMaterials } from './useCostedMaterials';

/**
 * The product's recipe: which materials one unit uses, how much of each in which unit, and what it
 * comes to at costs rolled up through prepared materials' own recipes (the same roll-up as the
 * recipe list). Without `inventory.costs` the lines are edited without any cost.
 */
export function ProductRecipeInput({ path, label, readOnly }: FieldInputProps) {
  const { t } = useTranslation('products');
  const { lookups } = useEntityFormEnv();
  const { money } = useProductEnv();
  const stored = lookups.get('materials');
  const materials = useMemo(() => stored ?? [], [stored]);
  const costs = useCostedMaterials();
  return (
    <RecipeField
      path={path}
      label={label}
      readOnly={readOnly}
      ownerId={null}
      materials={materials}
      costs={costs}
      money={money}
      emptyText={t('recipe.none')}
    />
  );
}
