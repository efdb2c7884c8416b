import { IconBuildingBank } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentAccountScreen } from '@/features/sales/PaymentAccountScreen';
import { salesSearch } from '@/features/sales/salesSearch';

export const Route = createFileRoute('/dashboard/sales/payment-account')({
  staticData: {
    namespaces: ['sales', 'reports'],
    nav: {
      section: 'dashboard',
      labelKey: 'sales:nav.paymentAccount',
      icon: IconBuildingBank,
      area: 'sales',
      permission: 'sales.read',
      order: 31,
    },
  },
  validateSearch: salesSearch,
  component: PaymentAccountScreen,
});
