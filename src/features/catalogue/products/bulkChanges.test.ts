import { describe, expect, it } from 'vitest';
import {
  availabilityChanges,
  categoryChanges,
  changedPrice,
  labelChanges,
  priceChanges,
  type ProductLike,
} from './bulkChanges';

const LOC_A = '0190a000-0000-7000-8000-00000000000a';
const LOC_B = '0190a000-0000-7000-8000-00000000000b';
const CH = '0190a000-0000-7000-8000-0000000000c1';

describe('a bulk price change', () => {
  it('adds an amount or a percentage and rounds to the currency decimals', () => {
    expect(changedPrice(10, { mode: 'amount', value: 0.5, includeOverrides: false }, 2)).toBe(10.5);
    expect(changedPrice(9.99, { mode: 'percent', value: 5, includeOverrides: false }, 2)).toBe(
      10.49,
    );
    expect(changedPrice(1.25, { mode: 'percent', value: 10, includeOverrides: false }, 3)).toBe(
      1.375,
    );
    expect(changedPrice(12.4, { mode: 'percent', value: 10, includeOverrides: false }, 0)).toBe(14);
  });

  it('never takes a price below zero', () => {
    expect(changedPrice(3, { mode: 'amount', value: -5, includeOverrides: false }, 2)).toBe(0);
    expect(changedPrice(3, { mode: 'percent', value: -150, includeOverrides: false }, 2)).toBe(0);
  });

  it('changes prices per location and channel only when asked, and skips unchanged rows', () => {
    const rows: ProductLike[] = [
      {
        id: 'p1',
        price: 10,
        location_prices: [{ location_id: LOC_A, price: 12 }],
        channel_prices: [{ channel_id: CH, price: 11 }],
      },
      { id: 'p2', price: 0, location_prices: [], channel_prices: [] },
    ];
    const base = priceChanges(rows, { mode: 'percent', value: 10, includeOverrides: false }, 2);
    expect(base).toEqual([{ id: 'p1', fields: { price: 11 } }]);
    const all = priceChanges(rows, { mode: 'percent', value: 10, includeOverrides: true }, 2);
    expect(all).toEqual([
      {
        id: 'p1',
        fields: {
          price: 11,
          location_prices: [{ location_id: LOC_A, price: 13.2 }],
          channel_prices: [{ channel_id: CH, price: 12.1 }],
        },
      },
    ]);
  });
});

describe('bulk classification changes', () => {
  it('set the category only where it differs', () => {
    const rows: ProductLike[] = [
      { id: 'a', category_id: 'c1' },
      { id: 'b', category_id: null },
    ];
    expect(categoryChanges(rows, 'c1')).toEqual([{ id: 'b', fields: { category_id: 'c1' } }]);
  });

  it('add labels a product lacks and remove only the given ones', () => {
    const rows: ProductLike[] = [
      { id: 'a', label_ids: ['l1'] },
      { id: 'b', label_ids: ['l1', 'l2'] },
    ];
    expect(labelChanges(rows, ['l2'], 'add')).toEqual([
      { id: 'a', fields: { label_ids: ['l1', 'l2'] } },
    ]);
    expect(labelChanges(rows, ['l1'], 'remove')).toEqual([
      { id: 'a', fields: { label_ids: [] } },
      { id: 'b', fields: { label_ids: ['l2'] } },
    ]);
  });
});

describe('bulk availability', () => {
  it('touches only the given locations in the list of places a product is not sold', () => {
    const rows: ProductLike[] = [
      { id: 'a', unavailable_location_ids: [LOC_B] },
      { id: 'b', unavailable_location_ids: [LOC_A, LOC_B] },
    ];
    expect(availabilityChanges(rows, [LOC_A], false)).toEqual([
      { id: 'a', fields: { unavailable_location_ids: [LOC_B, LOC_A] } },
    ]);
    expect(availabilityChanges(rows, [LOC_A], true)).toEqual([
      { id: 'b', fields: { unavailable_location_ids: [LOC_B] } },
    ]);
  });
});
