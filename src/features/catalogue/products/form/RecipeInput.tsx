import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuantityUnit, RecipeLine } from '@contract/resources/products';
import { displayName } from '@/components/entity/columns';
import { useEntityForm, useEntityFormEnv } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { useProductEnv } from '../productEnv';
import { recipeCostSheet, unitsFor } from '../recipeCost';
import { useCostedMaterials } from './useCostedMaterials';
import { optionsOf, orderedRows } from './lookupRows';
import classes from './RecipeInput.module.css';

/** A line as the form holds it while it is being filled in. */
interface LineValues {
  material_id: string | null;
  quantity: number | '';
  unit: QuantityUnit | null;
}

/**
 * The recipe: which materials, how much of each in which unit, what each line costs and what the
 * product costs in all. Units offered are those that convert to the material's own unit.
 */
export function RecipeInput({ path, label, readOnly }: FieldInputProps) {
  const { t } = useTranslation('products');
  const form = useEntityForm();
  const { texts, lookups } = useEntityFormEnv();
  const { money } = useProductEnv();
  const lines = (form.getValues().recipe as LineValues[] | undefined) ?? [];
  const materials = useMemo(
    () => orderedRows(lookups, 'materials', texts.lang),
    [lookups, texts.lang],
  );
  const materialOptions = useMemo(() => optionsOf(materials, texts.lang), [materials, texts.lang]);
  const costed = useCostedMaterials();
  const complete = lines.filter(
    (l): l is RecipeLine =>
      l.material_id !== null && typeof l.quantity === 'number' && l.unit !== null,
  );
  const sheet = recipeCostSheet(complete, costed);
  const costOf = (line: LineValues) => {
    const i = complete.indexOf(line as RecipeLine);
    return i >= 0 ? sheet.lines[i]! : null;
  };
  const unitLabel = (unit: string) => texts.enumLabel('unit', unit);
  const at = (i: number, field: string) => `${path}.${i}.${field}`;

  const setMaterial = (i: number, id: string | null) => {
    form.setFieldValue(at(i, 'material_id'), id);
    const unit = id ? costed.get(id)?.unit : undefined;
    const current = lines[i]?.unit ?? null;
    if (unit && !(current && unitsFor(unit).includes(current)))
      form.setFieldValue(at(i, 'unit'), unit);
  };

  return (
    <Stack gap="xs" className={classes.recipe} data-testid={`field-${path}`}>
      <Group justify={label ? 'space-between' : 'flex-end'}>
        {label ? (
          <Text size="sm" fw={500}>
            {label}
          </Text>
        ) : null}
        {!readOnly ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              form.insertListItem(path, { material_id: null, quantity: '', unit: null })
            }
            data-testid="recipe-add"
          >
            {t('recipe.add')}
          </Button>
        ) : null}
      </Group>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recipe.none')}
        </Text>
      ) : null}
      {lines.length > 0 ? (
        <div className={classes.head} aria-hidden>
          <Text size="xs" fw={600}>
            {texts.itemField('recipe', 'material_id')}
          </Text>
          <Text size="xs" fw={600}>
            {texts.itemField('recipe', 'quantity')}
          </Text>
          <Text size="xs" fw={600}>
            {texts.itemField('recipe', 'unit')}
          </Text>
          <Text size="xs" fw={600} ta="end">
            {t('recipe.cost')}
          </Text>
        </div>
      ) : null}
      {lines.map((line, i) => {
        const material = line.material_id ? costed.get(line.material_id) : undefined;
        const lineCost = costOf(line);
        const materialRow = materials.find((m) => m.id === line.material_id);
        const name = materialRow ? displayName(materialRow, texts.lang) : '';
        return (
          <div key={i} className={classes.line} data-testid="recipe-line">
            <Select
              className={classes.material}
              size="xs"
              aria-label={texts.itemField('recipe', 'material_id')}
              placeholder={texts.itemField('recipe', 'material_id')}
              data={materialOptions}
              value={line.material_id}
              onChange={(id) => setMaterial(i, id)}
              searchable
              readOnly={readOnly}
              nothingFoundMessage={texts.t('entity:form.nothingFound')}
              error={form.errors[at(i, 'material_id')]}
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput
              size="xs"
              aria-label={texts.itemField('recipe', 'quantity')}
              placeholder={texts.itemField('recipe', 'quantity')}
              value={line.quantity}
              min={0}
              decimalScale={4}
              hideControls
              readOnly={readOnly}
              error={form.errors[at(i, 'quantity')]}
              onChange={(v) => form.setFieldValue(at(i, 'quantity'), v === '' ? '' : Number(v))}
            />
            <Select
              size="xs"
              aria-label={texts.itemField('recipe', 'unit')}
              placeholder={texts.itemField('recipe', 'unit')}
              data={unitsFor(material?.unit).map((u) => ({ value: u, label: unitLabel(u) }))}
              value={line.unit}
              onChange={(u) => form.setFieldValue(at(i, 'unit'), u)}
              readOnly={readOnly}
              allowDeselect={false}
              error={form.errors[at(i, 'unit')]}
              comboboxProps={{ withinPortal: true }}
            />
            <div className={classes.cost}>
              <Text size="sm">
                {lineCost?.cost !== null && lineCost?.cost !== undefined
                  ? money.format(lineCost.cost)
                  : '—'}
              </Text>
              {lineCost?.problem ? (
                <Text size="xs" c="orange.8">
                  {t(`recipe.problem_${lineCost.problem}`)}
                </Text>
              ) : null}
            </div>
            {!readOnly ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('recipe.remove', { name: name || String(i + 1) })}
                onClick={() => form.removeListItem(path, i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            ) : (
              <span />
            )}
          </div>
        );
      })}
      {lines.length > 0 ? (
        <Group justify="space-between" data-testid="recipe-total">
          <Text size="sm" c="dimmed">
            {sheet.skipped > 0 ? t('recipe.skipped', { count: sheet.skipped }) : ''}
          </Text>
          <Text size="sm" fw={600}>
            {t('recipe.total', { cost: money.format(sheet.total) })}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
