import { IconListDetails } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { SheetsScreen } from '@/features/inventory/countSheets/SheetsScreen';

/** `/inventory-count-sheet`: the location's count sheets (areas and materials in walking order). */
export const Route = createFileRoute('/dashboard/inventory/inventory-count-sheet')({
  staticData: {
    namespaces: ['counts'],
    nav: {
      section: 'inventory',
      labelKey: 'counts:nav.sheets',
      icon: IconListDetails,
      area: 'inventory',
      permission: 'inventory.read',
      order: 110,
    },
  },
  component: SheetsScreen,
});
