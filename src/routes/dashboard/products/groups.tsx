import { IconCategory2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { GroupsScreen } from '@/features/catalogue/groups/GroupsScreen';

export const Route = createFileRoute('/dashboard/products/groups')({
  staticData: {
    nav: {
      section: 'catalogue',
      labelKey: 'resources:groups.other',
      icon: IconCategory2,
      area: 'catalogue',
      permission: 'catalogue.read',
      order: 20,
    },
  },
  component: GroupsScreen,
});
