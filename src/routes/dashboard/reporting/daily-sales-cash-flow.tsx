import { IconCash } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { CashFlowScreen } from '@/features/reporting/reports/cashFlow';

/** `/dashboard/reporting/daily-sales-cash-flow`: each business day's sales, money in per payment method and money paid back. */
export const Route = createFileRoute('/dashboard/reporting/daily-sales-cash-flow')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.daily-sales-cash-flow.title',
      icon: IconCash,
      area: 'reporting',
      permission: 'reporting.read',
      order: 21,
    },
  },
  component: CashFlowScreen,
});
