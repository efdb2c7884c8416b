import { Alert, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rolledUpCosts } from '@contract/recipeRollup';
import { useEntityForm, useEntityFormEnv } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { RecipeField, useSeesCosts } from '@/components/recipe/RecipeField';
import { completeLines, type DraftLine } from '@/components/recipe/RecipeLinesEditor';
import type { QuantityUnit } from '@contract/resources/products';
import { useActiveMoney } from '@/shared/location/useMoney';
import { moneyFormat } from '@/lib/money';
import { rollupMaterials } from '@/components/recipe/rollupMaterials';

/**
 * A prepared material's recipe in its form: shown only while "prepared" is on; the batch cost and
 * the cost of one base unit (batch / yield) follow every change, rolled up through sub-recipes.
 */
export function MaterialRecipeInput({ path, label, readOnly, row }: FieldInputProps) {
  const { t } = useTranslation('materials');
  const form = useEntityForm();
  const { lookups } = useEntityFormEnv();
  const active = useActiveMoney();
  const seesCosts = useSeesCosts();
  // A gram of a sub-recipe costs fractions of a cent: unit costs keep four decimals.
  const money = useMemo(
    () => moneyFormat(active.lang, active.currency, Math.max(active.decimals, 4)),
    [active.lang, active.currency, active.decimals],
  );
  const values = form.getValues();
  const lines = (values.recipe as DraftLine[] | undefined) ?? [];
  const ownerId = row?.id ?? null;
  const stored = lookups.get('materials');
  const materials = useMemo(() => stored ?? [], [stored]);
  // The costs of the other materials; this one's own is computed below from what is on screen.
  const costs = useMemo(() => rolledUpCosts(rollupMaterials(materials)), [materials]);
  if (values.is_prepared !== true)
    return (
      <Text size="sm" c="dimmed" data-testid={`field-${path}`}>
        {t('recipe.onlyPrepared')}
      </Text>
    );
  const ownId = ownerId ?? '__new__';
  const own = rolledUpCosts([
    ...rollupMaterials(materials.filter((m) => m.id !== ownerId)),
    {
      id: ownId,
      unit: (values.unit as QuantityUnit | undefined) ?? 'g',
      cost: typeof values.cost === 'number' ? values.cost : 0,
      is_prepared: true,
      recipe: completeLines(lines),
      yield_quantity:
        typeof values.yield_quantity === 'number' && values.yield_quantity > 0
          ? values.yield_quantity
          : 1,
    },
  ]).get(ownId);
  return (
    <RecipeField
      path={path}
      label={label}
      readOnly={readOnly}
      ownerId={ownerId}
      materials={materials}
      costs={costs}
      money={money}
    >
      {own && seesCosts ? (
        <Alert variant="light" p="xs" data-testid="recipe-unit-cost">
          {t('recipe.unitCost', {
            cost: money.format(own.cost),
            unit: t(`units.${own.unit}`),
          })}
        </Alert>
      ) : null}
    </RecipeField>
  );
}
