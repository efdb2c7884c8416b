import { invoiceReportCalls } from '@contract/frameReportCalls';
import type { salesReportReply, salesReportV3Item } from '@contract/reports';
import type { z } from 'zod';
import type { ReportColumn, ReportDefinition } from '../frame/definition';
import { ReportScreen } from '../frame/ReportScreen';
import { figure, saleFigureKeys } from './columns';
import { FigureCards } from './FigureCards';

/** A sale or refund as /v2 gives it; /v3 adds the guests and how it was paid. */
type SaleRow = z.infer<typeof salesReportReply>['items'][number] &
  Partial<Pick<z.infer<typeof salesReportV3Item>, 'guests' | 'payments'>>;
type SaleReply = z.infer<typeof salesReportReply> & { items: SaleRow[] };

/** The business setting `invoice_report_version`: v2 reads /v3 (with guests and payments). */
const readsV3 = (version: string | undefined) => version === 'v2';

/** `/dashboard/reporting/sale`: every sale and refund of the period, one row each. */
export const saleReport: ReportDefinition<SaleRow, SaleReply> = {
  slug: 'sale',
  title: 'reports.sale.title',
  description: 'reports.sale.description',
  settings: ['invoice_report_version'],
  call: (settings) =>
    readsV3(settings.invoice_report_version)
      ? invoiceReportCalls.salesV3
      : invoiceReportCalls.sales,
  filters: ['channel_id', 'order_type_id', 'cashier_id', 'payment_method_id'],
  columns: ({ all, settings }) => {
    const v3 = readsV3(settings.invoice_report_version);
    const columns: (ReportColumn<SaleRow> | false)[] = [
      { key: 'number', label: 'columns.number', kind: 'text', sortable: true },
      { key: 'created_at', label: 'columns.created_at', kind: 'datetime', sortable: true },
      all && { key: 'location_id', label: 'columns.location_id', kind: 'ref', ref: 'locations' },
      { key: 'kind', label: 'columns.kind', kind: 'enum', values: 'kind' },
      { key: 'channel_id', label: 'columns.channel_id', kind: 'ref', ref: 'channels' },
      { key: 'order_type_id', label: 'columns.order_type_id', kind: 'ref', ref: 'orderTypes' },
      { key: 'cashier_id', label: 'columns.cashier_id', kind: 'ref', ref: 'users' },
      v3 && figure<SaleRow>('guests', 'count', false),
      figure<SaleRow>('items', 'quantity'),
      ...saleFigureKeys.map((key) =>
        figure<SaleRow>(key, 'money', key === 'net_sales' || key === 'total_sales'),
      ),
      v3 && {
        key: 'payments',
        label: 'columns.payments',
        kind: 'refs',
        ref: 'paymentMethods',
        value: (row) => row.payments?.map((p) => p.payment_method_id).join(',') ?? null,
      },
    ];
    return columns.filter((c) => c !== false);
  },
  // What a manager reads of a sale first (SPEC's first KPI: net sales) beside its number on a
  // phone; when and where it was sold, what it was before discounts and with tax on a tablet; who
  // sold it and what was taken off on a desktop, still without scrolling at 1440 px (the period's
  // totals make each amount about 150 px wide). The rest waits in the column chooser.
  columnsShown: {
    key: ['net_sales'],
    tablet: ['created_at', 'location_id', 'gross_sales', 'total_sales'],
    desktop: ['cashier_id', 'discounts', 'refunds'],
  },
  rowKey: (row) => row.id,
  defaultSort: { key: 'created_at', dir: 'desc' },
  serverPaging: true,
  fileBase: 'sales-report',
};

/** What the period's sales add up to, over the rows of every page. */
const cards = [
  { key: 'transactions' },
  { key: 'gross_sales' },
  { key: 'discounts', higherIsBetter: false },
  { key: 'refunds', higherIsBetter: false },
  { key: 'net_sales' },
  { key: 'total_sales' },
] as const;

export function SaleReportScreen() {
  return (
    <ReportScreen
      definition={saleReport}
      summary={({ reply, ctx }) =>
        reply ? <FigureCards cards={cards} figures={reply.figures} money={ctx.money} /> : null
      }
    />
  );
}
