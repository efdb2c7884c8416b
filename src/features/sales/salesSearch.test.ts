import { describe, expect, it } from 'vitest';
import { groupOf, itemsSearch, salesReadQuery, withPatch } from './salesSearch';

// 2026-11-24 is a Tuesday.
const today = '2026-11-24';
const category = '0193f000-0000-7000-8000-0000000000c1';

describe('the choices of a sales screen in its URL', () => {
  it('drop what is unusable, the defaults applying as when absent, instead of failing the screen', () => {
    expect(groupOf(itemsSearch({}))).toBe('product');
    const parsed = itemsSearch({
      period: 'last_year',
      from: '24/11/2026',
      scope: 'everywhere',
      group: 'waiter',
      category: 'not-an-id',
      q: 'x'.repeat(101),
      sort: 'price',
      dir: 'up',
    });
    for (const key of [
      'period',
      'from',
      'scope',
      'group',
      'category',
      'q',
      'sort',
      'dir',
    ] as const) {
      expect(parsed[key], key).toBeUndefined();
    }
  });

  it('keep what is usable, the search trimmed', () => {
    expect(
      itemsSearch({
        period: 'custom',
        from: '2026-11-01',
        to: '2026-11-10',
        scope: 'all',
        group: 'category',
        category,
        q: '  burger ',
        sort: 'net_sales',
        dir: 'asc',
      }),
    ).toMatchObject({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-10',
      scope: 'all',
      group: 'category',
      category,
      q: 'burger',
      sort: 'net_sales',
      dir: 'asc',
    });
  });

  it('change only what they name, and drop what is set to nothing', () => {
    const before = { loc: 'abc', period: 'yesterday', group: 'day', q: 'tea' };
    expect(withPatch(before, { q: undefined, sort: 'tax' })).toEqual({
      loc: 'abc',
      period: 'yesterday',
      group: 'day',
      sort: 'tax',
    });
    expect(before).toEqual({ loc: 'abc', period: 'yesterday', group: 'day', q: 'tea' });
  });
});

describe('the read a sales screen makes', () => {
  const day = { preset: 'today', from: today, to: today } as const;
  const week = { preset: 'last_7_days', from: '2026-11-18', to: today } as const;

  it('asks for the active location over the period’s dates', () => {
    expect(salesReadQuery(week, { all: false, locationId: 'loc-1' })).toEqual({
      loc: 'loc-1',
      from: '2026-11-18',
      to: today,
    });
    // No location known: the server reads the user's own.
    expect(salesReadQuery(day, { all: false, locationId: null })).toEqual({
      from: today,
      to: today,
    });
  });

  it('leaves today across locations to the server, which reads each store’s own today', () => {
    expect(salesReadQuery(day, { all: true, locationId: 'loc-1' })).toEqual({ loc: 'all' });
    expect(salesReadQuery(week, { all: true, locationId: 'loc-1' })).toEqual({
      loc: 'all',
      from: '2026-11-18',
      to: today,
    });
  });
});
