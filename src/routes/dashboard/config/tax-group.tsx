import { IconReceipt2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { TaxGroupsScreen } from '@/features/config/entities/screens';

export const Route = createFileRoute('/dashboard/config/tax-group')({
  staticData: {
    nav: {
      section: 'settings',
      labelKey: 'resources:taxGroups.other',
      icon: IconReceipt2,
      area: 'config',
      permission: 'config.read',
      order: 21,
    },
  },
  component: TaxGroupsScreen,
});
