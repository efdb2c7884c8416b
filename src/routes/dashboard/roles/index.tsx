import { IconShieldLock } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { RolesScreen } from '@/features/people/roles/RolesScreen';

export const Route = createFileRoute('/dashboard/roles/')({
  staticData: {
    namespaces: ['people-roles'],
    nav: {
      section: 'people',
      labelKey: 'people-roles:nav.roles',
      icon: IconShieldLock,
      area: 'people',
      permission: 'people.read',
      order: 20,
    },
  },
  component: RolesScreen,
});
