import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '@/features/catalogue/products/form/ProductFormPage';

function EditProductRoute() {
  const { productId } = Route.useParams();
  return <ProductFormPage productId={productId} />;
}

/**
 * One product's page, by id: `/dashboard/products/products/<id>`. Not nested in the list route
 * (`products_`), so the list and the page are separate screens with separate code.
 */
export const Route = createFileRoute('/dashboard/products/products_/$productId')({
  component: EditProductRoute,
});
