import { describe, expect, it } from 'vitest';
import { perLocationViolations } from '@contract/rowAccess';
import { resources } from '@contract/registry';
import type { Grant } from '@contract/access';
import { locationLines, withAvailability, withLocationPrice } from './locationPrices';

const A = '0190a000-0000-7000-8000-00000000000a';
const B = '0190a000-0000-7000-8000-00000000000b';
const HIDDEN = '0190a000-0000-7000-8000-00000000000c';

const staff: Grant = {
  is_admin: false,
  modules: [2],
  permissions: ['catalogue.write'],
  location_id: A,
  allow_locations: [A],
};

describe('the prices per location table', () => {
  const prices = [
    { location_id: HIDDEN, price: 9 },
    { location_id: B, price: 12.5 },
  ];

  it('shows one line per visible location with its price, availability and whether it is editable', () => {
    const lines = locationLines(prices, [B], [{ id: A }, { id: B }], (id) => id === A);
    expect(lines).toEqual([
      { location_id: A, price: null, available: true, editable: true },
      { location_id: B, price: 12.5, available: false, editable: false },
    ]);
  });

  it('writes a line back without touching entries of other locations', () => {
    const set = withLocationPrice(prices, A, 11);
    expect(set).toEqual([...prices, { location_id: A, price: 11 }]);
    expect(withLocationPrice(set, B, 13)).toEqual([
      { location_id: HIDDEN, price: 9 },
      { location_id: B, price: 13 },
      { location_id: A, price: 11 },
    ]);
    expect(withLocationPrice(set, A, null)).toEqual(prices);
  });

  it('switches availability of one location only', () => {
    expect(withAvailability([HIDDEN], A, false)).toEqual([HIDDEN, A]);
    expect(withAvailability([HIDDEN, A], A, true)).toEqual([HIDDEN]);
    expect(withAvailability([HIDDEN], A, true)).toEqual([HIDDEN]);
  });

  it('produces changes a location-limited user may make at their own location', () => {
    const before = { location_prices: prices, unavailable_location_ids: [HIDDEN] };
    const changes = {
      location_prices: withLocationPrice(prices, A, 11),
      unavailable_location_ids: withAvailability([HIDDEN], A, false),
    };
    expect(perLocationViolations(staff, resources.products, before, changes)).toEqual([]);
    const elsewhere = { location_prices: withLocationPrice(prices, B, 1) };
    expect(perLocationViolations(staff, resources.products, before, elsewhere)).toEqual([
      'location_prices',
    ]);
  });
});
