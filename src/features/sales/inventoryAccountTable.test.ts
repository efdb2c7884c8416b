import { describe, expect, it } from 'vitest';
import {
  foodCostPct,
  inventoryAccountColumns,
  inventoryAccountTotals,
  type InventoryAccountReply,
} from './inventoryAccountTable';

const t = (key: string) => `<${key}>`;
const meat = '0193f000-0000-7000-8000-0000000000a1';
const dairy = '0193f000-0000-7000-8000-0000000000a2';

const reply: InventoryAccountReply = {
  period: { from: '2026-11-22', to: '2026-11-24', until: null },
  locations: ['0193f000-0000-7000-8000-00000000d001'],
  currencies: ['AED'],
  as_of: '2026-11-24T10:00:00.000Z',
  categories: [
    { id: meat, name: 'Meat & fish' },
    { id: '', name: '' },
    { id: dairy, name: 'Dairy & eggs' },
  ],
  data: [
    {
      date: '2026-11-22',
      by_category: [
        { category_id: meat, cost: 30.1 },
        { category_id: '', cost: 0.2 },
      ],
      cost: 30.3,
      net_sales: 100,
      food_cost_pct: 30.3,
    },
    { date: '2026-11-23', by_category: [], cost: 0, net_sales: 0, food_cost_pct: null },
    {
      date: '2026-11-24',
      by_category: [{ category_id: dairy, cost: 9.7 }],
      cost: 9.7,
      net_sales: 50,
      food_cost_pct: 19.4,
    },
  ],
  without_recipe: [],
};

describe('the inventory account as a table', () => {
  it('has a column per material category by name, the materials without one last', () => {
    const totals = inventoryAccountTotals(reply);
    const columns = inventoryAccountColumns(reply, totals, t);
    expect(columns.map((c) => c.label)).toEqual([
      '<inventoryAccount.columns.date>',
      'Dairy & eggs',
      'Meat & fish',
      '<inventoryAccount.noCategory>',
      '<inventoryAccount.columns.cost>',
      '<inventoryAccount.columns.net_sales>',
      '<inventoryAccount.columns.food_cost_pct>',
    ]);
    expect(reply.data.map((day) => columns.map((c) => c.value(day)))).toEqual([
      ['2026-11-22', null, 30.1, 0.2, 30.3, 100, 30.3],
      ['2026-11-23', null, null, null, 0, 0, null],
      ['2026-11-24', 9.7, null, null, 9.7, 50, 19.4],
    ]);
  });

  it('adds up the period, its food cost taken from the totals, not averaged over days', () => {
    const totals = inventoryAccountTotals(reply);
    expect(totals).toEqual({
      categories: { [meat]: 30.1, [dairy]: 9.7, '': 0.2 },
      cost: 40,
      net_sales: 150,
      food_cost_pct: 26.7,
    });
    expect(inventoryAccountColumns(reply, totals, t).map((c) => c.total ?? null)).toEqual([
      null,
      9.7,
      30.1,
      0.2,
      40,
      150,
      26.7,
    ]);
  });

  it('has no food cost without sales, rather than an endless or a zero one', () => {
    expect(foodCostPct(12, 0)).toBeNull();
    expect(foodCostPct(0, 80)).toBe(0);
    expect(foodCostPct(1, 3)).toBe(33.3);
  });
});
