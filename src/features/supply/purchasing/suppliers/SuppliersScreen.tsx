import { Tabs } from '@mantine/core';
import { IconPackages, IconTruckDelivery } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActiveMoney } from '@/shared/location/useMoney';
import { EntityScreen } from '@/components/entity/EntityScreen';
import { supplierMaterialsEntity } from './supplierMaterialsEntity';
import { suppliersEntity } from './suppliersEntity';

const route = getRouteApi('/dashboard/supplier/');

/**
 * `/dashboard/supplier`: the suppliers and, on the second tab, what each sells (filter by supplier
 * to see one supplier's materials). Both are registry resources: they open and change offline.
 */
export function SuppliersScreen() {
  const { t } = useTranslation('purchasing');
  const { tab = 'suppliers' } = route.useSearch();
  const navigate = useNavigate();
  const money = useActiveMoney();
  return (
    <Tabs
      value={tab}
      onChange={(next) =>
        void navigate({
          to: '.',
          search: (prev) => ({ ...prev, tab: next === 'materials' ? 'materials' : undefined }),
        })
      }
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab
          value="suppliers"
          leftSection={<IconTruckDelivery size={16} />}
          data-testid="tab-suppliers"
        >
          {t('suppliers.tab')}
        </Tabs.Tab>
        <Tabs.Tab
          value="materials"
          leftSection={<IconPackages size={16} />}
          data-testid="tab-materials"
        >
          {t('suppliers.materialsTab')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="suppliers">
        <EntityScreen config={suppliersEntity} money={money} />
      </Tabs.Panel>
      <Tabs.Panel value="materials">
        <EntityScreen config={supplierMaterialsEntity} money={money} />
      </Tabs.Panel>
    </Tabs>
  );
}
