import { IconDiscount2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { DealsScreen } from '@/features/catalogue/deals/DealsScreen';

export const Route = createFileRoute('/dashboard/products/deals')({
  staticData: {
    nav: {
      section: 'catalogue',
      labelKey: 'resources:deals.other',
      icon: IconDiscount2,
      area: 'catalogue',
      permission: 'catalogue.read',
      order: 110,
    },
  },
  component: DealsScreen,
});
