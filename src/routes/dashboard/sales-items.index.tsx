import { createFileRoute } from '@tanstack/react-router';
import { itemsSearch } from '@/features/sales/salesSearch';
import { SalesItemsScreen } from '@/features/sales/SalesItemsScreen';

/**
 * The sales items under the path SPEC lists first: the same screen as `/dashboard/sales/items`,
 * which holds the menu entry (one entry for one screen). An index route only because the router's
 * generator names `sales-items` and `sales/items` alike and the route tree would not build.
 */
export const Route = createFileRoute('/dashboard/sales-items/')({
  validateSearch: itemsSearch,
  staticData: { namespaces: ['sales', 'reports'] },
  component: SalesItemsScreen,
});
