import { IconArrowsExchange } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { movementSearch } from '@/features/inventory/movements/movementSearch';
import { MovementsScreen } from '@/features/inventory/movements/MovementsScreen';

/** `/dashboard/inventory/movement`: every change of stock, from the ledger. */
export const Route = createFileRoute('/dashboard/inventory/movement')({
  staticData: {
    namespaces: ['stock', 'reports'],
    nav: {
      section: 'inventory',
      labelKey: 'stock:nav.movement',
      icon: IconArrowsExchange,
      area: 'inventory',
      permission: 'inventory.costs',
    },
  },
  validateSearch: movementSearch,
  component: MovementsScreen,
});
