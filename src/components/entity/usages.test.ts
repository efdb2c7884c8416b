import { describe, expect, it } from 'vitest';
import { countUsages, referringFields } from './usages';

const A = '0193f000-0000-7000-8000-00000000b001';
const B = '0193f000-0000-7000-8000-00000000b002';

describe('referringFields', () => {
  it('finds every field pointing at a collection, inside lists too', () => {
    const toBrands = referringFields('brands').map((f) => `${f.resource}.${f.path}`);
    expect(toBrands).toEqual(
      expect.arrayContaining([
        'groups.brand_id',
        'categories.brand_id',
        'menus.brand_id',
        'deals.brand_id',
        'locations.brand_id',
      ]),
    );
    expect(referringFields('products').map((f) => `${f.resource}.${f.path}`)).toEqual(
      expect.arrayContaining([
        'menus.product_ids',
        'deals.groups.product_ids',
        'discounts.product_ids',
      ]),
    );
  });
});

describe('countUsages', () => {
  it('counts rows per resource that still point at the rows to delete', () => {
    const rows = new Map<string, Record<string, unknown>[]>([
      [
        'locations',
        [
          { id: 'l1', brand_id: A },
          { id: 'l2', brand_id: B },
          { id: 'l3', brand_id: null },
        ],
      ],
      ['menus', [{ id: 'm1', brand_id: A }]],
      ['deals', [{ id: 'd1', brand_id: null, groups: [{ product_ids: [] }] }]],
    ]);
    expect(countUsages(referringFields('brands'), rows, new Set([A, B]))).toEqual([
      { resource: 'menus', count: 1 },
      { resource: 'locations', count: 2 },
    ]);
    expect(countUsages(referringFields('brands'), rows, new Set(['nobody']))).toEqual([]);
  });

  it('looks into list items and ignores rows deleted together', () => {
    const P = '0193f000-0000-7000-8000-00000000p001';
    const rows = new Map<string, Record<string, unknown>[]>([
      ['deals', [{ id: 'd1', groups: [{ product_ids: ['x'] }, { product_ids: [P] }] }]],
      [
        'categories',
        [
          { id: 'c1', parent_id: null },
          { id: 'c2', parent_id: 'c1' },
        ],
      ],
    ]);
    expect(countUsages(referringFields('products'), rows, new Set([P]))).toEqual([
      { resource: 'deals', count: 1 },
    ]);
    expect(countUsages(referringFields('categories'), rows, new Set(['c1', 'c2']))).toEqual([]);
    expect(countUsages(referringFields('categories'), rows, new Set(['c1']))).toEqual([
      { resource: 'categories', count: 1 },
    ]);
  });
});
