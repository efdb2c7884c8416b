import { describe, expect, it } from 'vitest';
import { convert, recipeCost } from './units';

describe('units and recipe cost', () => {
  it('converts within a dimension and refuses across', () => {
    expect(convert(1.5, 'kg', 'g')).toBe(1500);
    expect(convert(250, 'ml', 'l')).toBe(0.25);
    expect(convert(1, 'kg', 'ml')).toBeNull();
  });

  it('costs a recipe in each material unit and names the lines it could not cost', () => {
    const materials = new Map([
      ['beef', { unit: 'kg' as const, cost: 20 }],
      ['bun', { unit: 'piece' as const, cost: 0.4 }],
      ['milk', { unit: 'l' as const, cost: 1.2 }],
    ]);
    const { cost, skipped } = recipeCost(
      [
        { material_id: 'beef', quantity: 180, unit: 'g' },
        { material_id: 'bun', quantity: 1, unit: 'piece' },
        { material_id: 'milk', quantity: 10, unit: 'g' },
        { material_id: 'gone', quantity: 1, unit: 'piece' },
      ],
      materials,
    );
    expect(cost).toBe(4);
    expect(skipped).toEqual(['milk', 'gone']);
  });
});
