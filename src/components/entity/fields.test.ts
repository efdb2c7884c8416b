import { describe, expect, it } from 'vitest';
import { resources } from '@contract/registry';
import { blankValue, describeFields, fieldMap, newRowFields } from './fields';

const kinds = (key: keyof typeof resources) =>
  Object.fromEntries(describeFields(resources[key]).map((f) => [f.key, f.kind]));

describe('describeFields', () => {
  it('derives every brand field from the contract', () => {
    expect(kinds('brands')).toEqual({
      name: 'text',
      name_localized: 'localized',
      reference: 'text',
      description: 'textarea',
      logo_url: 'url',
      color: 'color',
      is_active: 'boolean',
      sort_order: 'number',
    });
  });

  it('derives every location field, with enum values, references and bounds', () => {
    expect(kinds('locations')).toMatchObject({
      kind: 'enum',
      brand_id: 'ref',
      address: 'textarea',
      email: 'email',
      latitude: 'number',
      longitude: 'number',
      country: 'text',
    });
    const f = fieldMap(resources.locations);
    expect(f.get('kind')!.options).toContain('central_kitchen');
    expect(f.get('brand_id')).toMatchObject({ ref: 'brands', nullable: true, required: false });
    expect(f.get('latitude')).toMatchObject({ min: -90, max: 90, nullable: true, integer: false });
    expect(f.get('sort_order')).toMatchObject({ min: 0, integer: true, defaultValue: 0 });
    expect(f.get('name')).toMatchObject({ required: true, maxLength: 120 });
    expect(f.get('name_localized')!.options).toEqual(['en', 'de', 'es', 'ar', 'sr', 'ru', 'kk']);
  });

  it('describes nested lists, reference lists, dates and times for later catalogue screens', () => {
    const deal = fieldMap(resources.deals);
    expect(deal.get('starts_on')).toMatchObject({ kind: 'date', nullable: true });
    expect(deal.get('channel_ids')).toMatchObject({ kind: 'refList', ref: 'channels' });
    const groups = deal.get('groups')!;
    expect(groups.kind).toBe('list');
    expect(groups.item!.map((f) => [f.key, f.kind])).toEqual([
      ['name', 'text'],
      ['min', 'number'],
      ['max', 'number'],
      ['product_ids', 'refList'],
    ]);
    const schedule = fieldMap(resources.menus).get('schedule')!;
    expect(schedule.item!.map((f) => f.kind)).toEqual(['number', 'time', 'time']);
    expect(fieldMap(resources.modifierItems).get('modifier_id')).toMatchObject({
      kind: 'ref',
      ref: 'modifiers',
      required: true,
    });
    expect(fieldMap(resources.taxes).get('rate')).toMatchObject({ kind: 'number', required: true });
    expect(fieldMap(resources.roles).get('permissions')!.kind).toBe('tags');
    expect(fieldMap(resources.roles).get('modules')!.kind).toBe('json');
  });
});

describe('newRowFields', () => {
  it('takes the contract defaults and blanks for required fields', () => {
    expect(newRowFields(resources.brands)).toEqual({
      name: '',
      name_localized: {},
      reference: '',
      description: '',
      logo_url: '',
      color: null,
      is_active: true,
      sort_order: 0,
    });
    expect(blankValue(fieldMap(resources.taxes).get('rate')!)).toBeUndefined();
  });

  it('never shares a default object between two new rows', () => {
    const a = newRowFields(resources.brands);
    (a.name_localized as Record<string, string>).de = 'x';
    expect(newRowFields(resources.brands).name_localized).toEqual({});
  });
});
