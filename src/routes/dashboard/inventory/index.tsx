import { IconBuildingWarehouse } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { InventoryDashboard } from '@/features/inventory/overview/dashboard/InventoryDashboard';

/** `/dashboard/inventory`: stock value, items below minimum, counts, recent movements. */
export const Route = createFileRoute('/dashboard/inventory/')({
  staticData: {
    namespaces: ['stock', 'reports'],
    nav: {
      section: 'inventory',
      labelKey: 'stock:nav.dashboard',
      icon: IconBuildingWarehouse,
      area: 'inventory',
      permission: 'inventory.read',
    },
  },
  component: InventoryDashboard,
});
