import {
  ActionIcon,
  Badge,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@/components/entity/columns';
import { useEntityForm, useEntityFormEnv } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import type { LocalRow } from '@/data/db';
import {
  modifierProblems,
  newProductModifier,
  type ModifierGroup,
  type ModifierOption,
  type ProductModifier,
} from '../modifierRules';
import { optionsOf, orderedRows } from './lookupRows';

const asGroup = (row: LocalRow): ModifierGroup => ({
  id: row.id,
  min_select: Number(row.min_select ?? 0),
  max_select: Number(row.max_select ?? 0),
  free_count: Number(row.free_count ?? 0),
});

/**
 * The modifier groups offered with the product, each with the product's own rules: how many options
 * at least and at most (0: no limit), how many are free, and which are selected by default.
 */
export function ModifiersInput({ path, label, readOnly }: FieldInputProps) {
  const { t } = useTranslation('products');
  const form = useEntityForm();
  const { texts, lookups } = useEntityFormEnv();
  const value = form.getValues().modifiers as ProductModifier[] | undefined;
  const modifiers = useMemo(() => value ?? [], [value]);
  const groups = useMemo(
    () => orderedRows(lookups, 'modifiers', texts.lang),
    [lookups, texts.lang],
  );
  const options = useMemo(
    () => orderedRows(lookups, 'modifierItems', texts.lang),
    [lookups, texts.lang],
  );
  const groupById = useMemo(() => new Map(groups.map((g) => [g.id, g])), [groups]);
  const problems = useMemo(() => {
    const out = new Map<string, string>();
    for (const p of modifierProblems(modifiers, options as unknown as ModifierOption[]))
      if (!out.has(p.path)) out.set(p.path, texts.message(p.message));
    return out;
  }, [modifiers, options, texts]);
  const errorAt = (field: string) => form.errors[field] ?? problems.get(field) ?? null;

  const taken = new Set(modifiers.map((m) => m.modifier_id));
  const addable = optionsOf(
    groups.filter((g) => !taken.has(g.id)),
    texts.lang,
  );
  const add = (id: string | null) => {
    const group = id ? groupById.get(id) : undefined;
    if (!group) return;
    form.insertListItem(
      path,
      newProductModifier(asGroup(group), options as unknown as ModifierOption[]),
    );
  };
  const number = (value: number | string) => (typeof value === 'number' ? value : 0);

  return (
    <Stack gap="xs" data-testid={`field-${path}`}>
      {label ? (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      ) : null}
      {modifiers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('modifiers.none')}
        </Text>
      ) : null}
      {modifiers.map((m, i) => {
        const group = groupById.get(m.modifier_id);
        const name = group ? displayName(group, texts.lang) : t('modifiers.unknown');
        const at = (field: string) => `${path}.${i}.${field}`;
        const itemOptions = optionsOf(
          options.filter((o) => o.modifier_id === m.modifier_id),
          texts.lang,
        );
        return (
          <Paper key={m.modifier_id} withBorder radius="md" p="sm" data-testid="modifier-rule">
            <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
              <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  <bdi>{name}</bdi>
                </Text>
                {group?.is_required ? (
                  <Badge size="xs" variant="light">
                    {t('modifiers.required')}
                  </Badge>
                ) : null}
              </Group>
              {!readOnly ? (
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={i === 0}
                    aria-label={t('modifiers.moveUp', { name })}
                    onClick={() => form.reorderListItem(path, { from: i, to: i - 1 })}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={i === modifiers.length - 1}
                    aria-label={t('modifiers.moveDown', { name })}
                    onClick={() => form.reorderListItem(path, { from: i, to: i + 1 })}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('modifiers.remove', { name })}
                    onClick={() => form.removeListItem(path, i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ) : null}
            </Group>
            <SimpleGrid cols={{ base: 3 }} spacing="xs">
              {(['min_select', 'max_select', 'free_count'] as const).map((field) => (
                <NumberInput
                  key={field}
                  size="xs"
                  label={texts.itemField('modifiers', field)}
                  value={m[field]}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  allowNegative={false}
                  readOnly={readOnly}
                  error={errorAt(at(field))}
                  onChange={(v) => form.setFieldValue(at(field), number(v))}
                  data-testid={`modifier-${field}`}
                />
              ))}
            </SimpleGrid>
            {m.max_select === 0 ? (
              <Text size="xs" c="dimmed" mt={4}>
                {t('modifiers.noLimit')}
              </Text>
            ) : null}
            <MultiSelect
              mt="xs"
              size="xs"
              label={texts.itemField('modifiers', 'default_item_ids')}
              data={itemOptions}
              value={m.default_item_ids}
              onChange={(ids) => form.setFieldValue(at('default_item_ids'), ids)}
              readOnly={readOnly}
              disabled={readOnly}
              searchable
              clearable
              nothingFoundMessage={texts.t('entity:form.nothingFound')}
              error={errorAt(at('default_item_ids'))}
              comboboxProps={{ withinPortal: true }}
            />
          </Paper>
        );
      })}
      {!readOnly ? (
        <Select
          placeholder={t('modifiers.add')}
          aria-label={t('modifiers.add')}
          data={addable}
          value={null}
          onChange={add}
          searchable
          disabled={addable.length === 0}
          nothingFoundMessage={texts.t('entity:form.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          data-testid="modifier-add"
        />
      ) : null}
    </Stack>
  );
}
