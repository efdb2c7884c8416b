import { IconChefHat } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ProduceToday } from '@/features/supply/production/today/ProduceToday';
import { PlaceScreen } from '@/features/supply/transfers/place/PlaceScreen';

function CentralKitchenScreen() {
  return <PlaceScreen kind="central_kitchen" today={<ProduceToday />} />;
}

/** `/dashboard/inventory/central-kitchen`: the central kitchen's working screen, today's work first. */
export const Route = createFileRoute('/dashboard/inventory/central-kitchen')({
  staticData: {
    namespaces: ['transfers', 'stock', 'reports', 'production'],
    nav: {
      section: 'inventory',
      labelKey: 'transfers:nav.centralKitchen',
      icon: IconChefHat,
      area: 'inventory',
      permission: 'inventory.read',
    },
  },
  component: CentralKitchenScreen,
});
