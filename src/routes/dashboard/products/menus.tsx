import { IconToolsKitchen2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { MenusScreen } from '@/features/catalogue/menus/MenusScreen';

export const Route = createFileRoute('/dashboard/products/menus')({
  staticData: {
    nav: {
      section: 'catalogue',
      labelKey: 'resources:menus.other',
      icon: IconToolsKitchen2,
      area: 'catalogue',
      permission: 'catalogue.read',
      order: 40,
    },
  },
  component: MenusScreen,
});
