import { IconDeviceTablet } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { AppearanceScreen } from '@/features/catalogue/appearance/AppearanceScreen';

export const Route = createFileRoute('/dashboard/products/appearance')({
  staticData: {
    nav: {
      section: 'catalogue',
      labelKey: 'catalogue:nav.appearance',
      icon: IconDeviceTablet,
      area: 'catalogue',
      permission: 'catalogue.read',
      order: 120,
    },
  },
  component: AppearanceScreen,
});
