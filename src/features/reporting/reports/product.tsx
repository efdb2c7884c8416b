import { aggregateReportCalls } from '@contract/frameReportCalls';
import type { productReply } from '@contract/reports';
import type { z } from 'zod';
import type { ReportDefinition } from '../frame/definition';
import { ReportScreen } from '../frame/ReportScreen';
import { figure } from './columns';
import { MenuClassBadge } from './MenuClassBadge';
import { MenuEngineering } from './MenuEngineering';

export type ProductReply = z.infer<typeof productReply>;
export type ProductRow = ProductReply['items'][number];

/** `/dashboard/reporting/product`: each product sold, its recipe cost, margin and menu class. */
export const productReport: ReportDefinition<ProductRow, ProductReply> = {
  slug: 'product',
  title: 'reports.product.title',
  description: 'reports.product.description',
  call: () => aggregateReportCalls.products,
  filters: ['category_id'],
  columns: () => [
    {
      key: 'item_id',
      label: 'columns.item_id',
      kind: 'ref',
      ref: (row) => (row.item_kind === 'modifier' ? 'modifierItems' : 'products'),
    },
    { key: 'category_id', label: 'columns.category_id', kind: 'ref', ref: 'categories' },
    figure<ProductRow>('quantity', 'quantity'),
    figure<ProductRow>('refunded_quantity', 'quantity'),
    figure<ProductRow>('gross_sales'),
    figure<ProductRow>('discounts'),
    figure<ProductRow>('refunds'),
    figure<ProductRow>('net_sales'),
    figure<ProductRow>('average_price'),
    figure<ProductRow>('unit_cost'),
    figure<ProductRow>('margin'),
    figure<ProductRow>('margin_pct', 'percent'),
    figure<ProductRow>('popularity', 'percent'),
    { key: 'menu_class', label: 'columns.menu_class', kind: 'enum', values: 'menuClass' },
  ],
  rowKey: (row) => `${row.item_kind}:${row.item_id}`,
  // What a product brought in and its menu class (what this report is for) first, a phone too;
  // how many sold, its category and margin as a tablet has room; more of the menu engineering's
  // figures on a desktop; the rest in the column chooser.
  columnsShown: {
    key: ['net_sales', 'menu_class'],
    tablet: ['category_id', 'quantity', 'margin'],
    desktop: ['gross_sales', 'margin_pct'],
  },
  defaultSort: { key: 'net_sales', dir: 'desc' },
  defaultPeriod: 'last_30_days',
  chart: () => ({
    kind: 'bar',
    title: 'charts.topProducts',
    label: 'item_id',
    values: ['net_sales'],
    horizontal: true,
    query: { sort: 'net_sales', dir: 'desc', limit: 10 },
  }),
  serverPaging: true,
  fileBase: 'product-sales-report',
};

export function ProductReportScreen() {
  return (
    <ReportScreen
      definition={productReport}
      render={{
        menu_class: (row) => <MenuClassBadge menuClass={row.menu_class} />,
      }}
      second={{
        value: 'menu',
        label: 'menu.tab',
        render: (slot) => <MenuEngineering slot={slot} />,
      }}
    />
  );
}
