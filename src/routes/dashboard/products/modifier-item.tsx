import { IconListDetails } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ModifierItemsScreen } from '@/features/catalogue/modifierItems/ModifierItemsScreen';

export const Route = createFileRoute('/dashboard/products/modifier-item')({
  staticData: {
    nav: {
      section: 'catalogue',
      labelKey: 'resources:modifierItems.other',
      icon: IconListDetails,
      area: 'catalogue',
      permission: 'catalogue.read',
      order: 80,
    },
  },
  component: ModifierItemsScreen,
});
