import { aggregateReportCalls } from '@contract/frameReportCalls';
import { MAX_REPORT_PAGE, type paymentReportReply } from '@contract/reports';
import type { z } from 'zod';
import type { ReportDefinition } from '../frame/definition';
import { ReportScreen } from '../frame/ReportScreen';
import { figure } from './columns';

type PaymentReply = z.infer<typeof paymentReportReply>;
type PaymentRow = PaymentReply['items'][number];

/** `/dashboard/reporting/payment`: what each payment method took in and paid back. */
export const paymentReport: ReportDefinition<PaymentRow, PaymentReply> = {
  slug: 'payment',
  title: 'reports.payment.title',
  description: 'reports.payment.description',
  call: () => aggregateReportCalls.payments,
  filters: ['payment_method_id'],
  columns: () => [
    {
      key: 'payment_method_id',
      label: 'columns.payment_method_id',
      kind: 'ref',
      ref: 'paymentMethods',
      sortable: true,
    },
    figure<PaymentRow>('payments_count', 'count'),
    figure<PaymentRow>('amount'),
    figure<PaymentRow>('refunded'),
    figure<PaymentRow>('net'),
    figure<PaymentRow>('tips'),
    figure<PaymentRow>('share', 'percent'),
  ],
  rowKey: (row) => row.payment_method_id,
  defaultSort: { key: 'net', dir: 'desc' },
  defaultPeriod: 'last_30_days',
  chart: () => ({
    kind: 'pie',
    title: 'charts.netByMethod',
    label: 'payment_method_id',
    values: ['net'],
    // Every method of the period, whatever page the table shows.
    query: { sort: 'net', dir: 'desc', limit: MAX_REPORT_PAGE },
  }),
  serverPaging: true,
  fileBase: 'payment-report',
};

export function PaymentReportScreen() {
  return <ReportScreen definition={paymentReport} />;
}
