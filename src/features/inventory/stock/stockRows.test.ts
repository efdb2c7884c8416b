import { describe, expect, it } from 'vitest';
import type { StockItem } from '@contract/stock';
import { STOCK_PAGE_SIZE, stockRows } from './stockRows';

const item = (over: Partial<StockItem>): StockItem => ({
  material_id: crypto.randomUUID(),
  name: 'x',
  sku: '',
  type: 'RM',
  category_id: null,
  unit: 'g',
  quantity: 0,
  average_cost: 1,
  value: 0,
  par: 0,
  minimum: 0,
  storage_area: '',
  below_minimum: false,
  negative: false,
  last_movement_at: null,
  ...over,
});

const beef = item({
  name: 'Beef mince',
  sku: 'B-1',
  quantity: 5000,
  value: 60,
  below_minimum: true,
});
const milk = item({ name: 'Milk', quantity: -200, value: -0.2, negative: true, type: 'FG' });
const salt = item({ name: 'Salt', quantity: 0 });

describe('the stock list', () => {
  it('finds by words of the name or SKU, in any order', () => {
    expect(stockRows([beef, milk, salt], { q: 'mince be' }, 'en').rows).toEqual([beef]);
    expect(stockRows([beef, milk, salt], { q: 'b-1' }, 'en').rows).toEqual([beef]);
  });

  it('filters by state and type', () => {
    expect(stockRows([beef, milk, salt], { state: 'below' }, 'en').rows).toEqual([beef]);
    expect(stockRows([beef, milk, salt], { state: 'negative' }, 'en').rows).toEqual([milk]);
    expect(stockRows([beef, milk, salt], { state: 'zero' }, 'en').rows).toEqual([salt]);
    expect(stockRows([beef, milk, salt], { type: 'FG' }, 'en').rows).toEqual([milk]);
  });

  it('sorts by name, or by value largest first', () => {
    expect(stockRows([salt, milk, beef], {}, 'en').rows.map((r) => r.name)).toEqual([
      'Beef mince',
      'Milk',
      'Salt',
    ]);
    expect(
      stockRows([salt, milk, beef], { sort: 'value', dir: 'desc' }, 'en').rows.map((r) => r.name),
    ).toEqual(['Beef mince', 'Salt', 'Milk']);
  });

  it('pages, and a page past the end shows the last one', () => {
    const many = Array.from({ length: STOCK_PAGE_SIZE + 3 }, (_, i) =>
      item({ name: `m${String(i).padStart(3, '0')}` }),
    );
    const last = stockRows(many, { page: 9 }, 'en');
    expect(last.page).toBe(2);
    expect(last.total).toBe(STOCK_PAGE_SIZE + 3);
    expect(last.rows.map((r) => r.name)).toEqual(['m050', 'm051', 'm052']);
  });
});
