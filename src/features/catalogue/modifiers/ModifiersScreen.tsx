import { Tabs } from '@mantine/core';
import { IconLayoutCards, IconList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityScreen } from '@/components/entity/EntityScreen';
import { ModifierBoard } from './ModifierBoard';
import { modifiersEntity } from './modifiersEntity';

/**
 * The modifiers of the business: cards of every modifier with its options (opening the modifier's
 * form, which edits its options inline), and the generic list for search, filters, bulk changes,
 * export and import.
 */
export function ModifiersScreen() {
  const { t } = useTranslation('catalogue');
  const [mode, setMode] = useState<string | null>('board');
  return (
    <Tabs value={mode} onChange={setMode} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="board" leftSection={<IconLayoutCards size={16} />} data-testid="tab-board">
          {t('modifiers.tabs.board')}
        </Tabs.Tab>
        <Tabs.Tab value="list" leftSection={<IconList size={16} />} data-testid="tab-list">
          {t('modifiers.tabs.list')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="board">
        <ModifierBoard />
      </Tabs.Panel>
      <Tabs.Panel value="list">
        <EntityScreen config={modifiersEntity} />
      </Tabs.Panel>
    </Tabs>
  );
}
