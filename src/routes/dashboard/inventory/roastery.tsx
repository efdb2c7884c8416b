import { IconFlame } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { RoasteryScreen } from '@/features/supply/production/roastery/RoasteryScreen';

/** `/dashboard/inventory/roastery`: the roaster's day: roasts to make and made, green coffee. */
export const Route = createFileRoute('/dashboard/inventory/roastery')({
  staticData: {
    namespaces: ['production', 'reports'],
    nav: {
      section: 'inventory',
      labelKey: 'production:nav.roastery',
      icon: IconFlame,
      area: 'inventory',
      permission: 'inventory.read',
    },
  },
  component: RoasteryScreen,
});
