import { IconTruck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { OrdersScreen } from '@/features/supply/purchasing/orders/OrdersScreen';
import { orderSearch } from '@/features/supply/purchasing/orders/orderSearch';

/** `/dashboard/supplier/order`: supplier orders, deliveries and supplier invoices. */
export const Route = createFileRoute('/dashboard/supplier/order')({
  staticData: {
    namespaces: ['purchasing'],
    nav: {
      section: 'suppliers',
      labelKey: 'purchasing:nav.orders',
      icon: IconTruck,
      area: 'suppliers',
      permission: 'suppliers.read',
      order: 20,
    },
  },
  validateSearch: orderSearch,
  component: OrdersScreen,
});
