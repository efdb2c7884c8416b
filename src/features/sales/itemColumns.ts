import type { z } from 'zod';
import { salesItemFigureKeys, type SalesItemFigureKey } from '@contract/salesItems';
import type { salesItemsReply } from '@contract/salesReports';
import type { ItemGroup } from './salesSearch';
import type { CellKind, SalesColumn } from './tableColumns';

export type SalesItemsReply = z.infer<typeof salesItemsReply>;
export type ItemRow = SalesItemsReply['data'][number];
export type ItemFigureKey = SalesItemFigureKey;

type Translate = (key: string) => string;

const figureKinds: Record<ItemFigureKey, CellKind> = {
  quantity: 'quantity',
  refunded_quantity: 'quantity',
  average_price: 'money',
  gross_sales: 'money',
  discounts: 'money',
  complimentary: 'money',
  refunds: 'money',
  net_sales: 'money',
  tax: 'money',
};
const figureKeys = salesItemFigureKeys;

/** Figures that count units: by channel the server adds up amounts only, so they are left out. */
const unitFigures = new Set<ItemFigureKey>(['quantity', 'refunded_quantity', 'average_price']);

/**
 * What the name column holds for a row: a product or a modifier, a category, a business date, a
 * channel or a location; empty for sales without a category or a channel.
 */
export function itemNameValue(row: ItemRow, group: ItemGroup): string {
  return group === 'day' ? row.key : row.name;
}

/**
 * The columns of the sales items table for a grouping: the name (the product, the category, the
 * day...), the product's category when grouped by product, what sold, what was refunded, the
 * average price and the money figures. The totals are the server's.
 */
export function itemColumns(
  group: ItemGroup,
  totals: SalesItemsReply['totals'] | null,
  t: Translate,
): SalesColumn<ItemRow>[] {
  const name: SalesColumn<ItemRow> = {
    key: 'name',
    label: t(`items.groups.${group}`),
    kind: group === 'day' ? 'date' : 'text',
    value: (row) => itemNameValue(row, group) || t(`items.none.${group}`),
  };
  const category: SalesColumn<ItemRow> = {
    key: 'category',
    label: t('items.columns.category'),
    kind: 'text',
    value: (row) => row.category ?? t('items.none.category'),
  };
  const figures = figureKeys
    .filter((key) => group !== 'channel' || !unitFigures.has(key))
    .map((key): SalesColumn<ItemRow> => ({
      key,
      label: t(`items.columns.${key}`),
      kind: figureKinds[key],
      value: (row) => row[key],
      total: totals && key in totals ? totals[key as keyof typeof totals] : null,
    }));
  return group === 'product' ? [name, category, ...figures] : [name, ...figures];
}

/**
 * The sheet's extra column when grouped by product: whether a row is a product or a modifier sold
 * with one (the table shows it as a badge beside the name).
 */
export function kindColumn(t: Translate): SalesColumn<ItemRow> {
  return {
    key: 'kind',
    label: t('items.columns.kind'),
    kind: 'text',
    value: (row) => (row.item_kind ? t(`items.kind.${row.item_kind}`) : null),
  };
}
