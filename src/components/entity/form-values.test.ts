import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { resources } from '@contract/registry';
import { englishMessage } from '@contract/validation';
import { describeFields, newRowFields } from './fields';
import { formSchema, fromFormValues, toFormValues } from './form-values';

const brandSpecs = describeFields(resources.brands);
const locationSpecs = describeFields(resources.locations);

describe('toFormValues and fromFormValues', () => {
  it('turn nulls into empty inputs and back', () => {
    const values = toFormValues(locationSpecs, {
      ...newRowFields(resources.locations),
      name: 'Marina',
    });
    expect(values).toMatchObject({ brand_id: null, latitude: '', longitude: '', email: '' });
    expect(fromFormValues(locationSpecs, values)).toMatchObject({
      name: 'Marina',
      brand_id: null,
      latitude: null,
      email: '',
    });
  });

  it('round-trips a full row unchanged', () => {
    const row = {
      name: 'Burger Co',
      name_localized: { de: 'Burger GmbH', ar: 'برجر' },
      reference: 'B1',
      description: 'Two lines\nof text',
      logo_url: 'https://x.test/logo.png',
      color: '#1e88e5',
      is_active: false,
      sort_order: 3,
    };
    expect(fromFormValues(brandSpecs, toFormValues(brandSpecs, row))).toEqual(row);
  });

  it('drops blank translations and reads numbers typed as text', () => {
    const values = {
      ...toFormValues(brandSpecs, newRowFields(resources.brands)),
      name_localized: { de: '  ', es: 'Hamburguesa' },
      sort_order: '12',
      color: '',
    };
    expect(fromFormValues(brandSpecs, values)).toMatchObject({
      name_localized: { es: 'Hamburguesa' },
      sort_order: 12,
      color: null,
    });
  });

  it('maps nested list items field by field', () => {
    const specs = describeFields(resources.menus);
    const values = toFormValues(specs, {
      ...newRowFields(resources.menus),
      name: 'Lunch',
      schedule: [{ day: 1, from: '11:00', to: '15:00' }],
    });
    expect(values.schedule).toEqual([{ day: 1, from: '11:00', to: '15:00' }]);
    expect(fromFormValues(specs, values).schedule).toEqual([
      { day: 1, from: '11:00', to: '15:00' },
    ]);
  });
});

describe('formSchema with Mantine schemaResolver', () => {
  const render = (m: Parameters<typeof englishMessage>[0]) => `${m.code}:${englishMessage(m)}`;

  it('reports contract problems at the input paths, in the words given', () => {
    const validate = schemaResolver(formSchema(resources.brands, render), { sync: true });
    const values = {
      ...toFormValues(brandSpecs, newRowFields(resources.brands)),
      name: '',
      color: 'red',
      name_localized: { de: 'x'.repeat(201) },
      sort_order: 1.5,
    };
    expect(validate(values)).toEqual({
      name: 'required:Required',
      color: 'hex_color:Use a colour like #1e88e5',
      'name_localized.de': 'too_long:At most 200 characters',
      sort_order: 'not_integer:Must be a whole number',
    });
  });

  it('reports the rules across fields once the fields themselves are valid', () => {
    const specs = describeFields(resources.modifiers);
    const validate = schemaResolver(formSchema(resources.modifiers, render), { sync: true });
    const values = toFormValues(specs, {
      ...newRowFields(resources.modifiers),
      name: 'Milk',
      min_select: 3,
      max_select: 2,
    });
    expect(validate(values)).toEqual({
      min_select: 'min_above_max:Must not be more than the maximum',
    });
    expect(validate({ ...values, max_select: 3 })).toEqual({});
  });
});
