import { IconChartPie } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { CategoryReportScreen } from '@/features/reporting/reports/categories';

/** `/dashboard/reporting/category`: each category's sales and its share of net sales. */
export const Route = createFileRoute('/dashboard/reporting/category')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.category.title',
      icon: IconChartPie,
      area: 'reporting',
      permission: 'reporting.read',
      order: 41,
    },
  },
  component: CategoryReportScreen,
});
