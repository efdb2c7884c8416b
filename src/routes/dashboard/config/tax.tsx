import { IconReceiptTax } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { TaxesScreen } from '@/features/config/entities/screens';

export const Route = createFileRoute('/dashboard/config/tax')({
  staticData: {
    nav: {
      section: 'settings',
      labelKey: 'resources:taxes.other',
      icon: IconReceiptTax,
      area: 'config',
      permission: 'config.read',
      order: 20,
    },
  },
  component: TaxesScreen,
});
