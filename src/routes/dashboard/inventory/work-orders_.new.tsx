import { createFileRoute } from '@tanstack/react-router';
import { NewWorkOrderScreen } from '@/features/supply/production/create/NewWorkOrderScreen';

/** `/dashboard/inventory/work-orders/new`: planning a batch (reached from the work orders list). */
export const Route = createFileRoute('/dashboard/inventory/work-orders_/new')({
  staticData: { namespaces: ['production', 'reports'] },
  component: NewWorkOrderScreen,
});
