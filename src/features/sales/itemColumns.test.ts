import { describe, expect, it } from 'vitest';
import { itemColumns, kindColumn, type ItemRow, type SalesItemsReply } from './itemColumns';

const t = (key: string) => `<${key}>`;
const totals: SalesItemsReply['totals'] = {
  quantity: 5,
  gross_sales: 120,
  discounts: 10,
  complimentary: 5,
  refunds: 5,
  net_sales: 100,
  tax: 5,
};
const row = (over: Partial<ItemRow>): ItemRow => ({
  key: 'k',
  name: 'Burger',
  item_kind: 'product',
  category: 'Burgers',
  quantity: 3,
  refunded_quantity: 1,
  average_price: 40,
  gross_sales: 120,
  discounts: 10,
  complimentary: 5,
  refunds: 5,
  net_sales: 100,
  tax: 5,
  ...over,
});

describe('the columns of the sales items table', () => {
  it('by product: the item, its category, what sold and came back, the average price and every amount, with the server’s totals', () => {
    const columns = itemColumns('product', totals, t);
    expect(columns.map((c) => [c.key, c.kind])).toEqual([
      ['name', 'text'],
      ['category', 'text'],
      ['quantity', 'quantity'],
      ['refunded_quantity', 'quantity'],
      ['average_price', 'money'],
      ['gross_sales', 'money'],
      ['discounts', 'money'],
      ['complimentary', 'money'],
      ['refunds', 'money'],
      ['net_sales', 'money'],
      ['tax', 'money'],
    ]);
    expect(columns[0]!.label).toBe('<items.groups.product>');
    expect(Object.fromEntries(columns.map((c) => [c.key, c.total ?? null]))).toEqual({
      name: null,
      category: null,
      quantity: 5,
      refunded_quantity: null,
      average_price: null,
      ...Object.fromEntries(Object.entries(totals).filter(([k]) => k !== 'quantity')),
    });
    const sold = row({});
    expect(columns.map((c) => c.value(sold))).toEqual([
      'Burger',
      'Burgers',
      3,
      1,
      40,
      120,
      10,
      5,
      5,
      100,
      5,
    ]);
  });

  it('names what has no name (no category, no channel) instead of leaving it blank', () => {
    const [name, category] = itemColumns('product', null, t);
    expect(name!.value(row({ name: '' }))).toBe('<items.none.product>');
    expect(category!.value(row({ category: null }))).toBe('<items.none.category>');
    expect(itemColumns('channel', null, t)[0]!.value(row({ name: '' }))).toBe(
      '<items.none.channel>',
    );
    expect(itemColumns('product', null, t).every((c) => (c.total ?? null) === null)).toBe(true);
  });

  it('by day: the business date, which sorts and exports as the date it is', () => {
    const [name, ...rest] = itemColumns('day', totals, t);
    expect(name).toMatchObject({ key: 'name', kind: 'date' });
    expect(name!.value(row({ key: '2026-11-23', name: '2026-11-23' }))).toBe('2026-11-23');
    expect(rest.map((c) => c.key)).not.toContain('category');
  });

  it('by channel: amounts only, since the server counts no units per channel', () => {
    expect(itemColumns('channel', totals, t).map((c) => c.key)).toEqual([
      'name',
      'gross_sales',
      'discounts',
      'complimentary',
      'refunds',
      'net_sales',
      'tax',
    ]);
  });

  it('tells a modifier from the product it was sold with in the export', () => {
    const kind = kindColumn(t);
    expect(kind.value(row({ item_kind: 'modifier' }))).toBe('<items.kind.modifier>');
    expect(kind.value(row({ item_kind: 'product' }))).toBe('<items.kind.product>');
    expect(kind.value(row({ item_kind: null }))).toBeNull();
  });
});
