import { aggregateReportCalls } from '@contract/frameReportCalls';
import type { usersReportReply } from '@contract/reports';
import type { z } from 'zod';
import type { ReportDefinition } from '../frame/definition';
import { ReportScreen } from '../frame/ReportScreen';
import { figure } from './columns';

type UsersReply = z.infer<typeof usersReportReply>;
type UserRow = UsersReply['items'][number];

/** `/dashboard/reporting/user`: each cashier's sales, refunds, voids and discounts. */
export const usersReport: ReportDefinition<UserRow, UsersReply> = {
  slug: 'user',
  title: 'reports.user.title',
  description: 'reports.user.description',
  call: () => aggregateReportCalls.users,
  filters: ['cashier_id'],
  columns: () => [
    { key: 'cashier_id', label: 'columns.cashier_id', kind: 'ref', ref: 'users' },
    figure<UserRow>('transactions', 'count'),
    figure<UserRow>('refund_count', 'count'),
    figure<UserRow>('void_count', 'count'),
    figure<UserRow>('gross_sales'),
    figure<UserRow>('discounts'),
    figure<UserRow>('discount_rate', 'percent'),
    figure<UserRow>('complimentary'),
    figure<UserRow>('refunds'),
    figure<UserRow>('net_sales'),
    figure<UserRow>('tax'),
    figure<UserRow>('tips'),
    figure<UserRow>('total_sales'),
    figure<UserRow>('average_order_value'),
  ],
  rowKey: (row) => row.cashier_id ?? '',
  defaultSort: { key: 'net_sales', dir: 'desc' },
  defaultPeriod: 'last_30_days',
  chart: () => ({
    kind: 'bar',
    title: 'charts.netSalesByCashier',
    label: 'cashier_id',
    values: ['net_sales'],
    horizontal: true,
    query: { sort: 'net_sales', dir: 'desc', limit: 20 },
  }),
  serverPaging: true,
  fileBase: 'cashier-sales-report',
};

export function UsersReportScreen() {
  return <ReportScreen definition={usersReport} />;
}
