import { IconLayoutDashboard } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@/features/dashboard/DashboardScreen';
import { dashboardSearch } from '@/features/dashboard/dashboardSearch';

/** `/dashboard`: the manager's first screen, the KPI dashboard (SPEC section 1). */
export const Route = createFileRoute('/dashboard/')({
  validateSearch: dashboardSearch,
  staticData: {
    namespaces: ['dashboard', 'reports', 'today'],
    nav: {
      section: 'dashboard',
      labelKey: 'shell:nav.items.overview',
      icon: IconLayoutDashboard,
      area: 'dashboard',
      order: 0,
    },
  },
  component: DashboardScreen,
});
