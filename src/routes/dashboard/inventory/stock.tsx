import { IconPackages } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { StockScreen } from '@/features/inventory/stock/StockScreen';
import { stockSearch } from '@/features/inventory/stock/stockSearch';

/** `/dashboard/inventory/stock`: stock on hand at the active location. */
export const Route = createFileRoute('/dashboard/inventory/stock')({
  staticData: {
    namespaces: ['stock', 'reports'],
    nav: {
      section: 'inventory',
      labelKey: 'stock:nav.stock',
      icon: IconPackages,
      area: 'inventory',
      permission: 'inventory.costs',
    },
  },
  validateSearch: stockSearch,
  component: StockScreen,
});
