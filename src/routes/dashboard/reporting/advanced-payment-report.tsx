import { IconCashRegister } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { AdvancedPaymentReportScreen } from '@/features/reporting/reports/advancedPayments';

/** `/dashboard/reporting/advanced-payment-report`: payments in detail, with an export made on the server. */
export const Route = createFileRoute('/dashboard/reporting/advanced-payment-report')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates', 'resources'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.advanced-payment-report.title',
      icon: IconCashRegister,
      area: 'reporting',
      permission: 'reporting.read',
      order: 22,
    },
  },
  component: AdvancedPaymentReportScreen,
});
