import { ActionIcon, Badge, Card, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '@/data/db';
import { displayName } from './columns';
import { SortableList } from './SortableList';

interface ReorderCardProps {
  /** The rows in their current order. */
  rows: readonly LocalRow[];
  /** The user may change the order: rows get a drag handle. */
  editable: boolean;
  /** The ids in their new order, after a drop. */
  onReorder: (ids: string[]) => void;
  /** Rows with changes not yet on the server. */
  pending: ReadonlySet<string>;
  /** Said when there is no row to order. */
  emptyText: string;
  /** The line under a row's name (what it holds). */
  detail: (row: LocalRow) => ReactNode;
  /** Before the name (a thumbnail). */
  leading?: (row: LocalRow) => ReactNode;
  /** After the name, before the pending badge (an inactive badge). */
  badges?: (row: LocalRow) => ReactNode;
  'data-testid'?: string;
}

/**
 * Rows in the order a screen shows them (categories on the till, material categories on stock
 * lists), numbered: drag a row by its handle, or pick it up with Space and move it with the arrow
 * keys. Saving the new order is the caller's.
 */
export function ReorderCard({
  rows,
  editable,
  onReorder,
  pending,
  emptyText,
  detail,
  leading,
  badges,
  ...rest
}: ReorderCardProps) {
  const { t, i18n } = useTranslation('entity');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Card withBorder radius="md" p="sm">
      {rows.length === 0 ? (
        <Group gap="xs" p="md" c="dimmed">
          <IconInfoCircle size={18} />
          <Text size="sm">{emptyText}</Text>
        </Group>
      ) : (
        <SortableList<LocalRow>
          items={rows}
          getId={(r) => r.id}
          itemLabel={(r) => displayName(r, lang)}
          onReorder={onReorder}
          disabled={!editable}
          data-testid={rest['data-testid']}
          renderItem={(row, { handleProps, dragging, index }) => (
            <Paper
              withBorder
              radius="md"
              p="xs"
              shadow={dragging ? 'md' : undefined}
              bg={dragging ? 'var(--mantine-color-default-hover)' : undefined}
              data-testid="reorder-row"
            >
              <Group gap="sm" wrap="nowrap">
                {editable ? (
                  <ActionIcon variant="subtle" color="gray" size={40} {...handleProps}>
                    <IconGripVertical size={20} />
                  </ActionIcon>
                ) : null}
                <Text
                  size="sm"
                  c="dimmed"
                  w={28}
                  ta="center"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {(index + 1).toLocaleString(lang)}
                </Text>
                {leading?.(row)}
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={500} truncate>
                    <bdi>{displayName(row, lang)}</bdi>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {detail(row)}
                  </Text>
                </Stack>
                {badges?.(row)}
                {pending.has(row.id) ? (
                  <Badge variant="dot" color="orange" size="sm" title={t('list.pendingHint')}>
                    {t('list.pending')}
                  </Badge>
                ) : null}
              </Group>
            </Paper>
          )}
        />
      )}
    </Card>
  );
}
