import { IconTruckDelivery } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ReceivingScreen } from '@/features/inventory/receiving/ReceivingScreen';

/** `/dashboard/inventory/inventory`: stock received without a supplier order, quick adjustments. */
export const Route = createFileRoute('/dashboard/inventory/inventory')({
  staticData: {
    namespaces: ['stock'],
    nav: {
      section: 'inventory',
      labelKey: 'stock:nav.receive',
      icon: IconTruckDelivery,
      area: 'inventory',
      permission: 'inventory.write',
    },
  },
  component: ReceivingScreen,
});
