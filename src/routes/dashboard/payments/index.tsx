import { IconCash } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { TakingsScreen } from '@/features/config/payments/TakingsScreen';

export const Route = createFileRoute('/dashboard/payments/')({
  staticData: {
    namespaces: ['config-payments', 'reports'],
    nav: {
      section: 'reporting',
      labelKey: 'config-payments:nav.takings',
      icon: IconCash,
      area: 'reporting',
      permission: 'reporting.read',
      order: 90,
    },
  },
  component: TakingsScreen,
});
