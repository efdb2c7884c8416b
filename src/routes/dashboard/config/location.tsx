import { IconBuildingStore } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { LocationsScreen } from '@/features/config/locations/LocationsScreen';

export const Route = createFileRoute('/dashboard/config/location')({
  staticData: {
    nav: {
      section: 'settings',
      labelKey: 'resources:locations.other',
      icon: IconBuildingStore,
      area: 'config',
      permission: 'config.read',
      order: 10,
    },
  },
  component: LocationsScreen,
});
