import { describe, expect, it } from 'vitest';
import {
  groupOf,
  nextSort,
  patchSearch,
  periodPatch,
  reportPeriod,
  reportQuery,
  reportSearch,
  sortOf,
} from './reportSearch';

const id = '019b8cbd-c288-7773-81f4-cda961b03634';
// 2026-11-24 is a Tuesday.
const today = '2026-11-24';

describe('a report’s URL', () => {
  it('keeps every choice a report offers, as it was written', () => {
    const search = reportSearch({
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
      scope: 'all',
      channel_id: id,
      order_type_id: id,
      cashier_id: id,
      category_id: id,
      payment_method_id: id,
      status: 'void',
      group: 'week',
      sort: 'net_sales',
      dir: 'asc',
      page: '3',
      limit: 50,
      view: 'menu',
      menu_category: id,
    });
    expect(search).toEqual({
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
      scope: 'all',
      channel_id: id,
      order_type_id: id,
      cashier_id: id,
      category_id: id,
      payment_method_id: id,
      status: 'void',
      group: 'week',
      sort: 'net_sales',
      dir: 'asc',
      page: 3,
      limit: 50,
      view: 'menu',
      menu_category: id,
    });
  });

  it('drops what it cannot use, so an old or hand-edited link still opens', () => {
    expect(
      reportSearch({
        period: 'forever',
        from: '2026-13',
        scope: 'everywhere',
        channel_id: 'DROP TABLE',
        status: 'lost',
        group: 'By Day',
        sort: 'net_sales; --',
        dir: 'up',
        page: 0,
        limit: 'lots',
        view: 'chart',
        unknown: 'x',
      }),
    ).toEqual({});
  });

  it('reads a page size as the nearest one offered at or above it', () => {
    expect(reportSearch({ limit: 10 }).limit).toBe(25);
    expect(reportSearch({ limit: 30 }).limit).toBe(50);
    expect(reportSearch({ limit: 100 }).limit).toBe(100);
    expect(reportSearch({ limit: 5000 }).limit).toBe(100);
  });

  it('goes back to the first page when what the rows are changes, and keeps defaults out', () => {
    const at = { page: 4, limit: 50, sort: 'net_sales' };
    expect(patchSearch(at, { channel_id: id })).toEqual({
      limit: 50,
      sort: 'net_sales',
      channel_id: id,
    });
    expect(patchSearch(at, { sort: 'items', dir: 'asc' })).toEqual({
      limit: 50,
      sort: 'items',
      dir: 'asc',
    });
    expect(patchSearch(at, { page: 5 })).toEqual({ page: 5, limit: 50, sort: 'net_sales' });
    expect(patchSearch(at, { page: 1, limit: 25 })).toEqual({ sort: 'net_sales' });
    expect(patchSearch(at, { sort: undefined })).toEqual({ limit: 50 });
    // Switching to the menu view keeps the table's page for when the user comes back.
    expect(patchSearch(at, { view: 'menu' })).toEqual({ ...at, view: 'menu' });
  });
});

describe('the period of a report', () => {
  it('is the report’s default until one is chosen, then what the URL says', () => {
    expect(reportPeriod({}, today)).toEqual({ preset: 'today', from: today, to: today });
    expect(reportPeriod({}, today, 'last_30_days')).toMatchObject({
      from: '2026-10-26',
      to: today,
    });
    expect(reportPeriod({ period: 'today' }, today, 'last_30_days')).toMatchObject({ from: today });
    expect(reportPeriod({ period: 'all_time' }, today)).toEqual({
      preset: 'all_time',
      from: '1900-01-01',
      to: '2099-12-31',
    });
    expect(reportPeriod({ period: 'custom', from: '2026-11-10', to: '2026-11-01' }, today)).toEqual(
      { preset: 'custom', from: '2026-11-01', to: '2026-11-10' },
    );
    // Custom dates need both ends.
    expect(
      reportPeriod({ period: 'custom', from: '2026-11-10' }, today, 'this_month'),
    ).toMatchObject({ preset: 'this_month' });
  });

  it('is written into the URL whole, today included, so it never falls back to the default', () => {
    expect(periodPatch({ preset: 'today', from: today, to: today })).toEqual({
      period: 'today',
      from: undefined,
      to: undefined,
    });
    expect(periodPatch({ preset: 'custom', from: '2026-11-01', to: '2026-11-02' })).toEqual({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-02',
    });
  });
});

describe('grouping and order', () => {
  const groupings = { values: ['day', 'week', 'month', 'location'], default: 'day' };

  it('take a grouping the report has, else its default', () => {
    expect(groupOf({ group: 'month' }, groupings)).toBe('month');
    expect(groupOf({ group: 'cashier' }, groupings)).toBe('day');
    expect(groupOf({ group: 'month' }, undefined)).toBeNull();
  });

  it('sort by a sortable column only, and a click flips or starts a column', () => {
    const fallback = { key: 'created_at', dir: 'desc' } as const;
    expect(sortOf({ sort: 'net_sales', dir: 'asc' }, ['net_sales'], fallback)).toEqual({
      key: 'net_sales',
      dir: 'asc',
    });
    expect(sortOf({ sort: 'net_sales' }, ['net_sales'], fallback)).toEqual({
      key: 'net_sales',
      dir: 'desc',
    });
    expect(sortOf({ sort: 'tax', dir: 'asc' }, ['net_sales'], fallback)).toEqual(fallback);
    expect(nextSort(fallback, 'created_at', 'desc')).toEqual({ key: 'created_at', dir: 'asc' });
    expect(nextSort(fallback, 'number', 'asc')).toEqual({ key: 'number', dir: 'asc' });
  });
});

describe('the query of a report call', () => {
  const base = {
    period: { preset: 'last_7_days', from: '2026-11-18', to: today } as const,
    place: { all: false, locationId: id },
    filters: ['channel_id', 'cashier_id'] as const,
    group: null,
    sort: { key: 'created_at', dir: 'desc' } as const,
    page: 2,
    limit: 50,
  };

  it('sends the period, the place, the report’s own filters, the order and the page', () => {
    expect(reportQuery({ channel_id: id, status: 'void', category_id: id }, { ...base })).toEqual({
      loc: id,
      from: '2026-11-18',
      to: today,
      channel_id: id,
      sort: 'created_at',
      dir: 'desc',
      page: 2,
      limit: 50,
    });
  });

  it('reads all locations, today at each location’s own today', () => {
    expect(
      reportQuery(
        {},
        {
          ...base,
          period: { preset: 'today', from: today, to: today },
          place: { all: true, locationId: id },
          group: 'location',
        },
      ),
    ).toEqual({
      loc: 'all',
      group: 'location',
      sort: 'created_at',
      dir: 'desc',
      page: 2,
      limit: 50,
    });
  });
});
