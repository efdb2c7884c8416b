import { Tabs } from '@mantine/core';
import { IconArrowsSort, IconList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityScreen } from '@/components/entity/EntityScreen';
import { categoriesEntity } from './categoriesEntity';
import { CategoryReorder } from './CategoryReorder';

/**
 * The categories of the business: the generic entity screen, and a reorder mode that sets the order
 * in which the till shows them.
 */
export function CategoriesScreen() {
  const { t } = useTranslation('catalogue');
  const [mode, setMode] = useState<string | null>('list');
  return (
    <Tabs value={mode} onChange={setMode} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="list" leftSection={<IconList size={16} />} data-testid="tab-list">
          {t('categories.tabs.list')}
        </Tabs.Tab>
        <Tabs.Tab value="order" leftSection={<IconArrowsSort size={16} />} data-testid="tab-order">
          {t('categories.tabs.order')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="list">
        <EntityScreen config={categoriesEntity} />
      </Tabs.Panel>
      <Tabs.Panel value="order">
        <CategoryReorder />
      </Tabs.Panel>
    </Tabs>
  );
}
