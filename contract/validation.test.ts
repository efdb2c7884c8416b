import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { resources } from './registry';
import { issuesByField } from './validation';

const fieldsOf = (result: { success: boolean; error?: z.ZodError }) =>
  issuesByField(result.error?.issues ?? []);

describe('validation messages', () => {
  it('a missing field is required, a wrong type says what was expected', () => {
    const schema = resources.brands.fields;
    for (const reportInput of [true, false]) {
      const fields = fieldsOf(schema.safeParse({ is_active: 'yes' }, { reportInput }));
      expect(fields).toEqual({ name: 'Required', is_active: 'Expected boolean' });
    }
  });

  it('reports unknown fields at their own path and custom codes in English', () => {
    const fields = fieldsOf(
      resources.labels.fields.safeParse({ name: 'x', color: 'red', extra: 1 }),
    );
    expect(fields).toEqual({ color: 'Use a colour like #1e88e5', extra: 'Unknown field' });
  });

  it('gives limits with their numbers', () => {
    const fields = fieldsOf(
      resources.brands.fields.safeParse({ name: 'x'.repeat(121), sort_order: -1 }),
    );
    expect(fields).toEqual({ name: 'At most 120 characters', sort_order: 'Must be at least 0' });
  });
});
