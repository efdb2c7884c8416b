import { describe, expect, it } from 'vitest';
import {
  boughtUse,
  costRecipe,
  makesCycle,
  rolledUpCosts,
  type RollupMaterial,
} from './recipeRollup';

const rm = (id: string, unit: RollupMaterial['unit'], cost: number): RollupMaterial => ({
  id,
  unit,
  cost,
  is_prepared: false,
  recipe: [],
  yield_quantity: 1,
});

describe('rolledUpCosts', () => {
  const flour = rm('flour', 'g', 0.002);
  const milk = rm('milk', 'ml', 0.001);
  const dough: RollupMaterial = {
    id: 'dough',
    unit: 'g',
    cost: 99,
    is_prepared: true,
    // 1 kg flour + 0.5 l milk = 2 + 0.5 = 2.5 for a batch of 1250 g.
    recipe: [
      { material_id: 'flour', quantity: 1, unit: 'kg' },
      { material_id: 'milk', quantity: 0.5, unit: 'l' },
    ],
    yield_quantity: 1250,
  };
  const pizzaBase: RollupMaterial = {
    id: 'base',
    unit: 'piece',
    cost: 0,
    is_prepared: true,
    recipe: [{ material_id: 'dough', quantity: 250, unit: 'g' }],
    yield_quantity: 1,
  };

  it('costs a prepared material from its recipe divided by its yield, not its standard cost', () => {
    const costs = rolledUpCosts([flour, milk, dough]);
    expect(costs.get('dough')).toEqual({ unit: 'g', cost: 0.002 });
    expect(costs.get('flour')).toEqual({ unit: 'g', cost: 0.002 });
  });

  it('rolls up through a sub-recipe whatever the order of the materials', () => {
    const costs = rolledUpCosts([pizzaBase, dough, milk, flour]);
    expect(costs.get('base')?.cost).toBe(0.5);
    const product = costRecipe([{ material_id: 'base', quantity: 2, unit: 'piece' }], costs);
    expect(product.total).toBe(1);
  });

  it('keeps the standard cost of a prepared material without lines', () => {
    const empty = { ...dough, recipe: [] };
    expect(rolledUpCosts([empty]).get('dough')?.cost).toBe(99);
  });

  it('falls back to standard costs instead of looping on a recipe that reaches itself', () => {
    const a: RollupMaterial = {
      ...dough,
      id: 'a',
      cost: 1,
      yield_quantity: 1,
      recipe: [{ material_id: 'b', quantity: 1, unit: 'g' }],
    };
    const b: RollupMaterial = {
      ...dough,
      id: 'b',
      cost: 3,
      yield_quantity: 1,
      recipe: [{ material_id: 'a', quantity: 2, unit: 'g' }],
    };
    const costs = rolledUpCosts([a, b]);
    // b sees a at its standard cost (1), so b = 2 and a = 1 g of b = 2: finite, no loop.
    expect(costs.get('a')?.cost).toBe(2);
  });

  it('leaves out lines that cannot be costed and says why', () => {
    const costs = rolledUpCosts([flour]);
    const sheet = costRecipe(
      [
        { material_id: 'flour', quantity: 100, unit: 'g' },
        { material_id: 'flour', quantity: 1, unit: 'l' },
        { material_id: 'gone', quantity: 1, unit: 'g' },
      ],
      costs,
    );
    expect(sheet.total).toBe(0.2);
    expect(sheet.skipped).toBe(2);
    expect(sheet.lines.map((l) => l.problem)).toEqual([null, 'unit_mismatch', 'missing_material']);
  });
});

describe('makesCycle', () => {
  const recipes = new Map([
    ['sauce', [{ material_id: 'stock' }]],
    ['stock', [{ material_id: 'bones' }]],
  ]);
  it('refuses the owner itself and anything whose sub-recipes reach the owner', () => {
    expect(makesCycle('sauce', 'sauce', recipes)).toBe(true);
    expect(makesCycle('stock', 'sauce', recipes)).toBe(true);
    expect(makesCycle('bones', 'sauce', recipes)).toBe(true);
  });
  it('allows a material that does not lead back', () => {
    expect(makesCycle('sauce', 'bones', recipes)).toBe(false);
    expect(makesCycle('stock', 'salt', recipes)).toBe(false);
  });
});

describe('boughtUse', () => {
  const flour = rm('flour', 'g', 0.002);
  const milk = rm('milk', 'ml', 0.001);
  const cheese = rm('cheese', 'g', 0.03);
  const dough: RollupMaterial = {
    id: 'dough',
    unit: 'g',
    cost: 99,
    is_prepared: true,
    recipe: [
      { material_id: 'flour', quantity: 1, unit: 'kg' },
      { material_id: 'milk', quantity: 0.5, unit: 'l' },
    ],
    yield_quantity: 1250,
  };
  // A legacy SR without the flag: two dough balls of 300 g and 40 g of cheese make 2 bases.
  const base: RollupMaterial = {
    id: 'base',
    type: 'SR',
    unit: 'piece',
    cost: 0,
    is_prepared: false,
    recipe: [
      { material_id: 'dough', quantity: 0.6, unit: 'kg' },
      { material_id: 'cheese', quantity: 40, unit: 'g' },
    ],
    yield_quantity: 2,
  };
  const materials = [flour, milk, cheese, dough, base];
  const pizza = [
    { material_id: 'base', quantity: 1, unit: 'piece' as const },
    { material_id: 'cheese', quantity: 60, unit: 'g' as const },
    { material_id: 'gone', quantity: 1, unit: 'g' as const },
  ];

  it('explodes prepared materials through their recipes and yields down to what is bought', () => {
    const use = boughtUse(materials)(pizza);
    // 300 g of dough is 300/1250 of a batch: 240 g flour, 120 ml milk; 20 + 60 g cheese.
    expect([...use].sort()).toEqual([
      ['cheese', 80],
      ['flour', 240],
      ['milk', 120],
    ]);
  });

  it('costs the same as the roll-up: Σ bought use × cost of what is bought', () => {
    const use = boughtUse(materials)(pizza);
    const byId = new Map(materials.map((m) => [m.id, m]));
    const raw = [...use].reduce((sum, [id, q]) => sum + q * byId.get(id)!.cost, 0);
    expect(raw).toBeCloseTo(costRecipe(pizza, rolledUpCosts(materials)).total, 4);
    expect(raw).toBeCloseTo(0.48 + 0.12 + 2.4, 9);
  });

  it('counts a prepared material without lines, or one that reaches itself, as bought', () => {
    const loop: RollupMaterial = {
      ...dough,
      id: 'loop',
      recipe: [{ material_id: 'loop', quantity: 1, unit: 'g' }],
      yield_quantity: 1,
    };
    const use = boughtUse([loop, { ...dough, recipe: [] }])([
      { material_id: 'loop', quantity: 5, unit: 'g' },
      { material_id: 'dough', quantity: 7, unit: 'g' },
    ]);
    expect(Object.fromEntries(use)).toEqual({ loop: 5, dough: 7 });
  });
});
