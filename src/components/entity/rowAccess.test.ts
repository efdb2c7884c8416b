import { describe, expect, it } from 'vitest';
import type { Grant } from '@contract/access';
import { resources, type ResourceDef } from '@contract/registry';
import type { LocalRow } from '@/data/db';
import { rowAccessRules } from './rowAccess';

const staff: Grant = {
  is_admin: false,
  modules: [2],
  permissions: ['catalogue.write'],
  location_id: 'dubai',
  allow_locations: ['dubai'],
};
const row = (location_id: string | null) => ({ id: 'r', location_id }) as LocalRow;

describe('row access in the screens', () => {
  it('a location-limited user edits rows of their location, per-location fields of shared products, nothing else', () => {
    const brands = rowAccessRules(
      staff,
      resources.brands as unknown as ResourceDef,
      false,
      'dubai',
    );
    expect(brands.accessOf(row(null))).toBe('none');
    expect(brands.accessOf(row('dubai'))).toBe('full');
    expect(brands.accessOf(null)).toBe('full');
    expect(brands.createLocation).toBe('dubai');
    const products = rowAccessRules(
      staff,
      resources.products as unknown as ResourceDef,
      false,
      'dubai',
    );
    expect(products.accessOf(row(null))).toBe('per-location');
    expect([...products.perLocationFields]).toEqual([
      'location_prices',
      'unavailable_location_ids',
    ]);
  });

  it('says which changes to a row the user may not make, as the server would', () => {
    const products = rowAccessRules(
      staff,
      resources.products as unknown as ResourceDef,
      false,
      'dubai',
    );
    const shared = { ...row(null), location_prices: [{ location_id: 'abudhabi', price: 5 }] };
    expect(
      products.refusedChanges(shared, {
        location_prices: [
          { location_id: 'abudhabi', price: 5 },
          { location_id: 'dubai', price: 6 },
        ],
      }),
    ).toEqual([]);
    expect(
      products.refusedChanges(shared, {
        name: 'Renamed',
        location_prices: [{ location_id: 'abudhabi', price: 4 }],
      }),
    ).toEqual(['name', 'location_prices']);
    expect(products.refusedChanges(row('dubai'), { name: 'Ours' })).toEqual([]);
    const brands = rowAccessRules(
      staff,
      resources.brands as unknown as ResourceDef,
      false,
      'dubai',
    );
    expect(brands.refusedChanges(row(null), { name: 'Shared' })).toEqual(['name']);
  });

  it('a user of every location edits shared rows and creates shared rows', () => {
    const brands = rowAccessRules(staff, resources.brands as unknown as ResourceDef, true, 'dubai');
    expect(brands.accessOf(row(null))).toBe('full');
    expect(brands.createLocation).toBeNull();
    expect(
      rowAccessRules(null, resources.brands as unknown as ResourceDef, true, null).accessOf(
        row(null),
      ),
    ).toBe('none');
  });
});
