import { IconTags } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { BrandsScreen } from '@/features/catalogue/brands/BrandsScreen';

export const Route = createFileRoute('/dashboard/products/brands')({
  staticData: {
    nav: {
      section: 'catalogue',
      labelKey: 'resources:brands.other',
      icon: IconTags,
      area: 'catalogue',
      permission: 'catalogue.read',
      order: 10,
    },
  },
  component: BrandsScreen,
});
