import { IconDiscount } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { DiscountsScreen } from '@/features/config/entities/screens';

export const Route = createFileRoute('/dashboard/config/discount')({
  staticData: {
    nav: {
      section: 'settings',
      labelKey: 'resources:discounts.other',
      icon: IconDiscount,
      area: 'config',
      permission: 'config.read',
      order: 40,
    },
  },
  component: DiscountsScreen,
});
