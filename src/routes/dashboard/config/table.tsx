import { IconArmchair } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { TablesScreen } from '@/features/config/tables/TablesScreen';

export const Route = createFileRoute('/dashboard/config/table')({
  staticData: {
    nav: {
      section: 'settings',
      labelKey: 'resources:tables.other',
      icon: IconArmchair,
      area: 'config',
      permission: 'config.read',
      order: 61,
    },
  },
  component: TablesScreen,
});
