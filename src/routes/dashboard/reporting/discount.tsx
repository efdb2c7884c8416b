import { IconDiscount } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { DiscountsReportScreen } from '@/features/reporting/reports/discounts';

/** `/dashboard/reporting/discount`: discounts given per product, category, cashier, day or location. */
export const Route = createFileRoute('/dashboard/reporting/discount')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.discount.title',
      icon: IconDiscount,
      area: 'reporting',
      permission: 'reporting.read',
      order: 14,
    },
  },
  component: DiscountsReportScreen,
});
