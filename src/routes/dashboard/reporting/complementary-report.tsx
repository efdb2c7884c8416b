import { IconGift } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { ComplimentaryReportScreen } from '@/features/reporting/reports/complimentary';

/** `/dashboard/reporting/complementary-report`: what was given free, by product and by cashier. */
export const Route = createFileRoute('/dashboard/reporting/complementary-report')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.complementary-report.title',
      icon: IconGift,
      area: 'reporting',
      permission: 'reporting.read',
      order: 15,
    },
  },
  component: ComplimentaryReportScreen,
});
