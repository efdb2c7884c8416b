import { IconClipboardList } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { CountsScreen } from '@/features/inventory/counts/list/CountsScreen';

/** `/inventory-count`: the location's counts, and creating one. */
export const Route = createFileRoute('/dashboard/inventory/inventory-count')({
  staticData: {
    namespaces: ['counts'],
    nav: {
      section: 'inventory',
      labelKey: 'counts:nav.counts',
      icon: IconClipboardList,
      area: 'inventory',
      permission: 'inventory.read',
      order: 100,
    },
  },
  component: CountsScreen,
});
