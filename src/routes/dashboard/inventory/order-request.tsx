import { IconClipboardList } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { OrderRequestsScreen } from '@/features/supply/transfers/requests/OrderRequestsScreen';

/** `/dashboard/inventory/order-request`: order requests between a store and its suppliers' places. */
export const Route = createFileRoute('/dashboard/inventory/order-request')({
  staticData: {
    namespaces: ['transfers', 'stock', 'reports'],
    nav: {
      section: 'orders',
      labelKey: 'transfers:nav.orders',
      icon: IconClipboardList,
      area: 'inventory',
      permission: 'inventory.read',
    },
  },
  component: OrderRequestsScreen,
});
