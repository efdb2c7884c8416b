import { IconTrashX } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { WastageScreen } from '@/features/inventory/wastage/WastageScreen';
import { wastageSearch } from '@/features/inventory/wastage/wastageSearch';

/** `/dashboard/inventory/wastage`: stock thrown away, by reason, and recording it. */
export const Route = createFileRoute('/dashboard/inventory/wastage')({
  staticData: {
    namespaces: ['stock', 'reports'],
    nav: {
      section: 'inventory',
      labelKey: 'stock:nav.wastage',
      icon: IconTrashX,
      area: 'inventory',
      permission: 'inventory.write',
    },
  },
  validateSearch: wastageSearch,
  component: WastageScreen,
});
