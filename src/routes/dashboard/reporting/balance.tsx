import { IconScale } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { BalanceReportScreen } from '@/features/reporting/reports/balance';

/** `/dashboard/reporting/balance`: orders not fully paid, and what each location is owed. */
export const Route = createFileRoute('/dashboard/reporting/balance')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.balance.title',
      icon: IconScale,
      area: 'reporting',
      permission: 'reporting.read',
      order: 23,
    },
  },
  component: BalanceReportScreen,
});
