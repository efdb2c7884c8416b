import { IconQrcode } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PayOrderScreen } from '@/features/config/payments/PayOrderScreen';

// The path is spelled as SPEC section 2 spells it.
export const Route = createFileRoute('/dashboard/config/paygetorder')({
  staticData: {
    namespaces: ['config-payments'],
    nav: {
      section: 'settings',
      labelKey: 'config-payments:nav.payOrder',
      icon: IconQrcode,
      area: 'config',
      permission: 'config.read',
      order: 65,
    },
  },
  component: PayOrderScreen,
});
