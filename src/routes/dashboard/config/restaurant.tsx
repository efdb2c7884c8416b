import { IconDeviceDesktop } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { RestaurantConfigScreen } from '@/features/config/restaurant/RestaurantConfigScreen';

export const Route = createFileRoute('/dashboard/config/restaurant')({
  staticData: {
    namespaces: ['config-restaurant'],
    nav: {
      section: 'settings',
      labelKey: 'config-restaurant:nav',
      icon: IconDeviceDesktop,
      area: 'config',
      permission: 'config.read',
      order: 87,
    },
  },
  component: RestaurantConfigScreen,
});
