import { IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '@/features/people/users/UsersScreen';

export const Route = createFileRoute('/dashboard/customers/')({
  staticData: {
    namespaces: ['people-users'],
    nav: {
      section: 'people',
      labelKey: 'people-users:nav.users',
      icon: IconUsers,
      area: 'people',
      permission: 'people.read',
      order: 10,
    },
  },
  component: UsersScreen,
});
