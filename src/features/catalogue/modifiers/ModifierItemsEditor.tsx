import {
  ActionIcon,
  Checkbox,
  Collapse,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { ListFrame } from '@/components/entity/ListFrame';
import { SortableList } from '@/components/entity/SortableList';
import type { useEntityTexts } from '@/components/entity/useEntityTexts';
import type { ItemDraft } from './data/modifierSave';
import type { ModifierFormApi } from './modifierFormValues';

/** An option in the form: its draft plus a key that stays while it is dragged or renamed. */
export interface ItemRow extends ItemDraft {
  key: string;
}

export const newItemRow = (): ItemRow => ({
  key: uuidv7(),
  id: null,
  name: '',
  sku: '',
  price: 0,
  cost: 0,
  calories: null,
  is_default: false,
  is_active: true,
  sort_order: 0,
});

interface ModifierItemsEditorProps {
  form: ModifierFormApi;
  readOnly: boolean;
  /** Texts of the modifier items resource (field names). */
  itemTexts: ReturnType<typeof useEntityTexts>;
  /** Writes an amount in the business currency. */
  currencyDecimals: number;
}

/**
 * The options of a modifier, edited in its form: add, rename, price, mark as default, switch off,
 * drag into order, delete. Nothing is written until the modifier is saved, all together.
 */
export function ModifierItemsEditor({
  form,
  readOnly,
  itemTexts,
  currencyDecimals,
}: ModifierItemsEditorProps) {
  const { t } = useTranslation('catalogue');
  const items = form.getValues().items;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const add = () => {
    const row = newItemRow();
    form.insertListItem('items', row);
  };
  const field = (key: string) => itemTexts.field(key);
  const listError = form.errors.items;

  return (
    <ListFrame
      label={t('modifiers.items', { count: items.length })}
      addLabel={t('modifiers.addItem')}
      onAdd={add}
      addTestId="modifier-item-add"
      readOnly={readOnly}
      emptyText={t('modifiers.noItems')}
      isEmpty={items.length === 0}
      error={listError}
      errorIsAlert
      testId="modifier-items"
    >
      <SortableList<ItemRow>
        items={items}
        getId={(row) => row.key}
        itemLabel={(row) => row.name || t('modifiers.unnamed')}
        disabled={readOnly}
        onReorder={(keys) =>
          form.setFieldValue(
            'items',
            keys.map((k) => items.find((i) => i.key === k)!),
          )
        }
        renderItem={(row, { handleProps, dragging, index }) => {
          const at = (key: keyof ItemDraft) => `items.${index}.${key}`;
          const expanded = open.has(row.key);
          return (
            <Paper
              withBorder
              radius="md"
              p="xs"
              shadow={dragging ? 'md' : undefined}
              opacity={row.is_active ? 1 : 0.65}
              data-testid="modifier-item"
            >
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {!readOnly ? (
                  <ActionIcon variant="subtle" color="gray" size={36} mt={2} {...handleProps}>
                    <IconGripVertical size={18} />
                  </ActionIcon>
                ) : null}
                <Group gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }} align="flex-start">
                  <TextInput
                    {...form.getInputProps(at('name'))}
                    aria-label={field('name')}
                    placeholder={field('name')}
                    readOnly={readOnly}
                    maxLength={120}
                    style={{ flex: '1 1 10rem' }}
                    data-testid="modifier-item-name"
                  />
                  <NumberInput
                    {...form.getInputProps(at('price'))}
                    aria-label={field('price')}
                    placeholder={field('price')}
                    readOnly={readOnly}
                    decimalScale={currencyDecimals}
                    hideControls
                    w={100}
                    data-testid="modifier-item-price"
                  />
                  <Checkbox
                    {...form.getInputProps(at('is_default'), { type: 'checkbox' })}
                    label={t('modifiers.default')}
                    disabled={readOnly}
                    mt={8}
                  />
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={2}
                  size={36}
                  onClick={() => toggle(row.key)}
                  aria-expanded={expanded}
                  aria-label={t('modifiers.more', { name: row.name || index + 1 })}
                >
                  {expanded ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
                </ActionIcon>
                {!readOnly ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={2}
                    size={36}
                    onClick={() => form.removeListItem('items', index)}
                    aria-label={t('modifiers.removeItem', { name: row.name || index + 1 })}
                    data-testid="modifier-item-remove"
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                ) : null}
              </Group>
              <Collapse expanded={expanded}>
                <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="xs" mt="xs">
                  <TextInput
                    {...form.getInputProps(at('sku'))}
                    label={field('sku')}
                    readOnly={readOnly}
                    maxLength={64}
                  />
                  <NumberInput
                    {...form.getInputProps(at('cost'))}
                    label={field('cost')}
                    readOnly={readOnly}
                    decimalScale={currencyDecimals}
                    min={0}
                    hideControls
                  />
                  <NumberInput
                    {...form.getInputProps(at('calories'))}
                    label={field('calories')}
                    readOnly={readOnly}
                    min={0}
                    max={100000}
                    allowDecimal={false}
                    hideControls
                  />
                  <Switch
                    {...form.getInputProps(at('is_active'), { type: 'checkbox' })}
                    label={field('is_active')}
                    disabled={readOnly}
                    mt={28}
                  />
                </SimpleGrid>
              </Collapse>
            </Paper>
          );
        }}
      />
    </ListFrame>
  );
}
