import { IconTruckDelivery } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { SuppliersScreen } from '@/features/supply/purchasing/suppliers/SuppliersScreen';
import { suppliersSearch } from '@/features/supply/purchasing/suppliers/suppliersSearch';

/** `/dashboard/supplier`: suppliers and what each of them sells. */
export const Route = createFileRoute('/dashboard/supplier/')({
  staticData: {
    namespaces: ['purchasing'],
    nav: {
      section: 'suppliers',
      labelKey: 'resources:suppliers.other',
      icon: IconTruckDelivery,
      area: 'suppliers',
      permission: 'suppliers.read',
      order: 10,
    },
  },
  validateSearch: suppliersSearch,
  component: SuppliersScreen,
});
