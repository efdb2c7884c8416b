import { describe, expect, it } from 'vitest';
import {
  attentionItems,
  recentlyChanged,
  type CatalogueRow,
  type CatalogueSnapshot,
} from './attention';

const row = (id: string, fields: Record<string, unknown> = {}): CatalogueRow => ({
  id,
  name: id,
  is_active: true,
  ...fields,
});
const product = (id: string, fields: Record<string, unknown> = {}) =>
  row(id, { price: 5, tax_group_id: 'vat', category_id: 'burgers', ...fields });
const empty: CatalogueSnapshot = {
  products: [],
  categories: [],
  modifiers: [],
  modifierItems: [],
  deals: [],
  menus: [],
};
const kinds = (s: Partial<CatalogueSnapshot>, today = '2026-11-21') =>
  Object.fromEntries(attentionItems({ ...empty, ...s }, today).map((i) => [i.kind, i.count]));

describe('attentionItems', () => {
  it('finds nothing in a tidy catalogue', () => {
    expect(attentionItems({ ...empty, products: [product('a')] }, '2026-11-21')).toEqual([]);
  });

  it('finds products on sale without a price, a tax group or a category', () => {
    expect(
      kinds({
        products: [
          product('free', { price: 0 }),
          product('untaxed', { tax_group_id: null }),
          product('loose', { category_id: null }),
          product('priced-here', { price: 0, location_prices: [{ location_id: 'x', price: 4 }] }),
        ],
      }),
    ).toEqual({ productNoPrice: 1, productNoTax: 1, productNoCategory: 1 });
  });

  it('ignores archived and inactive products, and free or uncategorised add-ons', () => {
    expect(
      kinds({
        products: [
          product('old', { price: 0, is_archived: true }),
          product('off', { tax_group_id: null, is_active: false }),
          product('no-onion', { price: 0, category_id: null, is_addon: true }),
        ],
      }),
    ).toEqual({});
  });

  it('finds inactive categories that still hold products on sale', () => {
    expect(
      kinds({
        categories: [row('burgers', { is_active: false }), row('empty', { is_active: false })],
        products: [
          product('a'),
          product('b'),
          product('gone', { category_id: 'empty', is_active: false }),
        ],
      }),
    ).toEqual({ inactiveCategoryWithProducts: 1 });
  });

  it('finds active modifiers with no options', () => {
    expect(
      kinds({
        modifiers: [row('milk'), row('size'), row('old', { is_active: false })],
        modifierItems: [row('oat', { modifier_id: 'milk' })],
      }),
    ).toEqual({ modifierNoItems: 1 });
  });

  it('finds deals still on after their end date, not on it', () => {
    expect(
      kinds({
        deals: [
          row('summer', { ends_on: '2026-08-31' }),
          row('today', { ends_on: '2026-11-21' }),
          row('open', { ends_on: null }),
          row('off', { ends_on: '2020-01-01', is_active: false }),
        ],
      }),
    ).toEqual({ dealExpired: 1 });
  });

  it('finds active menus without any hours', () => {
    expect(
      kinds({
        menus: [
          row('lunch', { schedule: [{ day: 1, from: '11:00', to: '15:00' }] }),
          row('new', { schedule: [] }),
        ],
      }),
    ).toEqual({ menuNoSchedule: 1 });
  });

  it('gives a few examples by name', () => {
    const products = ['d', 'c', 'b', 'a', 'f', 'e'].map((id) => product(id, { price: 0 }));
    const [first] = attentionItems({ ...empty, products }, '2026-11-21');
    expect(first!.count).toBe(6);
    expect(first!.examples.map((e) => e.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('recentlyChanged', () => {
  it('lists the newest changes across resources first', () => {
    const recent = recentlyChanged(
      [
        ['products', [row('p1', { updated_at: '2026-11-20T10:00:00Z' })]],
        ['categories', [row('c1', { updated_at: '2026-11-21T09:00:00Z' })]],
        ['deals', [row('d1', { updated_at: '2026-11-19T09:00:00Z' })]],
      ],
      2,
    );
    expect(recent.map((r) => [r.resource, r.row.id])).toEqual([
      ['categories', 'c1'],
      ['products', 'p1'],
    ]);
  });
});
