import { describe, expect, it } from 'vitest';
import type { LocalRow } from '@/data/db';
import { planRecipeImport } from './recipeImport';

const row = (id: string, fields: Record<string, unknown>): LocalRow =>
  ({ id, version: 1, updated_at: '', location_id: null, deleted_at: null, ...fields }) as LocalRow;

const store = {
  products: [row('p1', { name: 'Margherita', sku: 'PZ-1', recipe: [] })],
  modifierItems: [row('m1', { name: 'Extra cheese', sku: '', recipe: [] })],
  materials: [
    row('flour', { name: 'Flour', sku: 'RM-FL', unit: 'g', type: 'RM' }),
    row('milk', { name: 'Milk', sku: 'RM-MI', unit: 'ml', type: 'RM' }),
    row('sauce', { name: 'Tomato sauce', unit: 'g', type: 'SR', is_prepared: true, recipe: [] }),
    row('dough', {
      name: 'Dough',
      unit: 'g',
      type: 'SR',
      is_prepared: true,
      recipe: [{ material_id: 'sauce', quantity: 1, unit: 'g' }],
    }),
  ],
};

const sheet = (rows: (string | number | null)[][]) => ({
  headers: ['Owner', 'Material', 'Quantity', 'Unit'],
  rows: rows.map((cells, i) => ({ line: i + 2, cells })),
});

describe('planRecipeImport', () => {
  it('groups good rows by owner, matching SKU or name and defaulting the unit', () => {
    const plan = planRecipeImport(
      sheet([
        ['PZ-1', 'flour', 0.25, 'kg'],
        ['Margherita', 'RM-MI', '50', ''],
        ['extra cheese', 'Milk', 10, 'ml'],
      ]),
      store,
    );
    expect(plan.rows.every((r) => r.error === null)).toBe(true);
    expect(plan.recipes).toEqual([
      {
        owner: 'product',
        id: 'p1',
        name: 'Margherita',
        lines: [
          { material_id: 'flour', quantity: 0.25, unit: 'kg' },
          { material_id: 'milk', quantity: 50, unit: 'ml' },
        ],
      },
      {
        owner: 'modifier_item',
        id: 'm1',
        name: 'Extra cheese',
        lines: [{ material_id: 'milk', quantity: 10, unit: 'ml' }],
      },
    ]);
  });

  it('gives each bad row its own problem and keeps it out of the recipes', () => {
    const plan = planRecipeImport(
      sheet([
        ['Nope', 'Flour', 1, 'g'],
        ['Margherita', 'Nope', 1, 'g'],
        ['Margherita', 'Flour', -1, 'g'],
        ['Margherita', 'Flour', 1, 'cup'],
        ['Margherita', 'Flour', 1, 'ml'],
        ['Margherita', 'Flour', 2, 'g'],
      ]),
      store,
    );
    expect(plan.rows.map((r) => r.error)).toEqual([
      'owner_not_found',
      'material_not_found',
      'quantity_invalid',
      'unit_invalid',
      'unit_mismatch',
      null,
    ]);
    expect(plan.recipes).toHaveLength(1);
    expect(plan.recipes[0]!.lines).toEqual([{ material_id: 'flour', quantity: 2, unit: 'g' }]);
  });

  it('refuses a line that makes a prepared material contain itself, also through the sheet', () => {
    const plan = planRecipeImport(
      sheet([
        ['Dough', 'Dough', 1, 'g'],
        ['Tomato sauce', 'Dough', 1, 'g'],
        ['Tomato sauce', 'Flour', 1, 'g'],
      ]),
      store,
    );
    expect(plan.rows.map((r) => r.error)).toEqual(['recipe_cycle', 'recipe_cycle', null]);
  });
});
