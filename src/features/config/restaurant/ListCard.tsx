import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SectionCard } from '../shared/FormParts';

interface ListCardProps<T extends { id: string; name: string }> {
  title: string;
  hint: string;
  texts: { add: string; empty: string; unnamed: string; remove: string };
  /** Shown before each item's name. */
  icon: ReactNode;
  items: T[];
  max: number;
  disabled: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** `<testId>-add`, `<testId>-<index>`, `<testId>-<index>-remove`. */
  testId: string;
  emptyTestId?: string;
  /** The fields of one item. */
  children: (item: T, index: number) => ReactNode;
}

/** A list of named things the tills use (printers, kitchen screens): add, name, remove, edit. */
export function ListCard<T extends { id: string; name: string }>({
  title,
  hint,
  texts,
  icon,
  items,
  max,
  disabled,
  onAdd,
  onRemove,
  testId,
  emptyTestId,
  children,
}: ListCardProps<T>) {
  return (
    <SectionCard
      title={title}
      hint={hint}
      actions={
        disabled ? null : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={items.length >= max}
            onClick={onAdd}
            data-testid={`${testId}-add`}
          >
            {texts.add}
          </Button>
        )
      }
    >
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid={emptyTestId}>
          {texts.empty}
        </Text>
      ) : null}
      {items.map((item, index) => (
        <Paper key={item.id} withBorder radius="md" p="md" data-testid={`${testId}-${index}`}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                {icon}
                <Text fw={500} truncate dir="auto">
                  {item.name || texts.unnamed}
                </Text>
              </Group>
              {disabled ? null : (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={texts.remove}
                  onClick={() => onRemove(index)}
                  data-testid={`${testId}-${index}-remove`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            {children(item, index)}
          </Stack>
        </Paper>
      ))}
    </SectionCard>
  );
}
