import { IconAddressBook } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { CrmScreen } from '@/features/people/crm/CrmScreen';

export const Route = createFileRoute('/dashboard/customers/crm')({
  staticData: {
    nav: {
      section: 'people',
      labelKey: 'people-crm:nav',
      icon: IconAddressBook,
      area: 'people',
      permission: 'people.read',
      order: 20,
    },
  },
  component: CrmScreen,
});
