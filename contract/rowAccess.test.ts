import { describe, expect, it } from 'vitest';
import type { Grant } from './access';
import { resources } from './registry';
import { perLocationViolations, rowAccess } from './rowAccess';

const all = ['dubai', 'soho', 'cafe'];
const staff: Grant = {
  is_admin: false,
  modules: [2],
  permissions: ['catalogue.write'],
  location_id: 'dubai',
  allow_locations: ['dubai'],
};
const admin: Grant = { ...staff, is_admin: true, allow_locations: [] };

describe('row access', () => {
  it('a user of every location edits shared rows; a limited one only per-location entries', () => {
    expect(rowAccess(admin, resources.brands, { location_id: null }, all)).toBe('full');
    expect(rowAccess(staff, resources.brands, { location_id: null }, all)).toBe('none');
    expect(rowAccess(staff, resources.products, { location_id: null }, all)).toBe('per-location');
    expect(rowAccess(staff, resources.brands, { location_id: 'dubai' }, all)).toBe('full');
    expect(rowAccess(staff, resources.brands, { location_id: 'soho' }, all)).toBe('none');
    const everywhere = { ...staff, allow_locations: all };
    expect(rowAccess(everywhere, resources.brands, { location_id: null }, all)).toBe('full');
  });

  it('per-location changes are limited to the user’s own locations', () => {
    const before = {
      name: 'Burger',
      price: 10,
      location_prices: [{ location_id: 'soho', price: 12 }],
      unavailable_location_ids: ['cafe'],
    };
    const check = (changes: Record<string, unknown>) =>
      perLocationViolations(staff, resources.products, before, changes);
    expect(
      check({ location_prices: [...before.location_prices, { location_id: 'dubai', price: 9 }] }),
    ).toEqual([]);
    expect(check({ unavailable_location_ids: ['cafe', 'dubai'] })).toEqual([]);
    expect(check({ location_prices: [{ location_id: 'soho', price: 13 }] })).toEqual([
      'location_prices',
    ]);
    expect(check({ unavailable_location_ids: [] })).toEqual(['unavailable_location_ids']);
    expect(check({ price: 11, name: 'Burger' })).toEqual(['price']);
  });
});
