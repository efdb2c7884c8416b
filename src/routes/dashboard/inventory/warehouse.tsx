import { IconBuildingWarehouse } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceScreen } from '@/features/supply/transfers/place/PlaceScreen';

function WarehouseScreen() {
  return <PlaceScreen kind="warehouse" />;
}

/** `/dashboard/inventory/warehouse`: the warehouse's working screen. */
export const Route = createFileRoute('/dashboard/inventory/warehouse')({
  staticData: {
    namespaces: ['transfers', 'stock', 'reports'],
    nav: {
      section: 'inventory',
      labelKey: 'transfers:nav.warehouse',
      icon: IconBuildingWarehouse,
      area: 'inventory',
      permission: 'inventory.read',
    },
  },
  component: WarehouseScreen,
});
