import { describe, expect, it } from 'vitest';
import { dealPreview, priceAt, type DealGroup, type DealInput } from './dealPreview';

const prices: Record<string, number> = {
  classic: 9,
  double: 11.5,
  fries: 3.5,
  salad: 4,
  cola: 3,
  juice: 4.5,
};
const priceOf = (id: string) => prices[id] ?? null;
const group = (name: string, ids: string[], min = 1, max = 1): DealGroup => ({
  name,
  min,
  max,
  product_ids: ids,
});
const meal: DealGroup[] = [
  group('Burger', ['classic', 'double']),
  group('Side', ['fries', 'salad']),
  group('Drink', ['cola', 'juice']),
];
const deal = (over: Partial<DealInput>): DealInput => ({
  kind: 'fixed_price',
  price: 12,
  discount_value: 0,
  groups: meal,
  ...over,
});

describe('dealPreview', () => {
  it('prices one pick per group at a fixed price against à la carte', () => {
    const preview = dealPreview(deal({}), priceOf);
    expect(preview.picks.map((p) => [p.name, p.count])).toEqual([
      ['Burger', 1],
      ['Side', 1],
      ['Drink', 1],
    ]);
    // Cheapest 9 + 3.5 + 3, dearest 11.5 + 4 + 4.5.
    expect(preview.alaCarte).toEqual({ low: 15.5, high: 20 });
    expect(preview.dealPrice).toEqual({ low: 12, high: 12 });
    expect(preview.saving).toEqual({ low: 3.5, high: 8 });
    expect(preview.problems).toEqual([]);
  });

  it('takes a percentage off whatever is picked', () => {
    const preview = dealPreview(deal({ kind: 'discount_percent', discount_value: 20 }), priceOf);
    expect(preview.dealPrice).toEqual({ low: 12.4, high: 16 });
    expect(preview.saving).toEqual({ low: 3.1, high: 4 });
  });

  it('takes an amount off, never below zero', () => {
    expect(
      dealPreview(deal({ kind: 'discount_amount', discount_value: 5 }), priceOf).dealPrice,
    ).toEqual({ low: 10.5, high: 15 });
    expect(
      dealPreview(deal({ kind: 'discount_amount', discount_value: 50 }), priceOf).dealPrice,
    ).toEqual({ low: 0, high: 0 });
  });

  it('counts each required pick of a group, and leaves optional groups out of the base', () => {
    const preview = dealPreview(
      deal({ groups: [group('Wings', ['fries'], 2, 2), group('Dip', ['salad'], 0, 1)] }),
      priceOf,
    );
    expect(preview.alaCarte).toEqual({ low: 7, high: 7 });
    expect(preview.picks[1]).toMatchObject({ optional: true, max: 1 });
  });

  it('rounds money to the decimals of the business', () => {
    const preview = dealPreview(
      deal({ kind: 'discount_percent', discount_value: 33, groups: [group('A', ['cola'])] }),
      priceOf,
      2,
    );
    expect(preview.dealPrice.low).toBe(2.01);
    expect(preview.saving.low).toBe(0.99);
  });

  it('says what is wrong: no groups, an empty group, nothing required, a deal dearer than à la carte', () => {
    expect(dealPreview(deal({ groups: [] }), priceOf).problems).toEqual(['no_groups']);
    expect(dealPreview(deal({ groups: [group('A', [])] }), priceOf).problems).toContain(
      'empty_group',
    );
    expect(dealPreview(deal({ groups: [group('A', ['cola'], 0, 1)] }), priceOf).problems).toContain(
      'nothing_to_pick',
    );
    expect(dealPreview(deal({ price: 18 }), priceOf).problems).toEqual(['costs_more']);
    expect(dealPreview(deal({ groups: [group('A', ['gone'])] }), priceOf).problems).toContain(
      'unpriced_products',
    );
  });
});

describe('priceAt', () => {
  it('uses the price of the location when the product has one there', () => {
    const product = { price: 10, location_prices: [{ location_id: 'dxb', price: 12 }] };
    expect(priceAt(product, 'dxb')).toBe(12);
    expect(priceAt(product, 'auh')).toBe(10);
    expect(priceAt(product, null)).toBe(10);
  });
});
