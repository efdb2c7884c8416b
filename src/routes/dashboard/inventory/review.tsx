import { createFileRoute } from '@tanstack/react-router';
import { idParam, searchReader } from '@/shared/searchParams';
import { ReviewScreen } from '@/features/inventory/counts/review/ReviewScreen';

function ReviewRoute() {
  const { id } = Route.useSearch();
  return <ReviewScreen countId={id ?? null} />;
}

/** `/review?id=<count>`: counted against expected at the cut-off, resolve, send back, approve. */
export const Route = createFileRoute('/dashboard/inventory/review')({
  staticData: { namespaces: ['counts', 'reports'] },
  validateSearch: searchReader({ id: idParam }),
  component: ReviewRoute,
});
