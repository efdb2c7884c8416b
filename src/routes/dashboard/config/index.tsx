import { IconChecklist } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ConfigOverview } from '@/features/config/overview/ConfigOverview';

export const Route = createFileRoute('/dashboard/config/')({
  staticData: {
    namespaces: ['config-entities'],
    nav: {
      section: 'settings',
      labelKey: 'config-entities:overview.nav',
      icon: IconChecklist,
      area: 'config',
      permission: 'config.read',
      order: 5,
    },
  },
  component: ConfigOverview,
});
