import type { StockOverviewReply } from '@contract/stock';

export interface OverviewFigures {
  /** Stock value at the end of the period's last day (null: no day in the reply). */
  closingStock: number | null;
  foodCost: number;
  netSales: number;
  wastage: number;
  /** Food cost as a percent of net sales; null without sales. */
  foodCostPercent: number | null;
}

/** Food cost as a percent of net sales, or null when nothing was sold. */
export function foodCostPercent(foodCost: number, netSales: number): number | null {
  return netSales > 0 ? (foodCost / netSales) * 100 : null;
}

/**
 * The period's headline figures from the server's days: sums of what flowed (food cost, sales,
 * wastage), and the stock value at the end, which is a level, not a flow, so it is never summed.
 */
export function overviewFigures(reply: StockOverviewReply): OverviewFigures {
  const sum = (pick: (d: StockOverviewReply['days'][number]) => number) =>
    reply.days.reduce((total, d) => total + pick(d), 0);
  const foodCost = sum((d) => d.food_cost);
  const netSales = sum((d) => d.net_sales);
  return {
    closingStock: reply.days.at(-1)?.stock_value ?? null,
    foodCost,
    netSales,
    wastage: sum((d) => d.wastage),
    foodCostPercent: foodCostPercent(foodCost, netSales),
  };
}
