import { IconListDetails } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { itemsSearch } from '@/features/sales/salesSearch';
import { SalesItemsScreen } from '@/features/sales/SalesItemsScreen';

/** Item-level sales; `/dashboard/sales-items` shows the same screen. */
export const Route = createFileRoute('/dashboard/sales/items')({
  staticData: {
    namespaces: ['sales', 'reports'],
    nav: {
      section: 'dashboard',
      labelKey: 'sales:nav.items',
      icon: IconListDetails,
      area: 'sales',
      permission: 'sales.read',
      order: 30,
    },
  },
  validateSearch: itemsSearch,
  component: SalesItemsScreen,
});
