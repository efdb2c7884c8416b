import { IconAdjustments } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { RoleManagementScreen } from '@/features/people/roles/RoleManagementScreen';

export const Route = createFileRoute('/dashboard/roles/role-management')({
  staticData: {
    namespaces: ['people-roles'],
    nav: {
      section: 'people',
      labelKey: 'people-roles:nav.management',
      icon: IconAdjustments,
      area: 'people',
      permission: 'people.read',
      order: 21,
    },
  },
  component: RoleManagementScreen,
});
