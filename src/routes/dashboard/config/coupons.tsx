import { IconTicket } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { CouponsScreen } from '@/features/config/entities/screens';

export const Route = createFileRoute('/dashboard/config/coupons')({
  staticData: {
    nav: {
      section: 'settings',
      labelKey: 'resources:coupons.other',
      icon: IconTicket,
      area: 'config',
      permission: 'config.read',
      order: 41,
    },
  },
  component: CouponsScreen,
});
