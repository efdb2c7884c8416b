import { IconTrendingUp } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { SalesTrendScreen } from '@/features/reporting/reports/salesTrend';

/** `/dashboard/reporting/sales-trend-analysis`: net sales per day, week or month, week over week and month over month. */
export const Route = createFileRoute('/dashboard/reporting/sales-trend-analysis')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.sales-trend-analysis.title',
      icon: IconTrendingUp,
      area: 'reporting',
      permission: 'reporting.read',
      order: 12,
    },
  },
  component: SalesTrendScreen,
});
