import { IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { UsersReportScreen } from '@/features/reporting/reports/users';

/** `/dashboard/reporting/user`: each cashier's sales, refunds, voids and discounts. */
export const Route = createFileRoute('/dashboard/reporting/user')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.user.title',
      icon: IconUsers,
      area: 'reporting',
      permission: 'reporting.read',
      order: 13,
    },
  },
  component: UsersReportScreen,
});
