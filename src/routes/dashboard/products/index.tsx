import { IconLayoutDashboard } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { CatalogueOverview } from '@/features/catalogue/overview/CatalogueOverview';

export const Route = createFileRoute('/dashboard/products/')({
  staticData: {
    nav: {
      section: 'catalogue',
      labelKey: 'catalogue:nav.overview',
      icon: IconLayoutDashboard,
      area: 'catalogue',
      permission: 'catalogue.read',
      order: 1,
    },
  },
  component: CatalogueOverview,
});
