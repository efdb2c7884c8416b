import { IconCreditCard } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '@/features/reporting/frame/reportSearch';
import { PaymentReportScreen } from '@/features/reporting/reports/payments';

/** `/dashboard/reporting/payment`: what each payment method took in and paid back. */
export const Route = createFileRoute('/dashboard/reporting/payment')({
  validateSearch: reportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.payment.title',
      icon: IconCreditCard,
      area: 'reporting',
      permission: 'reporting.read',
      order: 20,
    },
  },
  component: PaymentReportScreen,
});
