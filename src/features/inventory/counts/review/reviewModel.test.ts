import { describe, expect, it } from 'vitest';
import type { ReviewLine } from '@contract/counts';
import { chosen, contestedAreas, orderLines, withResolution } from './reviewModel';

const line = (
  material_id: string,
  variance_value: number,
  needs_resolution = false,
): ReviewLine => ({
  material_id,
  name: material_id,
  unit: 'kg',
  category_id: null,
  counted: 1,
  counted_raw: 1,
  after_cutoff: 0,
  expected: 1,
  variance: 0,
  variance_percent: 0,
  average_cost: 1,
  variance_value,
  needs_resolution,
  uncounted: false,
  on_sheet: true,
  counters: [],
});
const counter = (user_id: string, area_id: string) => ({
  user_id,
  name: user_id,
  area_id,
  quantity: 1,
  entries: [],
});

describe('review', () => {
  it('puts lines needing a resolution first, then the largest variance value of either sign', () => {
    const ordered = orderLines([line('a', 5), line('b', -40), line('c', 1, true), line('d', 12)]);
    expect(ordered.map((l) => l.material_id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('asks for a choice only where two counters counted the same area', () => {
    const l = {
      ...line('m', 0, true),
      counters: [counter('ana', 'fridge'), counter('bo', 'fridge'), counter('ana', 'store')],
    };
    expect(contestedAreas(l).map((a) => a.areaId)).toEqual(['fridge']);
  });

  it('keeps one choice per material and area', () => {
    let r = withResolution([], { material_id: 'm', area_id: 'a', keep: 'sum' });
    r = withResolution(r, { material_id: 'm', area_id: 'b', keep: 'sum' });
    r = withResolution(r, { material_id: 'm', area_id: 'a', keep: 'u1' });
    expect(r).toHaveLength(2);
    expect(chosen(r, 'm', 'a')).toBe('u1');
    expect(chosen(r, 'x', 'a')).toBeNull();
  });
});
