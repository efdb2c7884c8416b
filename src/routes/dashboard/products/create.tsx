import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '@/features/catalogue/products/form/ProductFormPage';

/** `addon=1` starts the new product as an add-on (what the add-ons list links to). */
const createSearch = (search: Record<string, unknown>): { addon?: 1 } =>
  search.addon === 1 || search.addon === '1' || search.addon === true ? { addon: 1 } : {};

function CreateProductRoute() {
  const { addon } = Route.useSearch();
  return <ProductFormPage productId={null} addon={addon === 1} />;
}

/** The full product form for a new product (SPEC: `/dashboard/products/create`). */
export const Route = createFileRoute('/dashboard/products/create')({
  validateSearch: createSearch,
  component: CreateProductRoute,
});
