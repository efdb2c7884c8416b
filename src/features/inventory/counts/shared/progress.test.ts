import { describe, expect, it } from 'vitest';
import { countProgress } from './progress';

const sheets = [
  {
    id: 's1',
    areas: [
      { id: 'a1', name: 'Fridge', material_ids: ['m1', 'm2'] },
      { id: 'a2', name: 'Store', material_ids: ['m2', 'm3'] },
    ],
  },
  { id: 's2', areas: [{ id: 'a3', name: 'Bar', material_ids: ['m9'] }] },
];
const entry = (material_id: string, deleted_at: string | null = null, count_id = 'c1') => ({
  material_id,
  count_id,
  deleted_at,
});

describe('count progress', () => {
  it('counts each material on the count’s sheets once, however many areas or entries', () => {
    const count = { id: 'c1', sheet_ids: ['s1'] };
    expect(countProgress(count, sheets, [])).toEqual({ counted: 0, total: 3 });
    expect(countProgress(count, sheets, [entry('m2'), entry('m2'), entry('m1')])).toEqual({
      counted: 2,
      total: 3,
    });
  });

  it('ignores undone entries, other counts’ entries and materials not on its sheets', () => {
    const count = { id: 'c1', sheet_ids: ['s1'] };
    const entries = [entry('m1', '2026-11-24T10:00:00Z'), entry('m2', null, 'c2'), entry('m9')];
    expect(countProgress(count, sheets, entries)).toEqual({ counted: 0, total: 3 });
  });
});
