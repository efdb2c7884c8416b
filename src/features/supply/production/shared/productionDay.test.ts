import { describe, expect, it } from 'vitest';
import { dueNow, productionDay } from './productionDay';
import type { LocalWorkOrder } from './workOrderRows';

const order = (id: string, fields: Partial<LocalWorkOrder>): LocalWorkOrder =>
  ({
    id,
    location_id: 'kitchen',
    kind: 'production',
    status: 'planned',
    planned_for: '2026-11-27',
    created_at: `2026-11-20T10:00:0${id.length}.000Z`,
    deleted_at: null,
    ...fields,
  }) as LocalWorkOrder;

describe('what a place has to produce on its business day', () => {
  const orders = [
    order('later', { planned_for: '2026-11-28' }),
    order('today-2', { created_at: '2026-11-26T09:00:00.000Z' }),
    order('today-1', { created_at: '2026-11-25T09:00:00.000Z' }),
    order('overdue-new', { planned_for: '2026-11-26' }),
    order('overdue-old', { planned_for: '2026-11-24' }),
    order('made', { status: 'confirmed', planned_for: '2026-11-27' }),
    order('dropped', { status: 'cancelled', planned_for: '2026-11-26' }),
    order('elsewhere', { location_id: 'store' }),
    order('roast', { kind: 'roast', created_at: '2026-11-26T12:00:00.000Z' }),
  ];

  it('splits the planned orders into overdue, today and later, each in its order', () => {
    const day = productionDay(orders, 'kitchen', '2026-11-27');
    expect(day.overdue.map((o) => o.id)).toEqual(['overdue-old', 'overdue-new']);
    expect(day.today.map((o) => o.id)).toEqual(['today-1', 'today-2', 'roast']);
    expect(day.later.map((o) => o.id)).toEqual(['later']);
    expect(dueNow(day).map((o) => o.id)).toEqual([
      'overdue-old',
      'overdue-new',
      'today-1',
      'today-2',
      'roast',
    ]);
  });

  it('keeps to one kind when asked, and moves with the business day', () => {
    expect(
      dueNow(productionDay(orders, 'kitchen', '2026-11-27', 'roast')).map((o) => o.id),
    ).toEqual(['roast']);
    const tomorrow = productionDay(orders, 'kitchen', '2026-11-28', 'production');
    expect(tomorrow.today.map((o) => o.id)).toEqual(['later']);
    expect(tomorrow.overdue.map((o) => o.id)).toContain('today-1');
  });
});
