import { invoiceCalls } from '@contract/invoiceCalls';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/data/api';
import { callReadOptions } from '@/data/serverRead';
import { payloadQueryOptions } from './useInvoicePayload';

describe('the invoices’ kept reads', () => {
  it('keep the keys their last replies are persisted under (the list and a detail open offline)', () => {
    const api = {} as ApiClient;
    const query = { from: '2026-11-01', to: '2026-11-24', loc: undefined, page: 1, limit: 25 };
    expect(callReadOptions(api, invoiceCalls.list, { query }).queryKey).toEqual([
      'server-read',
      '/invoices',
      query,
      null,
    ]);
    expect(
      callReadOptions(api, invoiceCalls.detail, { params: { id: 'DXB 1/2' } }).queryKey,
    ).toEqual(['server-read', '/invoices/DXB%201%2F2', {}, null]);
    expect(payloadQueryOptions(api, { id: 'inv-1', otter_id: null }).queryKey).toEqual([
      'server-read',
      'invoice-payload',
      'inv-1',
      null,
    ]);
  });
});
