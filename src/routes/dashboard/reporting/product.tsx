import { IconChartDots } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { ProductReportScreen } from '@/features/reporting/reports/product';

/** `/dashboard/reporting/product`: each product's sales, cost and margin, and menu engineering. */
export const Route = createFileRoute('/dashboard/reporting/product')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.product.title',
      icon: IconChartDots,
      area: 'reporting',
      permission: 'reporting.read',
      order: 40,
    },
  },
  component: ProductReportScreen,
});
