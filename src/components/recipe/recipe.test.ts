import { describe, expect, it } from 'vitest';
import { costRecipe, rolledUpCosts } from '@contract/recipeRollup';
import type { LocalRow } from '@/data/db';
import { completeLines, unitsFor } from './RecipeLinesEditor';
import { rollupMaterials } from './rollupMaterials';

const row = (fields: Record<string, unknown>): LocalRow =>
  ({ version: 1, updated_at: '2026-11-24T00:00:00.000Z', ...fields }) as LocalRow;

describe('materials of the local store for the roll-up', () => {
  // 1 kg of sauce from 500 ml of milk at 0.002 a ml: 0.001 a gram, whatever its own cost says.
  const milk = row({ id: 'milk', unit: 'ml', cost: 0.002 });
  const sauce = row({
    id: 'sauce',
    unit: 'g',
    cost: 5,
    type: 'SR',
    is_prepared: true,
    recipe: [{ material_id: 'milk', quantity: 500, unit: 'ml' }],
    yield_quantity: 1000,
  });

  it('cost a product line of a prepared material at its rolled-up cost', () => {
    const costs = rolledUpCosts(rollupMaterials([milk, sauce]));
    const product = costRecipe([{ material_id: 'sauce', quantity: 0.2, unit: 'kg' }], costs);
    expect(product.lines[0]?.cost).toBe(0.2);
    expect(product.total).toBe(0.2);
  });

  it('leave deleted materials out, so a line of one is not costed', () => {
    const costs = rolledUpCosts(rollupMaterials([{ ...milk, deleted_at: '2026-11-24' }, sauce]));
    expect(costs.has('milk')).toBe(false);
    expect(costRecipe([{ material_id: 'milk', quantity: 1, unit: 'l' }], costs).skipped).toBe(1);
  });

  it('cost 0 without a cost (a user without inventory.costs gets none) and read an SR as prepared', () => {
    const [blind, legacy] = rollupMaterials([
      row({ id: 'salt', unit: 'g' }),
      row({ id: 'stock', unit: 'ml', type: 'SR', recipe: 'not a list' }),
    ]);
    expect(blind).toMatchObject({ cost: 0, is_prepared: false, recipe: [], yield_quantity: 1 });
    expect(legacy).toMatchObject({ type: 'SR', recipe: [] });
  });
});

describe('recipe lines being typed', () => {
  it('offer the units that convert to the material unit, or all before a material is chosen', () => {
    expect(unitsFor('kg')).toEqual(['g', 'kg']);
    expect(unitsFor('piece')).toEqual(['piece', 'portion']);
    expect(unitsFor(null)).toHaveLength(6);
  });

  it('count only lines with a material, a quantity above 0 and a unit', () => {
    expect(
      completeLines([
        { material_id: 'milk', quantity: 200, unit: 'ml' },
        { material_id: null, quantity: 1, unit: 'g' },
        { material_id: 'milk', quantity: '', unit: 'ml' },
        { material_id: 'milk', quantity: 0, unit: 'ml' },
        { material_id: 'milk', quantity: 1, unit: null },
      ]),
    ).toEqual([{ material_id: 'milk', quantity: 200, unit: 'ml' }]);
  });
});
