import { IconListDetails } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { OrdersReportScreen } from '@/features/reporting/reports/orders';

/** `/dashboard/reporting/order`: every order of the period whatever its status. */
export const Route = createFileRoute('/dashboard/reporting/order')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.order.title',
      icon: IconListDetails,
      area: 'reporting',
      permission: 'reporting.read',
      order: 30,
    },
  },
  component: OrdersReportScreen,
});
