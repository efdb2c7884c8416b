import { IconCategory } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { MaterialCategoriesScreen } from '@/features/inventory/categories/MaterialCategoriesScreen';

export const Route = createFileRoute('/dashboard/inventory/material-category')({
  staticData: {
    nav: {
      section: 'inventory',
      labelKey: 'materials:nav.categories',
      icon: IconCategory,
      area: 'inventory',
      permission: 'inventory.read',
      order: 25,
    },
  },
  component: MaterialCategoriesScreen,
});
