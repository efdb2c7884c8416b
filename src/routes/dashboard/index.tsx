import { IconLayoutDashboard } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardHome } from '@/app/home/DashboardHome';

export const Route = createFileRoute('/dashboard/')({
  staticData: {
    nav: {
      section: 'dashboard',
      labelKey: 'shell:nav.items.overview',
      icon: IconLayoutDashboard,
      area: 'dashboard',
      order: 0,
    },
  },
  component: DashboardHome,
});
