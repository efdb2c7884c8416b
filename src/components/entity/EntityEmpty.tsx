import { Button, EmptyState, Group } from '@mantine/core';
import { IconPlus, IconSearchOff, IconUpload, type Icon } from '@tabler/icons-react';
import type { EntityTexts } from './useEntityTexts';

interface EntityEmptyProps {
  /** Nothing at all yet, or nothing matching the search and filters. */
  reason: 'none' | 'noMatch';
  icon: Icon;
  texts: EntityTexts;
  canWrite: boolean;
  search: string;
  onAdd: () => void;
  onImport: () => void;
  onClear: () => void;
}

/** What an empty list says, and the way out of it. */
export function EntityEmpty({
  reason,
  icon: EntityIcon,
  texts,
  canWrite,
  search,
  onAdd,
  onImport,
  onClear,
}: EntityEmptyProps) {
  const { t } = texts;
  if (reason === 'noMatch')
    return (
      <EmptyState
        py="xl"
        icon={<IconSearchOff size={32} stroke={1.5} />}
        withIndicatorBackground
        title={t('entity:empty.noMatch')}
        description={
          search.trim()
            ? t('entity:empty.noMatchSearch', { search: search.trim() })
            : t('entity:empty.noMatchFilters')
        }
        data-testid="entity-empty-search"
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={onClear}>
            {t('entity:empty.clear')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  return (
    <EmptyState
      py="xl"
      icon={<EntityIcon size={32} stroke={1.5} />}
      withIndicatorBackground
      title={texts.none}
      description={canWrite ? t('entity:empty.addFirst') : t('entity:empty.readOnly')}
      data-testid="entity-empty"
    >
      {canWrite ? (
        <EmptyState.Actions>
          <Group gap="sm" justify="center">
            <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
              {texts.newOne}
            </Button>
            <Button variant="default" leftSection={<IconUpload size={16} />} onClick={onImport}>
              {t('entity:import.button')}
            </Button>
          </Group>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}
