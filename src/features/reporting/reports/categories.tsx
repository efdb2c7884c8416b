import { aggregateReportCalls } from '@contract/frameReportCalls';
import type { categoryReply } from '@contract/reports';
import type { z } from 'zod';
import type { ReportDefinition } from '../frame/definition';
import { ReportScreen } from '../frame/ReportScreen';
import { figure } from './columns';

export type CategoryReply = z.infer<typeof categoryReply>;
export type CategoryRow = CategoryReply['items'][number];

/** The row of products sold without a category (the server's `category_id: null`). */
const UNCATEGORISED = 'none';

/** `/dashboard/reporting/category`: each category's items and sales, and its share of net sales. */
export const categoryReport: ReportDefinition<CategoryRow, CategoryReply> = {
  slug: 'category',
  title: 'reports.category.title',
  description: 'reports.category.description',
  call: () => aggregateReportCalls.categories,
  filters: [],
  columns: () => [
    { key: 'category_id', label: 'columns.category_id', kind: 'ref', ref: 'categories' },
    figure<CategoryRow>('quantity', 'quantity'),
    figure<CategoryRow>('refunded_quantity', 'quantity'),
    figure<CategoryRow>('gross_sales'),
    figure<CategoryRow>('discounts'),
    figure<CategoryRow>('complimentary'),
    figure<CategoryRow>('refunds'),
    figure<CategoryRow>('net_sales'),
    figure<CategoryRow>('share', 'percent'),
  ],
  rowKey: (row) => row.category_id ?? UNCATEGORISED,
  defaultSort: { key: 'net_sales', dir: 'desc' },
  defaultPeriod: 'last_30_days',
  chart: () => ({
    kind: 'pie',
    title: 'charts.netSalesByCategory',
    label: 'category_id',
    values: ['net_sales'],
    // Every category of the period, whatever page the table shows: a pie of one page misleads.
    query: { sort: 'net_sales', dir: 'desc', limit: 5000 },
  }),
  serverPaging: true,
  fileBase: 'category-sales-report',
};

export function CategoryReportScreen() {
  return <ReportScreen definition={categoryReport} />;
}
