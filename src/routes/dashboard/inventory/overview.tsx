import { IconChartLine } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { OverviewScreen } from '@/features/inventory/overview/OverviewScreen';
import { overviewSearch } from '@/features/inventory/overview/overviewSearch';

/** `/dashboard/inventory/overview`: stock value and food cost over time, by category. */
export const Route = createFileRoute('/dashboard/inventory/overview')({
  staticData: {
    namespaces: ['stock', 'reports'],
    nav: {
      section: 'inventory',
      labelKey: 'stock:nav.overview',
      icon: IconChartLine,
      area: 'inventory',
      permission: 'inventory.costs',
    },
  },
  validateSearch: overviewSearch,
  component: OverviewScreen,
});
