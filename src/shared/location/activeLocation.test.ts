import type { Grant } from '@contract/access';
import { describe, expect, it } from 'vitest';
import {
  allowedLocations,
  locationName,
  resolveActiveLocation,
  seesSeveralLocations,
  type LocationRow,
} from './activeLocation';

const own = '0190a000-0000-7000-8000-000000000001';
const other = '0190a000-0000-7000-8000-000000000002';
const foreign = '0190a000-0000-7000-8000-000000000003';
const grant: Grant = {
  is_admin: false,
  modules: [1],
  permissions: [],
  location_id: own,
  allow_locations: [other],
};

const row = (id: string, name: string, sort_order = 0, deleted_at: string | null = null) =>
  ({ id, name, sort_order, deleted_at, name_localized: {} }) as unknown as LocationRow;

describe('the active location', () => {
  it('comes from loc when it is given', () => {
    expect(resolveActiveLocation(other, grant)).toBe(other);
  });

  it("is the user's own location when loc is absent, empty or '0'", () => {
    expect(resolveActiveLocation(undefined, grant)).toBe(own);
    expect(resolveActiveLocation('', grant)).toBe(own);
    expect(resolveActiveLocation('  ', grant)).toBe(own);
    expect(resolveActiveLocation('0', grant)).toBe(own);
    expect(resolveActiveLocation(0, grant)).toBe(own);
  });

  it("falls back to the user's own location for a location they may not use", () => {
    expect(resolveActiveLocation(foreign, grant)).toBe(own);
    expect(resolveActiveLocation(foreign, { ...grant, is_admin: true })).toBe(foreign);
  });

  it('is unknown while signed out without loc', () => {
    expect(resolveActiveLocation(undefined, null)).toBeNull();
  });
});

describe('the location switcher', () => {
  it('offers only live locations the user may use, in order', () => {
    const rows = [
      row(foreign, 'Elsewhere'),
      row(other, 'Marina', 2),
      row(own, 'Downtown', 1),
      row(other + 'x', 'Gone', 0, '2026-01-01T00:00:00Z'),
    ];
    expect(allowedLocations(rows, grant).map((r) => r.name)).toEqual(['Downtown', 'Marina']);
  });

  it('shows the localized name when there is one', () => {
    const marina = { name: 'Marina', name_localized: { ar: 'المارينا' } };
    expect(locationName(marina, 'ar')).toBe('المارينا');
    expect(locationName(marina, 'de')).toBe('Marina');
  });
});

describe('whether the user sees several locations', () => {
  const rows = [row(own, 'Downtown'), row(other, 'Marina'), row(foreign, 'Elsewhere')];

  it('counts the locations they may use once the device has them', () => {
    expect(seesSeveralLocations(rows, grant)).toBe(true);
    expect(seesSeveralLocations(rows, { ...grant, allow_locations: [] })).toBe(false);
    expect(seesSeveralLocations([row(own, 'Downtown')], { ...grant, is_admin: true })).toBe(false);
  });

  it('goes by the grant until the device has them, so the choice is there from the start', () => {
    expect(seesSeveralLocations(undefined, { ...grant, is_admin: true })).toBe(true);
    expect(seesSeveralLocations([], grant)).toBe(true);
    expect(seesSeveralLocations(undefined, { ...grant, allow_locations: [] })).toBe(false);
    expect(seesSeveralLocations(undefined, { ...grant, allow_locations: [own] })).toBe(false);
    expect(seesSeveralLocations(undefined, null)).toBe(false);
  });
});
