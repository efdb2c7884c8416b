import { IconToolsKitchen2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PreparationScreen } from '@/features/inventory/preparation/PreparationScreen';

export const Route = createFileRoute('/dashboard/inventory/preparation')({
  staticData: {
    nav: {
      section: 'inventory',
      labelKey: 'materials:nav.preparation',
      icon: IconToolsKitchen2,
      area: 'inventory',
      permission: 'inventory.read',
      order: 60,
    },
  },
  component: PreparationScreen,
});
