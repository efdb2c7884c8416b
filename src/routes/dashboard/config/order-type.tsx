import { IconToolsKitchen2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { OrderTypesScreen } from '@/features/config/entities/screens';

export const Route = createFileRoute('/dashboard/config/order-type')({
  staticData: {
    nav: {
      section: 'settings',
      labelKey: 'resources:orderTypes.other',
      icon: IconToolsKitchen2,
      area: 'config',
      permission: 'config.read',
      order: 50,
    },
  },
  component: OrderTypesScreen,
});
