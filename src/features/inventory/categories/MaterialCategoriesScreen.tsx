import { Tabs } from '@mantine/core';
import { IconArrowsSort, IconList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityScreen } from '@/components/entity/EntityScreen';
import { materialCategoriesEntity } from './categoriesEntity';
import { CategoryReorder } from './CategoryReorder';

/** Material categories: the generic entity screen, and a reorder mode. */
export function MaterialCategoriesScreen() {
  const { t } = useTranslation('materials');
  const [mode, setMode] = useState<string | null>('list');
  return (
    <Tabs value={mode} onChange={setMode} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="list" leftSection={<IconList size={16} />} data-testid="tab-list">
          {t('categories.tabList')}
        </Tabs.Tab>
        <Tabs.Tab value="order" leftSection={<IconArrowsSort size={16} />} data-testid="tab-order">
          {t('categories.tabOrder')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="list">
        <EntityScreen config={materialCategoriesEntity} />
      </Tabs.Panel>
      <Tabs.Panel value="order">
        <CategoryReorder />
      </Tabs.Panel>
    </Tabs>
  );
}
