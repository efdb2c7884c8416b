import { IconChartLine } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { SalesSummaryScreen } from '@/features/reporting/reports/salesSummary';

/** `/dashboard/reporting/sales-summary`: sales per day, week, month or location, against before. */
export const Route = createFileRoute('/dashboard/reporting/sales-summary')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.sales-summary.title',
      icon: IconChartLine,
      area: 'reporting',
      permission: 'reporting.read',
      order: 11,
    },
  },
  component: SalesSummaryScreen,
});
