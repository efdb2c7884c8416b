import { ActionIcon, Group, Paper, SimpleGrid } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { blankValue, type FieldSpec } from './fields';
import { FieldInput } from './FieldInput';
import { useEntityForm, useEntityFormEnv } from './form-context';
import { toFormValues } from './form-values';
import { ListFrame } from './ListFrame';
import type { FieldInputProps } from './types';

const wideKinds = new Set(['refList', 'textarea', 'localized', 'list', 'json']);

const newItem = (specs: readonly FieldSpec[]) =>
  toFormValues(specs, Object.fromEntries(specs.map((s) => [s.key, blankValue(s)])));

/**
 * A list of small records inside a row (a deal's choice groups, a menu's time slots): each item's
 * fields use the same generic inputs, with add and remove.
 */
export function ListInput({ spec, path, label, readOnly }: FieldInputProps) {
  const form = useEntityForm();
  const { texts } = useEntityFormEnv();
  const items = (form.getInputProps(path).value as unknown[] | undefined) ?? [];
  const specs = spec.item ?? [];
  const error = form.errors[path];

  return (
    <ListFrame
      label={label}
      addLabel={texts.t('entity:form.addItem')}
      onAdd={() => form.insertListItem(path, newItem(specs))}
      readOnly={readOnly}
      emptyText={texts.t('entity:form.noItems')}
      isEmpty={items.length === 0}
      error={error}
      testId={`field-${path}`}
    >
      {items.map((_, i) => (
        <Paper key={i} withBorder p="sm" radius="md">
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1 }}>
              {specs.map((s) => (
                <div
                  key={s.key}
                  style={wideKinds.has(s.kind) ? { gridColumn: '1 / -1' } : undefined}
                >
                  <FieldInput
                    spec={s}
                    path={`${path}.${i}.${s.key}`}
                    label={texts.itemField(spec.key, s.key)}
                    readOnly={readOnly}
                  />
                </div>
              ))}
            </SimpleGrid>
            {!readOnly ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={texts.t('entity:form.removeItem', { index: i + 1 })}
                onClick={() => form.removeListItem(path, i)}
                mt={24}
              >
                <IconTrash size={16} />
              </ActionIcon>
            ) : null}
          </Group>
        </Paper>
      ))}
    </ListFrame>
  );
}
