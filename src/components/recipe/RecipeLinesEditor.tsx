import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuantityUnit } from '@contract/resources/products';
import { costRecipe, makesCycle, type UnitCost } from '@contract/recipeRollup';
import { unitList } from '@contract/units';
import { displayName } from '@/components/entity/columns';
import type { LocalRow } from '@/data/db';
import type { MoneyFormat } from '@/lib/money';
import classes from './RecipeLinesEditor.module.css';

/** A line while it is being filled in. */
export interface DraftLine {
  material_id: string | null;
  quantity: number | '';
  unit: QuantityUnit | null;
}

/** Units a line may use for a material kept in `unit` (grams: g or kg, and so on). */
export function unitsFor(unit: QuantityUnit | null | undefined): QuantityUnit[] {
  const base = unitList.find((u) => u.unit === unit)?.base;
  return unitList.filter((u) => !base || u.base === base).map((u) => u.unit);
}

export const completeLines = (lines: readonly DraftLine[]) =>
  lines.flatMap((l) =>
    l.material_id && typeof l.quantity === 'number' && l.quantity > 0 && l.unit
      ? [{ material_id: l.material_id, quantity: l.quantity, unit: l.unit }]
      : [],
  );

/**
 * The lines of a recipe: material, quantity, unit (any that converts to the material's own) and what
 * each line costs at rolled-up costs, with the total. A material that would make the recipe contain
 * itself is refused on the spot. Used by the material and product forms and the recipe drawer.
 */
export function RecipeLinesEditor({
  ownerId,
  lines,
  onChange,
  materials,
  costs,
  money,
  readOnly = false,
  hideCosts = false,
  errorOf,
  emptyText,
}: {
  /** The material whose recipe this is (null for a product, a modifier item or a new material). */
  ownerId: string | null;
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  materials: readonly LocalRow[];
  /** Rolled-up unit costs by material (their units are used even when costs are hidden). */
  costs: ReadonlyMap<string, UnitCost>;
  money: MoneyFormat;
  readOnly?: boolean;
  /** No cost anywhere: the user may not see costs (`inventory.costs`), so they would all be 0. */
  hideCosts?: boolean;
  /** A form's message for one field of a line (`recipe.2.quantity`), shown under it. */
  errorOf?: (index: number, field: keyof DraftLine) => ReactNode;
  /** Said when there is no line (default: "No lines yet."). */
  emptyText?: string;
}) {
  const { t, i18n } = useTranslation('materials');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const [refused, setRefused] = useState<Record<number, string>>({});
  const options = useMemo(
    () =>
      materials
        .filter((m) => !m.deleted_at)
        .map((m) => ({ value: m.id, label: displayName(m, lang) }))
        .sort((a, b) => a.label.localeCompare(b.label, lang)),
    [materials, lang],
  );
  const recipes = useMemo(
    () =>
      new Map(
        materials.map((m) => [m.id, Array.isArray(m.recipe) ? (m.recipe as DraftLine[]) : []]),
      ),
    [materials],
  );
  const complete = completeLines(lines);
  const sheet = costRecipe(complete, costs);
  const set = (i: number, patch: Partial<DraftLine>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const setMaterial = (i: number, id: string | null) => {
    if (
      id &&
      ownerId &&
      makesCycle(ownerId, id, recipes as Map<string, { material_id: string }[]>)
    ) {
      setRefused((r) => ({ ...r, [i]: t('recipe_cycle') }));
      return;
    }
    setRefused((r) => ({ ...r, [i]: '' }));
    const unit = id ? costs.get(id)?.unit : undefined;
    const current = lines[i]?.unit ?? null;
    set(i, {
      material_id: id,
      ...(unit && !(current && unitsFor(unit).includes(current)) ? { unit } : {}),
    });
  };

  return (
    <Stack gap="xs" className={classes.lines} data-testid="recipe-lines">
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText ?? t('recipe.none')}
        </Text>
      ) : null}
      {lines.map((line, i) => {
        const at = completeLines(lines.slice(0, i + 1)).length - 1;
        const costed = completeLines([line]).length === 1 ? sheet.lines[at] : null;
        const material = line.material_id ? costs.get(line.material_id) : undefined;
        return (
          <div
            key={i}
            className={hideCosts ? `${classes.line} ${classes.noCost}` : classes.line}
            data-testid="recipe-line"
          >
            <Select
              size="xs"
              aria-label={t('recipe.material')}
              placeholder={t('recipe.material')}
              data={options}
              value={line.material_id}
              onChange={(id) => setMaterial(i, id)}
              searchable
              readOnly={readOnly}
              error={refused[i] || errorOf?.(i, 'material_id')}
              nothingFoundMessage={t('recipe.nothingFound')}
              comboboxProps={{ withinPortal: true }}
              data-testid="recipe-material"
            />
            <NumberInput
              size="xs"
              aria-label={t('recipe.quantity')}
              placeholder={t('recipe.quantity')}
              value={line.quantity}
              min={0}
              decimalScale={4}
              hideControls
              readOnly={readOnly}
              onChange={(v) => set(i, { quantity: v === '' ? '' : Number(v) })}
              error={errorOf?.(i, 'quantity')}
              data-testid="recipe-quantity"
            />
            <Select
              size="xs"
              aria-label={t('recipe.unit')}
              data={unitsFor(material?.unit).map((u) => ({ value: u, label: t(`units.${u}`) }))}
              value={line.unit}
              onChange={(u) => set(i, { unit: u as QuantityUnit | null })}
              readOnly={readOnly}
              allowDeselect={false}
              error={errorOf?.(i, 'unit')}
              comboboxProps={{ withinPortal: true }}
              data-testid="recipe-unit"
            />
            {hideCosts ? null : (
              <Text size="sm" ta="end" className={classes.cost} data-testid="recipe-line-cost">
                {costed?.cost !== null && costed?.cost !== undefined
                  ? money.format(costed.cost)
                  : '—'}
              </Text>
            )}
            {!readOnly ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('recipe.remove', { index: i + 1 })}
                onClick={() => onChange(lines.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            ) : (
              <span />
            )}
          </div>
        );
      })}
      <Group justify="space-between">
        {!readOnly ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...lines, { material_id: null, quantity: '', unit: null }])}
            data-testid="recipe-add"
          >
            {t('recipe.add')}
          </Button>
        ) : (
          <span />
        )}
        {hideCosts ? null : (
          <Text size="sm" fw={600} data-testid="recipe-batch-cost">
            {t('recipe.batchCost', { cost: money.format(sheet.total) })}
          </Text>
        )}
      </Group>
      {sheet.skipped > 0 && !hideCosts ? (
        <Text size="xs" c="orange">
          {t('recipe.skipped', { count: sheet.skipped })}
        </Text>
      ) : null}
    </Stack>
  );
}
