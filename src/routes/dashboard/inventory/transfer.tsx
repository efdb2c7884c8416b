import { IconArrowsExchange } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { TransfersScreen } from '@/features/supply/transfers/transfers/TransfersScreen';

/** `/dashboard/inventory/transfer`: stock sent to and received from other locations. */
export const Route = createFileRoute('/dashboard/inventory/transfer')({
  staticData: {
    namespaces: ['transfers', 'stock', 'reports'],
    nav: {
      section: 'inventory',
      labelKey: 'transfers:nav.transfer',
      icon: IconArrowsExchange,
      area: 'inventory',
      permission: 'inventory.read',
    },
  },
  component: TransfersScreen,
});
