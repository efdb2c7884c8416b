import { Alert, Badge, Button, Drawer, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rolledUpCosts, type UnitCost } from '@contract/recipeRollup';
import {
  completeLines,
  RecipeLinesEditor,
  type DraftLine,
} from '@/components/recipe/RecipeLinesEditor';
import type { LocalRow } from '@/data/db';
import type { MoneyFormat } from '@/lib/money';
import { useAction } from '@/shared/useAction';
import { rollupMaterials } from '@/components/recipe/rollupMaterials';
import type { RecipeListRow } from './data/recipeRows';
import { useRecipeWrites, type RecipeWrites } from './data/recipeWrites';

/**
 * Edits one recipe in a drawer: its lines, and a prepared material's yield. Saving writes the owner's
 * row through the local writer (queued offline; a stale version comes back as a conflict to resolve).
 */
export function RecipeDrawer({
  recipe,
  materials,
  costs,
  unitMoney,
  readOnly,
  onClose,
}: {
  recipe: RecipeListRow;
  materials: readonly LocalRow[];
  costs: ReadonlyMap<string, UnitCost>;
  unitMoney: MoneyFormat;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('materials');
  const writes = useRecipeWrites();
  const [lines, setLines] = useState<DraftLine[]>(recipe.lines);
  const [yieldQuantity, setYield] = useState<number | ''>(recipe.yield_quantity ?? 1);
  const prepared = recipe.owner === 'material';
  const incomplete = lines.length !== completeLines(lines).length;
  const unitCost = prepared
    ? rolledUpCosts(
        rollupMaterials([
          ...materials.filter((m) => m.id !== recipe.id),
          {
            ...recipe.row,
            recipe: completeLines(lines),
            yield_quantity:
              typeof yieldQuantity === 'number' && yieldQuantity > 0 ? yieldQuantity : 1,
          },
        ]),
      ).get(recipe.id)
    : null;

  const save = useAction(
    async (w: RecipeWrites) => {
      await w.save(
        { owner: recipe.owner, id: recipe.id, lines: completeLines(lines) },
        prepared && typeof yieldQuantity === 'number' ? yieldQuantity : undefined,
      );
      onClose();
    },
    { failed: t('recipes.saveFailed'), done: t('recipes.saved', { name: recipe.name }) },
  );

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Group gap="xs">
          <Text fw={600}>
            <bdi>{recipe.name}</bdi>
          </Text>
          <Badge variant="light">{t(`recipes.owner.${recipe.owner}`)}</Badge>
        </Group>
      }
    >
      <Stack data-testid="recipe-drawer">
        <RecipeLinesEditor
          ownerId={prepared ? recipe.id : null}
          lines={lines}
          onChange={setLines}
          materials={materials}
          costs={costs}
          money={unitMoney}
          readOnly={readOnly}
        />
        {prepared ? (
          <NumberInput
            label={t('recipes.yield', { unit: t(`units.${recipe.unit ?? 'g'}`) })}
            value={yieldQuantity}
            onChange={(v) => setYield(v === '' ? '' : Number(v))}
            min={0}
            decimalScale={4}
            readOnly={readOnly}
            w={220}
            data-testid="recipe-yield"
          />
        ) : null}
        {unitCost ? (
          <Alert variant="light" p="xs" data-testid="recipe-unit-cost">
            {t('recipe.unitCost', {
              cost: unitMoney.format(unitCost.cost),
              unit: t(`units.${unitCost.unit}`),
            })}
          </Alert>
        ) : null}
        {incomplete ? (
          <Text size="xs" c="orange">
            {t('recipes.incomplete')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          {!readOnly ? (
            <Button
              onClick={() => {
                if (writes) void save.run(writes);
              }}
              loading={save.busy}
              data-testid="recipe-save"
            >
              {t('save')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Drawer>
  );
}
