import { IconPackages } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { InventoryAccountScreen } from '@/features/sales/InventoryAccountScreen';
import { salesSearch } from '@/features/sales/salesSearch';

export const Route = createFileRoute('/dashboard/sales/inventory-account')({
  staticData: {
    namespaces: ['sales', 'reports'],
    nav: {
      section: 'dashboard',
      labelKey: 'sales:nav.inventoryAccount',
      icon: IconPackages,
      area: 'sales',
      permission: 'sales.read',
      order: 32,
    },
  },
  validateSearch: salesSearch,
  component: InventoryAccountScreen,
});
