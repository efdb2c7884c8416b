import { countCalls } from '@contract/counts';
import { describe, expect, it } from 'vitest';
import { checkedReply, queuedCall } from './calls';

describe('calls by their declaration', () => {
  it('a reply the contract does not allow fails in tests, naming the call', () => {
    expect(() => checkedReply(countCalls.list, { data: [{ id: 'c1' }] })).toThrow(
      'GET /inventory-counts/list answered what its contract does not allow',
    );
    expect(checkedReply(countCalls.list, { data: [] })).toEqual({ data: [] });
  });

  it('a queued call keeps its collection, method and resolved path for the outbox', () => {
    expect(
      queuedCall(countCalls.submit, { params: { id: 'count-1' }, body: { note: 'done' } }),
    ).toEqual({
      collection: 'inventoryCounts',
      method: 'POST',
      path: '/inventory-counts/count-1/submit',
      body: { note: 'done' },
    });
    expect(
      queuedCall(countCalls.create, {
        query: { loc: 'loc-1' },
        body: { id: 'c1', sheet_ids: ['s1'] },
      }).path,
    ).toBe('/inventory-counts/create?loc=loc-1');
  });
});
