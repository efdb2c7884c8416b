import { describe, expect, it } from 'vitest';
import { locationParam, oneOf, optionalText, searchReader } from './searchParams';

describe('search parameters', () => {
  it('keeps usable text and drops the rest', () => {
    expect(optionalText('/dashboard')).toBe('/dashboard');
    expect(optionalText(5)).toBeUndefined();
    expect(optionalText('x'.repeat(2001))).toBeUndefined();
    expect(optionalText(['a'])).toBeUndefined();
  });

  it('reads loc as text or as the number the URL parser made of it', () => {
    expect(locationParam('0193f000-0000-7000-8000-0000000000a1')).toMatch(/^0193/);
    expect(locationParam(0)).toBe(0);
    expect(locationParam(Number.NaN)).toBeUndefined();
    expect(locationParam('x'.repeat(65))).toBeUndefined();
    expect(locationParam({ a: 1 })).toBeUndefined();
  });

  it('overwrites a value it cannot read, which the router would otherwise keep from the address', () => {
    const read = searchReader({ period: oneOf(['today', 'yesterday']), by: oneOf(['hour']) });
    const address = { period: 'last7', by: 'hour', other: 'kept' };
    // The router lays each route's search over its parents', the root's being the address's.
    const merged = { ...address, ...read(address) };
    expect(merged).toEqual({ period: undefined, by: 'hour', other: 'kept' });
    expect(Object.keys(read({}))).toEqual(['period', 'by']);
  });
});
