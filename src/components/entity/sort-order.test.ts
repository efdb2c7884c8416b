import { describe, expect, it } from 'vitest';
import { moveItem, sortOrderBody, sortOrderChanges } from './sort-order';

const positions = (entries: [string, number][]) => new Map(entries);

describe('moveItem', () => {
  it('moves an entry forwards and backwards without changing the input', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves the order as it is for an index out of range', () => {
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('sortOrderChanges', () => {
  it('reports nothing when the order is unchanged', () => {
    const current = positions([
      ['a', 10],
      ['b', 20],
      ['c', 30],
    ]);
    expect(sortOrderChanges(['a', 'b', 'c'], current)).toEqual([]);
  });

  it('changes only the rows between the old and new place of a moved row', () => {
    const current = positions([
      ['a', 10],
      ['b', 20],
      ['c', 30],
      ['d', 40],
    ]);
    // c moves in front of b: a and d keep their positions.
    expect(sortOrderChanges(['a', 'c', 'b', 'd'], current)).toEqual([
      { id: 'c', sort_order: 20 },
      { id: 'b', sort_order: 30 },
    ]);
  });

  it('spreads rows that share a position (new rows all start at 0) into a strict order', () => {
    const current = positions([
      ['a', 0],
      ['b', 0],
      ['c', 0],
    ]);
    expect(sortOrderChanges(['c', 'a', 'b'], current)).toEqual([
      { id: 'a', sort_order: 1 },
      { id: 'b', sort_order: 2 },
    ]);
  });

  it('keeps a reordered part of a list within the positions it held among the rest', () => {
    // One category's products hold 100..102 while other categories' products hold other numbers.
    const current = positions([
      ['x', 100],
      ['y', 101],
      ['z', 102],
    ]);
    const changes = sortOrderChanges(['z', 'x', 'y'], current);
    expect(changes).toEqual([
      { id: 'z', sort_order: 100 },
      { id: 'x', sort_order: 101 },
      { id: 'y', sort_order: 102 },
    ]);
    expect(Math.min(...changes.map((c) => c.sort_order))).toBe(100);
  });

  it('gives the result of any reorder a strictly increasing order', () => {
    const current = positions([
      ['a', 5],
      ['b', 5],
      ['c', 2],
      ['d', 9],
    ]);
    const order = ['d', 'b', 'a', 'c'];
    const changes = new Map(sortOrderChanges(order, current).map((c) => [c.id, c.sort_order]));
    const final = order.map((id) => changes.get(id) ?? current.get(id)!);
    for (let i = 1; i < final.length; i += 1) expect(final[i]).toBeGreaterThan(final[i - 1]!);
  });
});

describe('sortOrderBody', () => {
  it('is the `{ items: [{ id, sort_order }] }` body of the bulk call', () => {
    expect(sortOrderBody([{ id: 'a', sort_order: 3 }])).toEqual({
      items: [{ id: 'a', sort_order: 3 }],
    });
  });
});
