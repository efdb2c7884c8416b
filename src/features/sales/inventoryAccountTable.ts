import type { z } from 'zod';
import type { inventoryAccountReply } from '@contract/salesReports';
import { sumAmounts, type SalesColumn } from './tableColumns';

export type InventoryAccountReply = z.infer<typeof inventoryAccountReply>;
export type InventoryAccountDay = InventoryAccountReply['data'][number];

/**
 * Cost over net sales in percent, one decimal, none without sales: the rule the server gives each
 * day (server/sales/screens.ts), applied to the period's totals.
 */
export function foodCostPct(cost: number, netSales: number): number | null {
  return netSales === 0 ? null : Math.round((cost / netSales) * 1000) / 10;
}

export interface InventoryAccountTotals {
  /** Cost by material category id ('' for materials without a category). */
  categories: Record<string, number>;
  cost: number;
  net_sales: number;
  food_cost_pct: number | null;
}

/** The period's cost by category, cost, net sales and food cost. */
export function inventoryAccountTotals(reply: InventoryAccountReply): InventoryAccountTotals {
  const costOf = (day: InventoryAccountDay, categoryId: string) =>
    day.by_category.find((c) => c.category_id === categoryId)?.cost ?? 0;
  const cost = sumAmounts(reply.data.map((day) => day.cost));
  const netSales = sumAmounts(reply.data.map((day) => day.net_sales));
  return {
    categories: Object.fromEntries(
      reply.categories.map((c) => [c.id, sumAmounts(reply.data.map((day) => costOf(day, c.id)))]),
    ),
    cost,
    net_sales: netSales,
    food_cost_pct: foodCostPct(cost, netSales),
  };
}

/**
 * The inventory account as a table: a row per business day, a column per material category the
 * sales used (the unnamed one is `noCategory`), then the cost of all materials, net sales and food
 * cost, with the period's totals.
 */
export function inventoryAccountColumns(
  reply: InventoryAccountReply,
  totals: InventoryAccountTotals,
  t: (key: string) => string,
): SalesColumn<InventoryAccountDay>[] {
  const categories = [...reply.categories]
    // By name, materials without a category after the named categories.
    .sort((a, b) => Number(a.id === '') - Number(b.id === '') || a.name.localeCompare(b.name))
    .map((category): SalesColumn<InventoryAccountDay> => ({
      key: `category:${category.id}`,
      label: category.id === '' ? t('inventoryAccount.noCategory') : category.name,
      kind: 'money',
      value: (day) => day.by_category.find((c) => c.category_id === category.id)?.cost ?? null,
      total: totals.categories[category.id] ?? 0,
    }));
  return [
    {
      key: 'date',
      label: t('inventoryAccount.columns.date'),
      kind: 'date',
      value: (day) => day.date,
    },
    ...categories,
    {
      key: 'cost',
      label: t('inventoryAccount.columns.cost'),
      kind: 'money',
      value: (day) => day.cost,
      total: totals.cost,
    },
    {
      key: 'net_sales',
      label: t('inventoryAccount.columns.net_sales'),
      kind: 'money',
      value: (day) => day.net_sales,
      total: totals.net_sales,
    },
    {
      key: 'food_cost_pct',
      label: t('inventoryAccount.columns.food_cost_pct'),
      kind: 'percent',
      value: (day) => day.food_cost_pct,
      total: totals.food_cost_pct,
    },
  ];
}
