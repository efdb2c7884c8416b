import { describe, expect, it } from 'vitest';
import type { OrderRequestStatus } from '@contract/transfers';
import { queryDocuments, requestMatches, type ListQuery } from './listQuery';

const row = (number: string, status: OrderRequestStatus, created_at: string, place: string) => ({
  number,
  status,
  created_at,
  note: '',
  place,
});
const rows = [
  row('OR-000001', 'completed', '2026-11-20T08:00:00Z', 'Warehouse'),
  row('OR-000002', 'sent', '2026-11-21T08:00:00Z', 'Central kitchen'),
  row('', 'pending', '2026-11-22T08:00:00Z', 'Warehouse'),
  row('OR-000003', 'declined', '2026-11-19T08:00:00Z', 'Warehouse'),
];
const q = (over: Partial<ListQuery<'completed' | 'pending'>>) => ({
  search: '',
  filter: 'all' as const,
  sort: 'newest' as const,
  page: 1,
  pageSize: 10,
  ...over,
});
const run = (over: Partial<ListQuery<'completed' | 'pending'>>) =>
  queryDocuments(rows, q(over), (r) => r.place, requestMatches).rows.map((r) => r.number || 'new');

describe('queryDocuments', () => {
  it('keeps Pending to what is not yet received and Completed to what was', () => {
    expect(run({ filter: 'pending' })).toEqual(['new', 'OR-000002']);
    expect(run({ filter: 'completed' })).toEqual(['OR-000001']);
    expect(run({})).toHaveLength(4);
  });

  it('finds by number and by the other place, whatever the case', () => {
    expect(run({ search: 'kitchen' })).toEqual(['OR-000002']);
    expect(run({ search: 'or-000003' })).toEqual(['OR-000003']);
  });

  it('sorts a document not yet numbered after the numbered ones', () => {
    expect(run({ sort: 'number' })).toEqual(['OR-000001', 'OR-000002', 'OR-000003', 'new']);
    expect(run({ sort: 'oldest' })[0]).toBe('OR-000003');
  });

  it('pages, and a page past the end shows the last one', () => {
    const page = queryDocuments(rows, q({ pageSize: 3, page: 9 }), (r) => r.place, requestMatches);
    expect([page.page, page.pages, page.total, page.rows.length]).toEqual([2, 2, 4, 1]);
  });
});
