import { aggregateReportCalls } from '@contract/frameReportCalls';
import type { discountsReply } from '@contract/reports';
import type { z } from 'zod';
import type {
  ColumnKind,
  RefCollection,
  ReportChart,
  ReportColumn,
  ReportDefinition,
} from '../frame/definition';
import { ReportScreen } from '../frame/ReportScreen';
import { figure } from './columns';

type DiscountsReply = z.infer<typeof discountsReply>;
type DiscountRow = DiscountsReply['items'][number];

/** What a row's key names in each grouping: a product, category, cashier, day or location. */
const keyOf: Record<string, { kind: ColumnKind; ref?: RefCollection }> = {
  product: { kind: 'ref', ref: 'products' },
  category: { kind: 'ref', ref: 'categories' },
  cashier: { kind: 'ref', ref: 'users' },
  day: { kind: 'date' },
  location: { kind: 'ref', ref: 'locations' },
};

/** Days are read in time order; everything else by who or what gave away the most. */
const chartOf = (group: string | null): ReportChart =>
  group === 'day'
    ? {
        kind: 'bar',
        title: 'charts.discountsByDay',
        label: 'key',
        values: ['discounts'],
        query: { sort: 'key', dir: 'asc', limit: 5000 },
      }
    : {
        kind: 'bar',
        title: 'charts.topDiscounts',
        label: 'key',
        values: ['discounts'],
        horizontal: true,
        query: { sort: 'discounts', dir: 'desc', limit: 10 },
      };

/** `/dashboard/reporting/discount`: discounts given, grouped, as a share of gross sales. */
export const discountsReport: ReportDefinition<DiscountRow, DiscountsReply> = {
  slug: 'discount',
  title: 'reports.discount.title',
  description: 'reports.discount.description',
  call: () => aggregateReportCalls.discounts,
  filters: ['cashier_id'],
  groupings: { values: ['product', 'category', 'cashier', 'day', 'location'], default: 'product' },
  columns: ({ group }) => {
    const by = group ?? 'product';
    const key: ReportColumn<DiscountRow> = {
      key: 'key',
      label: `group.${by}`,
      ...(keyOf[by] ?? { kind: 'text' }),
      sortable: by === 'day',
    };
    return [
      key,
      figure<DiscountRow>('gross_sales'),
      figure<DiscountRow>('discounts'),
      figure<DiscountRow>('discount_rate', 'percent'),
      figure<DiscountRow>('complimentary'),
      figure<DiscountRow>('net_sales'),
    ];
  },
  rowKey: (row) => row.key,
  defaultSort: { key: 'discounts', dir: 'desc' },
  defaultPeriod: 'last_30_days',
  chart: chartOf,
  serverPaging: true,
  fileBase: 'discounts-report',
};

export function DiscountsReportScreen() {
  return <ReportScreen definition={discountsReport} />;
}
