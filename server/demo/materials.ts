import { resources } from '@contract/registry';
import type { MaterialLocation, PackUnit } from '@contract/resources/inventory';
import type { RecipeLine } from '@contract/resources/products';
import { resourceDb, replaceRow, toApiRow } from '../resources/store';
import {
  areaOfCategory,
  areaOfMaterial,
  notAtCafe,
  packs,
  parOf,
  preparedRecipes,
  taxGroupOfCategory,
} from './materialsStock';
import type { DemoWriter } from './writer';

type MaterialUnit = 'piece' | 'g' | 'kg' | 'ml' | 'l';

/** Material categories with their materials: [name, unit, cost per unit, type]. */
const materialCategories: [string, [string, MaterialUnit, number, 'RM' | 'SR'][]][] = [
  [
    'Coffee & tea',
    [
      ['Espresso beans', 'g', 0.12, 'RM'],
      ['Filter coffee beans', 'g', 0.1, 'RM'],
      ['Black tea leaves', 'g', 0.08, 'RM'],
      ['Matcha powder', 'g', 0.6, 'RM'],
      ['Cocoa powder', 'g', 0.05, 'RM'],
    ],
  ],
  [
    'Dairy & eggs',
    [
      ['Whole milk', 'ml', 0.004, 'RM'],
      ['Oat milk', 'ml', 0.009, 'RM'],
      ['Butter', 'g', 0.035, 'RM'],
      ['Cheddar slices', 'piece', 0.9, 'RM'],
      ['Eggs', 'piece', 0.6, 'RM'],
      ['Cream', 'ml', 0.015, 'RM'],
    ],
  ],
  [
    'Meat & fish',
    [
      ['Beef patty 150g', 'piece', 6.5, 'RM'],
      ['Ribeye', 'g', 0.16, 'RM'],
      ['Chicken breast', 'g', 0.035, 'RM'],
      ['Salmon fillet', 'g', 0.11, 'RM'],
      ['Beef bacon', 'g', 0.09, 'RM'],
      ['Beef mince', 'g', 0.06, 'RM'],
    ],
  ],
  [
    'Produce',
    [
      ['Potatoes', 'kg', 3.2, 'RM'],
      ['Lettuce', 'g', 0.012, 'RM'],
      ['Tomatoes', 'g', 0.009, 'RM'],
      ['Onions', 'g', 0.005, 'RM'],
      ['Avocado', 'piece', 3.5, 'RM'],
      ['Lemons', 'piece', 0.8, 'RM'],
    ],
  ],
  [
    'Dry goods',
    [
      ['Flour', 'kg', 2.8, 'RM'],
      ['Sugar', 'g', 0.004, 'RM'],
      ['Mayonnaise', 'g', 0.012, 'RM'],
      ['Mustard', 'g', 0.02, 'RM'],
      ['Frying oil', 'l', 7.5, 'RM'],
      ['Pasta', 'g', 0.011, 'RM'],
      ['Dark chocolate', 'g', 0.07, 'RM'],
    ],
  ],
  [
    'Bakery & prepared',
    [
      ['Burger buns', 'piece', 1.1, 'RM'],
      ['Croissant dough', 'piece', 1.4, 'SR'],
      ['House burger sauce', 'ml', 0.02, 'SR'],
      ['Vanilla syrup', 'ml', 0.03, 'SR'],
      ['Bolognese sauce', 'g', 0.03, 'SR'],
    ],
  ],
];

/** Recipes by category: lines of [material, quantity, unit]. Products of other categories have none. */
const recipesByCategory: Record<string, [string, number, RecipeLine['unit']][]> = {
  'Espresso bar': [
    ['Espresso beans', 18, 'g'],
    ['Whole milk', 180, 'ml'],
  ],
  'Iced drinks': [
    ['Espresso beans', 18, 'g'],
    ['Whole milk', 150, 'ml'],
  ],
  Tea: [['Black tea leaves', 3, 'g']],
  'Hot chocolate': [
    ['Cocoa powder', 25, 'g'],
    ['Whole milk', 220, 'ml'],
    ['Sugar', 10, 'g'],
  ],
  Burgers: [
    ['Beef patty 150g', 1, 'piece'],
    ['Burger buns', 1, 'piece'],
    ['Cheddar slices', 1, 'piece'],
    ['Lettuce', 20, 'g'],
    ['Tomatoes', 30, 'g'],
    ['House burger sauce', 25, 'ml'],
  ],
  Steaks: [
    ['Ribeye', 300, 'g'],
    ['Butter', 15, 'g'],
  ],
  Sides: [
    ['Potatoes', 0.25, 'kg'],
    ['Frying oil', 0.02, 'l'],
  ],
  Pasta: [
    ['Pasta', 120, 'g'],
    ['Bolognese sauce', 150, 'g'],
  ],
  Croissants: [
    ['Croissant dough', 1, 'piece'],
    ['Butter', 5, 'g'],
  ],
  'Eggs & omelettes': [
    ['Eggs', 3, 'piece'],
    ['Butter', 10, 'g'],
  ],
};

export interface DemoMaterials {
  /** The recipe a product of a category gets, or none. */
  recipeFor: (category: string) => RecipeLine[];
}

async function demoPlaces(w: DemoWriter) {
  const db = resourceDb(w.trx);
  const locations = await db
    .selectFrom(resources.locations.table)
    .select(['id', 'kind'])
    .where('customer_id', '=', w.customerId)
    .orderBy('id')
    .execute();
  const taxGroups = await db
    .selectFrom(resources.taxGroups.table)
    .select(['id', 'reference'])
    .where('customer_id', '=', w.customerId)
    .execute();
  return {
    locations: locations.map((l) => ({ id: l.id, kind: String(l.kind) })),
    taxGroup: (reference: string | undefined) =>
      taxGroups.find((t) => t.reference === reference)?.id ?? null,
  };
}

/**
 * Material categories and materials (with packs, barcodes, where each is kept and how much of it at
 * every location, prepared materials with their recipes), and the recipes the demo products are made
 * with. Materials are added in order, so a prepared material's ingredients exist before it.
 */
export async function seedMaterials(w: DemoWriter): Promise<DemoMaterials> {
  const ids = new Map<string, string>();
  const places = await demoPlaces(w);
  const linesOf = (lines: [string, number, RecipeLine['unit']][]): RecipeLine[] =>
    lines.map(([material, quantity, unit]) => ({
      material_id: ids.get(material)!,
      quantity,
      unit,
    }));
  for (const [i, [category, materials]] of materialCategories.entries()) {
    const row = await w.add(resources.materialCategories, { name: category, sort_order: i + 1 });
    for (const [j, [name, unit, cost, type]] of materials.entries()) {
      const [par, minimum] = parOf[unit];
      const locations: MaterialLocation[] = places.locations
        .filter((l) => !(l.kind === 'cafe' && notAtCafe.has(category)))
        // The roastery keeps coffee and tea only (its green and roasted coffee: roastery.ts).
        .filter((l) => l.kind !== 'roastery' || category === 'Coffee & tea')
        .map((l) => ({
          location_id: l.id,
          par,
          minimum,
          storage_area: areaOfMaterial[name] ?? areaOfCategory[category] ?? 'Dry store',
        }));
      const packUnits: Partial<PackUnit>[] = (packs[name] ?? []).map(([pack, factor, barcode]) => ({
        name: pack,
        factor,
        ...(barcode ? { barcode } : {}),
      }));
      const prepared = preparedRecipes[name];
      const material = await w.add(resources.materials, {
        name,
        sku: `MAT-${i + 1}${String(j + 1).padStart(2, '0')}`,
        type,
        category_id: row.id,
        unit,
        cost,
        tax_group_id: places.taxGroup(taxGroupOfCategory[category]),
        pack_units: packUnits,
        barcodes: name === 'Avocado' ? ['4011'] : [],
        locations,
        is_prepared: type === 'SR',
        recipe: prepared ? linesOf(prepared.lines) : [],
        yield_quantity: prepared?.yield ?? 1,
      });
      ids.set(name, material.id);
    }
  }
  return {
    recipeFor: (category) => linesOf(recipesByCategory[category] ?? []),
  };
}

/** Modifier items and add-ons that use stock of their own: [resource, name, recipe lines]. */
const extraRecipes: [
  'modifierItems' | 'products',
  string,
  [string, number, RecipeLine['unit']][],
][] = [
  ['modifierItems', 'Oat milk', [['Oat milk', 180, 'ml']]],
  ['products', 'Extra cheese', [['Cheddar slices', 1, 'piece']]],
  ['products', 'Oat milk swap', [['Oat milk', 180, 'ml']]],
  ['products', 'Vanilla syrup shot', [['Vanilla syrup', 20, 'ml']]],
  ['products', 'Extra patty', [['Beef patty 150g', 1, 'piece']]],
  [
    'products',
    'Fried egg',
    [
      ['Eggs', 1, 'piece'],
      ['Butter', 5, 'g'],
    ],
  ],
];

/**
 * Gives a few modifier items and add-ons a recipe once the materials exist (they are seeded before
 * them): a new version of each row, logged like any change.
 */
export async function seedExtraRecipes(w: DemoWriter): Promise<void> {
  const db = resourceDb(w.trx);
  const materials = await db
    .selectFrom(resources.materials.table)
    .select(['id', 'name'])
    .where('customer_id', '=', w.customerId)
    .execute();
  const materialId = new Map(materials.map((m) => [String(m.name), m.id]));
  for (const [key, name, lines] of extraRecipes) {
    const def = resources[key];
    const rows = await db
      .selectFrom(def.table)
      .selectAll()
      .where('customer_id', '=', w.customerId)
      .where('name', '=', name)
      .execute();
    for (const stored of rows) {
      const current = toApiRow(def, stored);
      const recipe = lines.map(([material, quantity, unit]) => ({
        material_id: materialId.get(material)!,
        quantity,
        unit,
      }));
      const at = w.now();
      const row = { ...current, recipe, version: current.version + 1, updated_at: at };
      await replaceRow(w.trx, w.dialect, def, row, current.version);
    }
  }
}
