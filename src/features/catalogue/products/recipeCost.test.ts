import { describe, expect, it } from 'vitest';
import type { RecipeLine } from '@contract/resources/products';
import { margin, productCost, type CostedMaterial } from './recipeCost';

const BEANS = '0190a000-0000-7000-8000-0000000000b1';
const MILK = '0190a000-0000-7000-8000-0000000000b2';
const CUP = '0190a000-0000-7000-8000-0000000000b3';

const materials = new Map<string, CostedMaterial>([
  [BEANS, { unit: 'kg', cost: 24 }],
  [MILK, { unit: 'l', cost: 1.2 }],
  [CUP, { unit: 'piece', cost: 0.08 }],
]);

describe('the recipe cost of a product', () => {
  const recipe: RecipeLine[] = [
    { material_id: BEANS, quantity: 18, unit: 'g' },
    { material_id: MILK, quantity: 200, unit: 'ml' },
    { material_id: CUP, quantity: 1, unit: 'piece' },
  ];

  it('comes from the recipe when there is one, else from the manual cost', () => {
    expect(productCost(recipe, materials, 5)).toEqual({ cost: 0.752, fromRecipe: true });
    expect(productCost([], materials, 5)).toEqual({ cost: 5, fromRecipe: false });
  });

  it('gives the margin as an amount and a share of the price', () => {
    expect(margin(4.5, 0.752, 2)).toEqual({ amount: 3.75, percent: 83.3 });
    expect(margin(0, 1, 2)).toEqual({ amount: -1, percent: null });
  });
});
