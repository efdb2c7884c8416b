import { Anchor, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { LocalRow } from '@/data/db';
import type { BulkAction } from './types';
import type { EntityListState } from './useEntityList';
import type { EntityTexts } from './useEntityTexts';

interface BulkBarProps {
  list: EntityListState;
  actions: readonly BulkAction[];
  texts: EntityTexts;
  busy: string | null;
  onAction: (action: BulkAction) => void;
  onExport: (rows: readonly LocalRow[]) => void;
}

/** What can be done with the selected rows; shown while there is a selection. */
export function BulkBar({ list, actions, texts, busy, onAction, onExport }: BulkBarProps) {
  const { t } = texts;
  const count = list.selectedRows.length;
  const allMatching = list.matching.length;
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={6}
      bg="var(--mantine-primary-color-light)"
      data-testid="bulk-bar"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <CloseButton
            size="sm"
            aria-label={t('entity:bulk.clear')}
            onClick={list.clearSelection}
          />
          <Text size="sm" fw={600} data-testid="bulk-count">
            {t('entity:bulk.selected', { count })}
          </Text>
          {count < allMatching ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() =>
                list.setRowsSelected(
                  list.matching.map((r) => r.id),
                  true,
                )
              }
            >
              {t('entity:bulk.selectAll', { count: allMatching })}
            </Anchor>
          ) : null}
        </Group>
        <Group gap="xs" wrap="wrap">
          {actions.map((action) => (
            <Button
              key={action.id}
              size="xs"
              variant="light"
              color={action.color}
              leftSection={<action.icon size={14} />}
              loading={busy === action.id}
              disabled={busy !== null && busy !== action.id}
              onClick={() => onAction(action)}
              data-testid={`bulk-${action.id}`}
            >
              {t(action.label)}
            </Button>
          ))}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            onClick={() => onExport(list.selectedRows)}
            data-testid="bulk-export"
          >
            {t('entity:bulk.export')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
