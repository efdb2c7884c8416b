import { IconCreditCard } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsScreen } from '@/features/config/entities/screens';

export const Route = createFileRoute('/dashboard/config/payment')({
  staticData: {
    nav: {
      section: 'settings',
      labelKey: 'resources:paymentMethods.other',
      icon: IconCreditCard,
      area: 'config',
      permission: 'config.read',
      order: 30,
    },
  },
  component: PaymentMethodsScreen,
});
