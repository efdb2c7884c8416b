import { IconPackage } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ProductsScreen } from '@/features/catalogue/products/list/ProductsScreen';

function ProductsRoute() {
  return <ProductsScreen kind="products" />;
}

export const Route = createFileRoute('/dashboard/products/products')({
  staticData: {
    nav: {
      section: 'catalogue',
      labelKey: 'resources:products.other',
      icon: IconPackage,
      area: 'catalogue',
      permission: 'catalogue.read',
      order: 5,
    },
  },
  component: ProductsRoute,
});
