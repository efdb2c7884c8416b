import { describe, expect, it } from 'vitest';
import { categoriesBySales, classCounts } from './menuData';

const item = (
  category_id: string | null,
  net_sales: number,
  menu_class: 'star' | 'plowhorse' | 'puzzle' | 'dog' | null,
  item_kind: 'product' | 'modifier' = 'product',
) => ({ item_kind, category_id, net_sales, menu_class });

describe('the menu engineering view', () => {
  const items = [
    item('drinks', 100, 'star'),
    item('burgers', 300, 'plowhorse'),
    item('burgers', 50, 'dog'),
    item(null, 10, null),
    item('drinks', 20, null),
    item('sauces', 999, null, 'modifier'),
  ];

  it('opens on the best selling category; modifiers are not on the menu', () => {
    expect(categoriesBySales(items)).toEqual(['burgers', 'drinks', '']);
  });

  it('counts the products of each class, and those without a recipe cost apart', () => {
    expect(classCounts(items)).toEqual({
      star: 1,
      plowhorse: 1,
      puzzle: 0,
      dog: 1,
      unclassified: 2,
    });
  });
});
