import { describe, expect, it } from 'vitest';
import { soldAt, textOn, tillCategories, tillProducts } from './till';

const product = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  name: id,
  category_id: 'burgers',
  is_active: true,
  sort_order: 0,
  ...fields,
});

describe('the till preview', () => {
  it('shows a category’s products sold at the location, in their order', () => {
    const products = [
      product('b', { sort_order: 2 }),
      product('a', { sort_order: 1 }),
      product('elsewhere', { unavailable_location_ids: ['dxb'] }),
      product('off', { is_active: false }),
      product('old', { is_archived: true }),
      product('extra', { is_addon: true }),
      product('drink', { category_id: 'drinks' }),
    ];
    const { shown, hidden } = tillProducts(products, 'burgers', 'dxb');
    expect(shown.map((p) => p.id)).toEqual(['a', 'b']);
    // Hidden here: not sold at this location, or switched off.
    expect(hidden).toBe(2);
    expect(tillProducts(products, 'burgers', 'auh').shown.map((p) => p.id)).toEqual([
      'elsewhere',
      'a',
      'b',
    ]);
  });

  it('knows where a product is sold', () => {
    expect(soldAt(product('x', { unavailable_location_ids: ['dxb'] }), 'dxb')).toBe(false);
    expect(soldAt(product('x'), null)).toBe(true);
  });

  it('shows active categories as tabs, in their order', () => {
    const tabs = tillCategories([
      { id: 'b', sort_order: 2 },
      { id: 'a', sort_order: 1 },
      { id: 'off', sort_order: 0, is_active: false },
    ]);
    expect(tabs.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('writes light text on dark colours and dark text on light ones, whichever reads better', () => {
    expect(textOn('#4e342e')).toBe('light');
    expect(textOn('#1565c0')).toBe('light');
    // White reads at 3.7:1 and 3.1:1 on these, too little for small text; dark at 4.7:1 and 6:1.
    expect(textOn('#1e88e5')).toBe('dark');
    expect(textOn('#ef6c00')).toBe('dark');
    expect(textOn('#fdd835')).toBe('dark');
    expect(textOn('#ffffff')).toBe('dark');
    expect(textOn(null)).toBe('dark');
  });
});
