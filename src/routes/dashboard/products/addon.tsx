import { IconPuzzle } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ProductsScreen } from '@/features/catalogue/products/list/ProductsScreen';

function AddonsRoute() {
  return <ProductsScreen kind="addons" />;
}

/** Add-ons: products with `is_addon` (SPEC: `/products?addon=1`), listed and created apart. */
export const Route = createFileRoute('/dashboard/products/addon')({
  staticData: {
    nav: {
      section: 'catalogue',
      labelKey: 'products:nav.addons',
      icon: IconPuzzle,
      area: 'catalogue',
      permission: 'catalogue.read',
      order: 6,
    },
  },
  component: AddonsRoute,
});
