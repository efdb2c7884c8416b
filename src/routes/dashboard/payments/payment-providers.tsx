import { IconCreditCard } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ProvidersScreen } from '@/features/config/payments/ProvidersScreen';

export const Route = createFileRoute('/dashboard/payments/payment-providers')({
  staticData: {
    namespaces: ['config-payments'],
    nav: {
      section: 'settings',
      labelKey: 'config-payments:nav.providers',
      icon: IconCreditCard,
      area: 'config',
      permission: 'config.read',
      order: 60,
    },
  },
  component: ProvidersScreen,
});
