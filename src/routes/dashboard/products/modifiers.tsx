import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ModifiersScreen } from '@/features/catalogue/modifiers/ModifiersScreen';

export const Route = createFileRoute('/dashboard/products/modifiers')({
  staticData: {
    nav: {
      section: 'catalogue',
      labelKey: 'resources:modifiers.other',
      icon: IconAdjustmentsHorizontal,
      area: 'catalogue',
      permission: 'catalogue.read',
      order: 70,
    },
  },
  component: ModifiersScreen,
});
