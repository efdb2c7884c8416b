import { describe, expect, it } from 'vitest';
import { queryCounts } from './countsQuery';

const rows = [
  { name: 'Month end', status: 'approved' as const, cutoff_at: '2026-10-31T22:00:00Z' },
  { name: 'Bar spot check', status: 'counting' as const, cutoff_at: '2026-11-20T09:00:00Z' },
  { name: 'Week 47', status: 'submitted' as const, cutoff_at: '2026-11-22T09:00:00Z' },
];
const q = { search: '', status: null, sort: 'cutoff_desc' as const, page: 1, pageSize: 2 };

describe('counts list', () => {
  it('pages the newest cut-off first', () => {
    const first = queryCounts(rows, q);
    expect(first.rows.map((r) => r.name)).toEqual(['Week 47', 'Bar spot check']);
    expect(first).toMatchObject({ total: 3, pages: 2, page: 1 });
    expect(queryCounts(rows, { ...q, page: 9 }).rows.map((r) => r.name)).toEqual(['Month end']);
  });

  it('filters by status and search, and sorts those awaiting review first', () => {
    expect(queryCounts(rows, { ...q, status: 'approved' }).rows).toHaveLength(1);
    expect(queryCounts(rows, { ...q, search: 'BAR' }).rows.map((r) => r.name)).toEqual([
      'Bar spot check',
    ]);
    expect(
      queryCounts(rows, { ...q, sort: 'status', pageSize: 5 }).rows.map((r) => r.status),
    ).toEqual(['submitted', 'counting', 'approved']);
  });
});
