import { describe, expect, it } from 'vitest';
import type { LocalWorkOrder } from '../shared/workOrderRows';
import { queryWorkOrders, type ListQuery } from './listQuery';

const order = (id: string, planned_for: string, created_at: string): LocalWorkOrder =>
  ({
    id,
    number: `WO-00000${id}`,
    location_id: 'kitchen',
    kind: 'production',
    status: 'planned',
    material_id: 'dough',
    planned_for,
    use_by: null,
    batch_code: '',
    note: '',
    created_at,
    deleted_at: null,
  }) as LocalWorkOrder;

const rows = [
  order('1', '2026-11-29', '2026-11-20T10:00:00.000Z'),
  order('2', '2026-11-27', '2026-11-21T10:00:00.000Z'),
  order('3', '2026-11-28', '2026-11-22T10:00:00.000Z'),
  order('4', '2026-11-27', '2026-11-23T10:00:00.000Z'),
];
const query: ListQuery = {
  search: '',
  status: 'all',
  kind: 'all',
  location: 'all',
  plannedFor: '',
  sort: 'newest',
  page: 1,
  pageSize: 20,
};
const ids = (q: Partial<ListQuery>) =>
  queryWorkOrders(rows, { ...query, ...q }, () => 'Dough').rows.map((r) => r.id);

describe('the work orders list by the day they are planned for', () => {
  it('keeps the orders of one day, or of any day', () => {
    expect(ids({ plannedFor: '2026-11-27' })).toEqual(['4', '2']);
    expect(ids({ plannedFor: '2026-11-30' })).toEqual([]);
    expect(ids({})).toEqual(['4', '3', '2', '1']);
  });

  it('sorts by that day, the soonest first', () => {
    expect(ids({ sort: 'plannedFor' })).toEqual(['4', '2', '3', '1']);
  });
});
