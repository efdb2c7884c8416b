import { IconBuildingFactory2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { idParam, searchReader } from '@/shared/searchParams';
import { WorkOrdersScreen } from '@/features/supply/production/list/WorkOrdersScreen';

function WorkOrdersRoute() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WorkOrdersScreen
      openId={id ?? null}
      onOpen={(next) => void navigate({ search: (prev) => ({ ...prev, id: next ?? undefined }) })}
    />
  );
}

/** `/dashboard/inventory/work-orders?id=<work order>`: batches made here, one open to confirm. */
export const Route = createFileRoute('/dashboard/inventory/work-orders')({
  staticData: {
    namespaces: ['production', 'reports'],
    nav: {
      section: 'inventory',
      labelKey: 'production:nav.workOrders',
      icon: IconBuildingFactory2,
      area: 'inventory',
      permission: 'inventory.read',
    },
  },
  validateSearch: searchReader({ id: idParam }),
  component: WorkOrdersRoute,
});
