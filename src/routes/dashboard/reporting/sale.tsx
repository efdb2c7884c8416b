import { IconReceipt } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { SaleReportScreen } from '@/features/reporting/reports/sale';

/** `/dashboard/reporting/sale`: every sale and refund of the period, one row each. */
export const Route = createFileRoute('/dashboard/reporting/sale')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.sale.title',
      icon: IconReceipt,
      area: 'reporting',
      permission: 'reporting.read',
      order: 10,
    },
  },
  component: SaleReportScreen,
});
