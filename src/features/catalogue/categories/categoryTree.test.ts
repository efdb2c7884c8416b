import { describe, expect, it } from 'vitest';
import { childrenOf, descendantsOf, pathOf, possibleParents } from './categoryTree';

const rows = [
  { id: 'drinks', parent_id: null, sort_order: 2, name: 'Drinks' },
  { id: 'hot', parent_id: 'drinks', sort_order: 1, name: 'Hot' },
  { id: 'tea', parent_id: 'hot', sort_order: 1, name: 'Tea' },
  { id: 'food', parent_id: null, sort_order: 1, name: 'Food' },
];

describe('category tree', () => {
  it('finds every descendant of a category', () => {
    expect([...descendantsOf('drinks', rows)].sort()).toEqual(['hot', 'tea']);
    expect(descendantsOf('food', rows).size).toBe(0);
  });

  it('offers as parents neither the category itself nor anything under it', () => {
    expect(possibleParents('hot', rows).map((r) => r.id)).toEqual(['drinks', 'food']);
    expect(possibleParents(null, rows)).toHaveLength(4);
  });

  it('names a category by its path from the top', () => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(pathOf('tea', byId).map((r) => r.name)).toEqual(['Drinks', 'Hot', 'Tea']);
  });

  it('survives a loop in the data', () => {
    const loop = [
      { id: 'a', parent_id: 'b' },
      { id: 'b', parent_id: 'a' },
    ];
    expect(pathOf('a', new Map(loop.map((r) => [r.id, r]))).map((r) => r.id)).toEqual(['b', 'a']);
    expect([...descendantsOf('a', loop)]).toEqual(['b']);
  });

  it('lists the children of a level in their order', () => {
    expect(childrenOf(null, rows).map((r) => r.id)).toEqual(['food', 'drinks']);
  });
});
