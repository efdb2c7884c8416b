import { IconHistory } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { AuditScreen } from '@/features/people/audit/AuditScreen';

export const Route = createFileRoute('/dashboard/audit-log')({
  staticData: {
    namespaces: ['people-audit', 'resources', 'reports'],
    nav: {
      section: 'people',
      labelKey: 'people-audit:nav',
      icon: IconHistory,
      area: 'people',
      permission: 'people.read',
      order: 90,
    },
  },
  component: AuditScreen,
});
