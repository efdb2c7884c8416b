import { IconBox } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { MaterialsScreen } from '@/features/inventory/materials/MaterialsScreen';

export const Route = createFileRoute('/dashboard/inventory/materials')({
  staticData: {
    nav: {
      section: 'inventory',
      labelKey: 'materials:nav.materials',
      icon: IconBox,
      area: 'inventory',
      permission: 'inventory.read',
      order: 20,
    },
  },
  component: MaterialsScreen,
});
