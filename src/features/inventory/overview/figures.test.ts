import { describe, expect, it } from 'vitest';
import { foodCostPercent, overviewFigures } from './figures';

const day = (date: string, stock_value: number, food_cost: number, net_sales: number) => ({
  date,
  stock_value,
  food_cost,
  wastage: 1,
  net_sales,
});

describe('overview figures', () => {
  it('sums what flowed and takes the stock value of the last day', () => {
    expect(
      overviewFigures({
        currency: 'EUR',
        days: [day('2026-11-01', 900, 30, 100), day('2026-11-02', 800, 50, 300)],
        categories: [],
      }),
    ).toEqual({
      closingStock: 800,
      foodCost: 80,
      netSales: 400,
      wastage: 2,
      foodCostPercent: 20,
    });
  });

  it('has no food cost percent without sales, and no closing stock without days', () => {
    expect(foodCostPercent(12, 0)).toBeNull();
    expect(overviewFigures({ currency: 'EUR', days: [], categories: [] }).closingStock).toBeNull();
  });
});
