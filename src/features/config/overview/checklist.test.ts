import { describe, expect, test } from 'vitest';
import { checklistOf, progressOf, type ConfigRows } from './checklist';

const none: ConfigRows = {
  taxes: [],
  taxGroups: [],
  paymentMethods: [],
  orderTypes: [],
  discounts: [],
  floors: [],
  tables: [],
  locationHours: [],
  settings: [],
};
const valueOf = (rows: ConfigRows, key: string, loc = 'a') =>
  checklistOf(rows, loc).find((l) => l.key === key)?.value;

describe('the configuration checklist of a location', () => {
  test('an empty store has every line missing, discounts only optional', () => {
    const lines = checklistOf(none, 'a');
    expect(lines.every((l) => l.value === null)).toBe(true);
    expect(progressOf(lines)).toEqual({ done: 0, total: 10 });
    expect(lines.filter((l) => l.optional).map((l) => l.key)).toEqual(['discounts']);
  });

  test('counts active, live rows only', () => {
    const rows = {
      ...none,
      taxes: [
        { id: '1', is_active: true, deleted_at: null },
        { id: '2', is_active: false, deleted_at: null },
        { id: '3', is_active: true, deleted_at: '2026-01-01T00:00:00Z' },
      ],
    };
    expect(valueOf(rows, 'taxes')).toBe(1);
  });

  test('floors, tables, hours and settings are the location’s own', () => {
    const rows = {
      ...none,
      floors: [{ location_id: 'b', is_active: true }],
      tables: [
        { location_id: 'a', is_active: true },
        { location_id: 'b', is_active: true },
      ],
      locationHours: [
        { location_id: 'a', day_of_week: 5, deleted_at: null },
        { location_id: 'a', day_of_week: null, date: '2026-12-25', deleted_at: null },
      ],
      settings: [
        { location_id: 'a', name: 'time_zone', value: 'Asia/Dubai' },
        { location_id: 'b', name: 'currency', value: 'AED' },
        { location_id: 'a', name: 'decimal_points', value: ' ' },
      ],
    };
    expect(valueOf(rows, 'floors')).toBeNull();
    expect(valueOf(rows, 'floors', 'b')).toBe(1);
    expect(valueOf(rows, 'tables')).toBe(1);
    expect(valueOf(rows, 'openingHours')).toBe(1);
    expect(valueOf(rows, 'time_zone')).toBe('Asia/Dubai');
    expect(valueOf(rows, 'currency')).toBeNull();
    expect(valueOf(rows, 'decimal_points')).toBeNull();
  });

  test('a discount counts where it applies: every location, or the ones it names', () => {
    const rows = {
      ...none,
      discounts: [
        { is_active: true, location_ids: [] },
        { is_active: true, location_ids: ['b'] },
      ],
    };
    expect(valueOf(rows, 'discounts')).toBe(1);
    expect(valueOf(rows, 'discounts', 'b')).toBe(2);
  });
});
