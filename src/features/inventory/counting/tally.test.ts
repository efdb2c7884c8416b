import { describe, expect, it } from 'vitest';
import { areasOf, othersCounting, progressOf, tally, uncountedOf, type TallyEntry } from './tally';

let n = 0;
const entry = (over: Partial<TallyEntry>): TallyEntry => ({
  id: `e${String(++n).padStart(3, '0')}`,
  material_id: 'beef',
  area_id: 'fridge',
  counted_by: 'ana',
  counted_by_name: 'Ana',
  counted_at: `2026-11-21T10:${String(n).padStart(2, '0')}:00.000Z`,
  mode: 'add',
  quantity: 1,
  parts: [{ unit: '', factor: 1, quantity: 1 }],
  deleted_at: null,
  ...over,
});

const sheets = [
  { id: 's2', name: 'Bar', areas: [{ id: 'bar', name: 'Bar', material_ids: ['gin', 'beef'] }] },
  {
    id: 's1',
    name: 'Kitchen',
    areas: [
      { id: 'fridge', name: 'Fridge', material_ids: ['beef', 'milk'] },
      { id: 'dry', name: 'Dry', material_ids: ['rice'] },
    ],
  },
];

describe('what the counting screen shows', () => {
  it('folds each counter in order (add adds, replace sets) and adds counters up', () => {
    const t = tally([
      entry({ quantity: 5 }),
      entry({ quantity: 3 }),
      entry({ quantity: 2, mode: 'replace' }),
      entry({ quantity: 1 }),
      entry({ quantity: 4, counted_by: 'bo', counted_by_name: 'Bo' }),
      entry({ quantity: 100, deleted_at: '2026-11-21T11:00:00.000Z' }),
      entry({ quantity: 7, area_id: 'bar' }),
    ]);
    expect(t.total('beef', 'fridge')).toBe(2 + 1 + 4);
    expect(t.entries('beef', 'fridge')).toHaveLength(5);
    expect(t.total('beef', 'bar')).toBe(7);
    expect(t.total('milk', 'fridge')).toBeNull();
  });

  it('adds up no entry the server refused, and keeps it apart to show it marked', () => {
    const kept = entry({ material_id: 'lemon', quantity: 7 });
    const refusedOne = entry({ material_id: 'lemon', quantity: 1 });
    const t = tally([kept, refusedOne], new Set([refusedOne.id]));
    expect(t.total('lemon', 'fridge')).toBe(7);
    expect(t.entries('lemon', 'fridge')).toEqual([kept]);
    expect(t.refused('lemon', 'fridge')).toEqual([refusedOne]);
    // A material whose only entry was refused is not counted.
    const only = tally([refusedOne], new Set([refusedOne.id]));
    expect(only.total('lemon', 'fridge')).toBeNull();
    expect(only.counted('fridge').has('lemon')).toBe(false);
  });

  it('orders entries by when they were made, not by arrival', () => {
    const late = entry({ quantity: 9, mode: 'replace', counted_at: '2026-11-21T12:00:00.000Z' });
    const early = entry({ quantity: 1, counted_at: '2026-11-21T09:00:00.000Z' });
    expect(tally([late, early]).total('beef', 'fridge')).toBe(9);
  });

  it('walks the chosen sheets in their order and counts progress per area and overall', () => {
    const areas = areasOf(['s1', 's2'], sheets);
    expect(areas.map((a) => a.id)).toEqual(['bar', 'fridge', 'dry']);
    expect(areasOf(['s1'], sheets).map((a) => a.id)).toEqual(['fridge', 'dry']);
    const t = tally([entry({ area_id: 'bar' }), entry({ material_id: 'rice', area_id: 'dry' })]);
    const { byArea, overall } = progressOf(areas, t);
    expect(byArea.get('bar')).toEqual({ counted: 1, total: 2 });
    expect(byArea.get('fridge')).toEqual({ counted: 0, total: 2 });
    // Beef is in two areas: counted once overall, wherever it was counted.
    expect(overall).toEqual({ counted: 2, total: 4 });
    expect(uncountedOf(areas, t).map((u) => u.materialId)).toEqual(['gin', 'milk']);
  });

  it('names others with an entry in the last 15 minutes, not me and not earlier', () => {
    const now = new Date('2026-11-21T10:30:00.000Z');
    const list = othersCounting(
      [
        entry({ counted_by: 'bo', counted_by_name: 'Bo', counted_at: '2026-11-21T10:20:00.000Z' }),
        entry({ counted_by: 'cy', counted_by_name: 'Cy', counted_at: '2026-11-21T10:10:00.000Z' }),
        entry({ counted_by: 'di', counted_by_name: 'Di', counted_at: '2026-11-21T10:29:00.000Z' }),
        entry({ counted_by: 'ana', counted_at: '2026-11-21T10:29:30.000Z' }),
      ],
      'ana',
      now,
    );
    expect(list.map((o) => o.name)).toEqual(['Di', 'Bo']);
  });
});
