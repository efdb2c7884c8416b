import { describe, expect, test } from 'vitest';
import { changedFields } from './record';

describe('changedFields', () => {
  test('keeps only what differs, without the bookkeeping every write moves', () => {
    const before = { id: 'a', name: 'Latte', price: 3, version: 1, updated_at: 'x', tags: ['hot'] };
    const after = {
      id: 'a',
      name: 'Latte',
      price: 3.5,
      version: 2,
      updated_at: 'y',
      tags: ['hot'],
    };
    expect(changedFields(before, after)).toEqual([{ field: 'price', before: 3, after: 3.5 }]);
  });

  test('a create lists the values it was given, not its empty ones', () => {
    expect(changedFields(null, { name: 'Mocha', description: '', labels: [], names: {} })).toEqual([
      { field: 'name', before: null, after: 'Mocha' },
    ]);
  });

  test('secrets only say they changed, whatever their spelling', () => {
    const fields = changedFields(
      { password_hash: 'old', pin_hash: null, credentials: 'v1.a', credentials_masked: '••42' },
      { password_hash: 'new', pin_hash: 'h', credentials: 'v1.b', credentials_masked: '••99' },
    );
    expect(fields).toEqual(
      ['password_hash', 'pin_hash', 'credentials', 'credentials_masked'].map((field) => ({
        field,
        before: null,
        after: null,
        secret: true,
      })),
    );
    // Words that merely contain one are no secrets.
    expect(changedFields({ shipping: 1, pinned: false }, { shipping: 2, pinned: true })).toEqual([
      { field: 'shipping', before: 1, after: 2 },
      { field: 'pinned', before: false, after: true },
    ]);
  });

  test('long values are cut', () => {
    const [field] = changedFields({ notes: '' }, { notes: 'x'.repeat(5000) });
    expect(String(field!.after)).toHaveLength(2001);
  });
});
