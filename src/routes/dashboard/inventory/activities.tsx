import { createFileRoute } from '@tanstack/react-router';
import { idParam, searchReader } from '@/shared/searchParams';
import { ActivitiesScreen } from '@/features/inventory/counts/activities/ActivitiesScreen';

function ActivitiesRoute() {
  const { id } = Route.useSearch();
  return <ActivitiesScreen countId={id ?? null} />;
}

/** `/activities?id=<count>`: the entry log of one count, with undo. */
export const Route = createFileRoute('/dashboard/inventory/activities')({
  staticData: { namespaces: ['counts'] },
  validateSearch: searchReader({ id: idParam }),
  component: ActivitiesRoute,
});
