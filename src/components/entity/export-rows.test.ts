import { describe, expect, it } from 'vitest';
import { resources } from '@contract/registry';
import { exportColumns, exportRows, templateRow } from './export-rows';
import { fieldMap } from './fields';
import { cellValue, headerKey } from './import-cells';

describe('exportRows', () => {
  it('writes the id and every field, lists and objects as JSON, booleans as booleans, null as blank', () => {
    expect(exportColumns(resources.brands)).toEqual([
      'id',
      'name',
      'name_localized',
      'reference',
      'description',
      'logo_url',
      'color',
      'is_active',
      'sort_order',
    ]);
    const [row] = exportRows(resources.brands, [
      {
        id: 'b1',
        name: 'Burger Co',
        name_localized: { de: 'Burger GmbH' },
        reference: '',
        description: '=cmd|calc',
        logo_url: '',
        color: null,
        is_active: false,
        sort_order: 2,
        version: 7,
        updated_at: '2026-11-21T10:00:00.000Z',
      },
    ]);
    expect(row).toEqual([
      'b1',
      'Burger Co',
      '{"de":"Burger GmbH"}',
      '',
      '=cmd|calc',
      '',
      null,
      false,
      2,
    ]);
  });

  it('writes menus schedules and deal groups as JSON text', () => {
    const [row] = exportRows(resources.menus, [
      {
        id: 'm1',
        name: 'Lunch',
        schedule: [{ day: 1, from: '11:00', to: '15:00' }],
        location_ids: [],
      },
    ]);
    const columns = exportColumns(resources.menus);
    expect(row![columns.indexOf('schedule')]).toBe('[{"day":1,"from":"11:00","to":"15:00"}]');
    expect(row![columns.indexOf('location_ids')]).toBe('[]');
  });

  it('writes prices as plain numbers, whatever currency the list shows them in', () => {
    const [row] = exportRows(resources.products, [{ id: 'p1', name: 'Flat white', price: 4.5 }]);
    expect(row![exportColumns(resources.products).indexOf('price')]).toBe(4.5);
  });

  it('makes a template row without an id from the example and the defaults', () => {
    const row = templateRow(resources.brands, { name: 'Example', color: '#123456' });
    expect(row).toEqual([null, 'Example', '{}', '', '', '', '#123456', true, 0]);
  });
});

describe('cellValue', () => {
  const loc = fieldMap(resources.locations);
  const deal = fieldMap(resources.deals);
  const menu = fieldMap(resources.menus);
  const ctx = { resolveRef: () => undefined };

  it('treats a blank cell as null, empty text, or "not given" by the field', () => {
    expect(cellValue(loc.get('latitude')!, '  ', ctx)).toBeNull();
    expect(cellValue(loc.get('city')!, null, ctx)).toBe('');
    expect(cellValue(loc.get('is_active')!, '', ctx)).toBeUndefined();
    expect(cellValue(loc.get('sort_order')!, '', ctx)).toBeUndefined();
  });

  it('reads dates written as text, as date cells and as Excel day numbers', () => {
    expect(cellValue(deal.get('starts_on')!, '2026-03-05', ctx)).toBe('2026-03-05');
    expect(cellValue(deal.get('starts_on')!, new Date(Date.UTC(2026, 2, 5)), ctx)).toBe(
      '2026-03-05',
    );
    expect(cellValue(deal.get('starts_on')!, 46086, ctx)).toBe('2026-03-05');
    expect(cellValue(deal.get('starts_on')!, '5 March', ctx)).toBe('5 March');
  });

  it('reads lists as JSON or as comma-separated values, and numbers with a decimal comma', () => {
    expect(cellValue(menu.get('location_ids')!, '["a","b"]', ctx)).toEqual(['a', 'b']);
    expect(cellValue(menu.get('location_ids')!, 'a; b, c', ctx)).toEqual(['a', 'b', 'c']);
    expect(cellValue(loc.get('latitude')!, '24,45', ctx)).toBe(24.45);
    expect(cellValue(loc.get('latitude')!, '1,234.5', ctx)).toBe('1,234.5');
  });

  it('reads spreadsheet headers written in other ways', () => {
    expect(headerKey(' Sort Order ')).toBe('sort_order');
    expect(headerKey('NAME-LOCALIZED')).toBe('name_localized');
  });
});
