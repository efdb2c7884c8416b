import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ListFrameProps {
  /** The list's name, over it. */
  label: ReactNode;
  /** The add button (not shown when read-only). */
  addLabel: string;
  onAdd: () => void;
  addTestId?: string;
  readOnly: boolean;
  /** Shown instead of items when there are none. */
  emptyText: string;
  isEmpty: boolean;
  /** The error of the list as a whole, under it. */
  error: ReactNode;
  /** Announce the error to screen readers as it appears. */
  errorIsAlert?: boolean;
  testId: string;
  /** The items. */
  children: ReactNode;
}

/**
 * The frame of a list of small records edited inside a form: its name and add button, a note when
 * it is empty, its items, and the error of the list as a whole.
 */
export function ListFrame({
  label,
  addLabel,
  onAdd,
  addTestId,
  readOnly,
  emptyText,
  isEmpty,
  error,
  errorIsAlert = false,
  testId,
  children,
}: ListFrameProps) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {!readOnly ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={onAdd}
            data-testid={addTestId}
          >
            {addLabel}
          </Button>
        ) : null}
      </Group>
      {isEmpty ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : null}
      {children}
      {error ? (
        <Text size="xs" c="red" role={errorIsAlert ? 'alert' : undefined}>
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
