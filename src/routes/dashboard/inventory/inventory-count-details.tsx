import { createFileRoute } from '@tanstack/react-router';
import { idParam, searchReader } from '@/shared/searchParams';
import { CountingScreen } from '@/features/inventory/counting/CountingScreen';

function CountingRoute() {
  const { id } = Route.useSearch();
  return <CountingScreen countId={id ?? null} />;
}

/** `/inventory-count-details?id=<count>`: counting a count, on a tablet, offline too. */
export const Route = createFileRoute('/dashboard/inventory/inventory-count-details')({
  staticData: { namespaces: ['counting', 'counts'] },
  validateSearch: searchReader({ id: idParam }),
  component: CountingRoute,
});
