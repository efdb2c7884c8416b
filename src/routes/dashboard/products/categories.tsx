import { IconLayoutGrid } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { CategoriesScreen } from '@/features/catalogue/categories/CategoriesScreen';

export const Route = createFileRoute('/dashboard/products/categories')({
  staticData: {
    nav: {
      section: 'catalogue',
      labelKey: 'resources:categories.other',
      icon: IconLayoutGrid,
      area: 'catalogue',
      permission: 'catalogue.read',
      order: 30,
    },
  },
  component: CategoriesScreen,
});
