import { ActionIcon, Group, NumberInput, Paper, Stack, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEntityForm, useEntityFormEnv } from '@/components/entity/form-context';
import { ListFrame } from '@/components/entity/ListFrame';
import type { FieldInputProps } from '@/components/entity/types';
import { ProductMultiSelect } from '../shared/ProductMultiSelect';

/**
 * The choice groups of a deal ("Burger", "Side", "Drink"): each with how many the customer picks
 * (minimum and maximum) and the products to pick from, found by search.
 */
export function DealGroupsInput({ path, label, readOnly }: FieldInputProps) {
  const { t } = useTranslation('catalogue');
  const form = useEntityForm();
  const { texts } = useEntityFormEnv();
  const groups = (form.getValues()[path] as Record<string, unknown>[] | undefined) ?? [];
  const itemLabel = (key: string) => texts.itemField(path, key);
  const error = form.errors[path];

  return (
    <ListFrame
      label={label}
      addLabel={t('deals.addGroup')}
      onAdd={() => form.insertListItem(path, { name: '', min: 1, max: 1, product_ids: [] })}
      addTestId="deal-group-add"
      readOnly={readOnly}
      emptyText={t('deals.noGroups')}
      isEmpty={groups.length === 0}
      error={error}
      testId={`field-${path}`}
    >
      {groups.map((group, i) => {
        const at = (key: string) => `${path}.${i}.${key}`;
        const ids = (group.product_ids as string[] | undefined) ?? [];
        return (
          <Paper key={i} withBorder radius="md" p="sm" data-testid="deal-group">
            <Stack gap="xs">
              <Group align="flex-start" gap="xs" wrap="wrap">
                <TextInput
                  {...form.getInputProps(at('name'))}
                  label={itemLabel('name')}
                  placeholder={t('deals.groupPlaceholder')}
                  withAsterisk={!readOnly}
                  readOnly={readOnly}
                  style={{ flex: '1 1 12rem' }}
                />
                <NumberInput
                  {...form.getInputProps(at('min'))}
                  label={itemLabel('min')}
                  min={0}
                  max={50}
                  allowDecimal={false}
                  allowNegative={false}
                  readOnly={readOnly}
                  w={100}
                />
                <NumberInput
                  {...form.getInputProps(at('max'))}
                  label={itemLabel('max')}
                  min={1}
                  max={50}
                  allowDecimal={false}
                  allowNegative={false}
                  readOnly={readOnly}
                  w={100}
                />
                {!readOnly ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    onClick={() => form.removeListItem(path, i)}
                    aria-label={t('deals.removeGroup', { index: i + 1 })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                ) : null}
              </Group>
              <ProductMultiSelect
                label={itemLabel('product_ids')}
                value={ids}
                onChange={(next) => form.setFieldValue(at('product_ids'), next)}
                error={form.errors[at('product_ids')]}
                readOnly={readOnly}
                data-testid="deal-group-products"
              />
            </Stack>
          </Paper>
        );
      })}
    </ListFrame>
  );
}
