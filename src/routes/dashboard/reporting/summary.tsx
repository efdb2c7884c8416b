import { IconChartPie } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { OrdersSummaryScreen } from '@/features/reporting/reports/ordersSummary';

/** `/dashboard/reporting/summary`: orders per channel and order type, and per status. */
export const Route = createFileRoute('/dashboard/reporting/summary')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.summary.title',
      icon: IconChartPie,
      area: 'reporting',
      permission: 'reporting.read',
      order: 31,
    },
  },
  component: OrdersSummaryScreen,
});
