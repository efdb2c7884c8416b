import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  invoiceListQuery,
  invoiceSearch,
  listSearch,
  type InvoiceSearch,
} from './invoiceSearch';

const parse = invoiceSearch;
const channel = '019b8cc0-fea8-7602-b3e9-59867f9b67a8';
// 2026-11-24 is a Tuesday.
const today = '2026-11-24';

describe('the invoices URL', () => {
  it('keeps what a shared link asks for', () => {
    expect(
      parse({
        invoice: '01a20e33-89dd-7a87-b542-426da70ee442',
        period: 'custom',
        from: '2026-11-01',
        to: '2026-11-10',
        search: 'DXB-10',
        status: 'void',
        kind: 'refund',
        channel_id: channel,
        page: 3,
        limit: 50,
      }),
    ).toEqual({
      invoice: '01a20e33-89dd-7a87-b542-426da70ee442',
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-10',
      search: 'DXB-10',
      status: 'void',
      kind: 'refund',
      channel_id: channel,
      page: 3,
      limit: 50,
    });
  });

  it('drops what it cannot use instead of failing, one value at a time', () => {
    expect(
      parse({
        status: 'lost',
        kind: 'gift',
        page: -2,
        from: '24/11/2026',
        period: 'forever',
        channel_id: '',
        search: 'DXB',
      }),
    ).toEqual({ search: 'DXB' });
    expect(parse({ page: 'two', limit: 'all' })).toEqual({});
  });

  it('reads a number typed as a search as text, and pages as whole numbers', () => {
    // The router reads `?search=1001&page=2` as numbers; a page may also arrive as text.
    expect(parse({ search: 1001, page: '2' })).toEqual({ search: '1001', page: 2 });
    expect(parse({ page: 2.5 })).toEqual({});
  });

  it('rounds a page size up to one the list offers', () => {
    expect(parse({ limit: 30 }).limit).toBe(50);
    expect(parse({ limit: 200 }).limit).toBe(200);
    expect(parse({ limit: 500 }).limit).toBeUndefined();
  });
});

describe('the route’s reading of the URL', () => {
  it('drops what the screen does not read, and values of the wrong shape', () => {
    expect(
      parse({
        loc: 'elsewhere',
        search: 1001,
        page: 2,
        status: 'lost',
        invoice: { nested: true },
        kind: 'x'.repeat(201),
      }),
    ).toEqual({ search: '1001', page: 2 });
  });

  it('keeps the spaces of a search being typed', () => {
    expect(parse({ search: 'DXB ' }).search).toBe('DXB ');
  });
});

describe('changing the list', () => {
  const prev: InvoiceSearch = { page: 4, status: 'completed', invoice: 'x', limit: 50 };

  it('goes back to the first page and closes the open invoice when a filter changes', () => {
    expect(listSearch(prev, { kind: 'refund' })).toEqual({
      status: 'completed',
      kind: 'refund',
      limit: 50,
      page: undefined,
      invoice: undefined,
    });
  });

  it('keeps the page asked for, and leaves defaults and a blank search out of the URL', () => {
    expect(listSearch(prev, { page: 5 })).toMatchObject({ page: 5, limit: 50 });
    expect(listSearch(prev, { page: 1, limit: 25, search: '  ' })).toMatchObject({
      page: undefined,
      limit: undefined,
      search: undefined,
    });
  });

  it('counts the filters that narrow it', () => {
    expect(activeFilterCount({ search: 'x', period: 'yesterday' })).toBe(0);
    expect(activeFilterCount({ status: 'void', channel_id: channel, cashier_id: channel })).toBe(3);
  });

  it('asks the server for the period, the location, the filters and the page', () => {
    expect(
      invoiceListQuery(
        { search: ' DXB ', status: 'void', page: 2 },
        { preset: 'today', from: today, to: today },
        'loc-1',
      ),
    ).toEqual({
      from: today,
      to: today,
      loc: 'loc-1',
      search: 'DXB',
      status: 'void',
      kind: undefined,
      channel_id: undefined,
      payment_method_id: undefined,
      cashier_id: undefined,
      page: 2,
      limit: 25,
    });
  });
});
