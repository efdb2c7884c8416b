import { IconShoppingCartPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { CreateOrderScreen } from '@/features/supply/purchasing/create/CreateOrderScreen';

/** `/dashboard/inventory/create-order`: an order to a supplier, suggested to bring stock to par. */
export const Route = createFileRoute('/dashboard/inventory/create-order')({
  staticData: {
    namespaces: ['purchasing', 'reports'],
    nav: {
      section: 'inventory',
      labelKey: 'purchasing:nav.createOrder',
      icon: IconShoppingCartPlus,
      area: 'suppliers',
      permission: 'suppliers.write',
    },
  },
  component: CreateOrderScreen,
});
