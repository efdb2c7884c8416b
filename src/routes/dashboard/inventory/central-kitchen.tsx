import { IconChefHat } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceScreen } from '@/features/supply/transfers/place/PlaceScreen';

function CentralKitchenScreen() {
  return <PlaceScreen kind="central_kitchen" />;
}

/** `/dashboard/inventory/central-kitchen`: the central kitchen's working screen. */
export const Route = createFileRoute('/dashboard/inventory/central-kitchen')({
  staticData: {
    namespaces: ['transfers', 'stock', 'reports'],
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
