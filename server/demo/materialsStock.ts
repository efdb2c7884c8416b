import type { RecipeLine } from '@contract/resources/products';

type MaterialUnit = 'piece' | 'g' | 'kg' | 'ml' | 'l';

/**
 * The demo materials' stock keeping: packs and barcodes, where each is kept, how much of it, the
 * recipes of the prepared ones and the tax paid when buying them (issue 9).
 */

/**
 * How the materials are bought and counted: [name, factor in base units, barcode]. The base unit is
 * always there too; the barcode is the pack's, as printed on the case or bottle.
 */
export const packs: Record<string, [string, number, string?][]> = {
  'Espresso beans': [['bag 1 kg', 1000, '6291041500213']],
  'Filter coffee beans': [['bag 1 kg', 1000]],
  'Black tea leaves': [['box 500 g', 500]],
  'Matcha powder': [['tin 100 g', 100]],
  'Cocoa powder': [['tin 1 kg', 1000]],
  'Whole milk': [
    ['bottle 1 l', 1000, '6291003013157'],
    ['case 12 x 1 l', 12000, '16291003013154'],
  ],
  'Oat milk': [
    ['carton 1 l', 1000, '7394376616037'],
    ['case 6 x 1 l', 6000],
  ],
  Butter: [
    ['block 250 g', 250],
    ['case 40 x 250 g', 10000],
  ],
  'Cheddar slices': [['pack 84', 84]],
  Eggs: [['tray 30', 30]],
  Cream: [['carton 1 l', 1000]],
  'Beef patty 150g': [['box 40', 40]],
  'Beef mince': [['bag 5 kg', 5000]],
  'Chicken breast': [['bag 2 kg', 2000]],
  Potatoes: [['sack 10 kg', 10]],
  Tomatoes: [['case 5 kg', 5000]],
  Lemons: [['case 50', 50]],
  Flour: [['bag 25 kg', 25]],
  Sugar: [['bag 1 kg', 1000, '5010029000023']],
  Mayonnaise: [['tub 5 kg', 5000]],
  'Frying oil': [['jerrycan 20 l', 20]],
  Pasta: [['pack 500 g', 500]],
  'Dark chocolate': [['bag 2.5 kg', 2500]],
  'Burger buns': [['bag 6', 6, '5000169108049']],
};

/** Where a category is kept, with exceptions by material. */
export const areaOfCategory: Record<string, string> = {
  'Coffee & tea': 'Bar',
  'Dairy & eggs': 'Walk-in fridge',
  'Meat & fish': 'Walk-in fridge',
  Produce: 'Walk-in fridge',
  'Dry goods': 'Dry store',
  'Bakery & prepared': 'Walk-in fridge',
};
export const areaOfMaterial: Record<string, string> = {
  'Beef patty 150g': 'Freezer',
  'Croissant dough': 'Freezer',
  'Vanilla syrup': 'Bar',
  'Oat milk': 'Bar',
  Potatoes: 'Dry store',
  Onions: 'Dry store',
  'Burger buns': 'Dry store',
};
/** What a café does not stock: it serves coffee, cakes and sandwiches, not steaks. */
export const notAtCafe = new Set(['Meat & fish']);

/** Par and minimum by base unit: about a week's use and two days' of a busy kitchen. */
export const parOf: Record<MaterialUnit, [number, number]> = {
  piece: [60, 20],
  g: [5000, 1500],
  kg: [25, 8],
  ml: [12000, 4000],
  l: [20, 6],
};

/** Prepared materials (SR): what one batch uses, and how much it yields in the base unit. */
export const preparedRecipes: Record<
  string,
  { yield: number; lines: [string, number, RecipeLine['unit']][] }
> = {
  'House burger sauce': {
    yield: 1000,
    lines: [
      ['Mayonnaise', 700, 'g'],
      ['Mustard', 60, 'g'],
      ['Onions', 80, 'g'],
      ['Lemons', 1, 'piece'],
      ['Sugar', 20, 'g'],
    ],
  },
  'Vanilla syrup': { yield: 1200, lines: [['Sugar', 1000, 'g']] },
  'Bolognese sauce': {
    yield: 3000,
    lines: [
      ['Beef mince', 1500, 'g'],
      ['Tomatoes', 1200, 'g'],
      ['Onions', 300, 'g'],
      ['Frying oil', 0.05, 'l'],
    ],
  },
  'Croissant dough': {
    yield: 24,
    lines: [
      ['Flour', 1.2, 'kg'],
      ['Butter', 600, 'g'],
      ['Sugar', 120, 'g'],
      ['Whole milk', 400, 'ml'],
      ['Eggs', 2, 'piece'],
    ],
  },
};

/** Taxes paid on purchases: dairy at the standard rate, produce zero rated. */
export const taxGroupOfCategory: Record<string, string> = {
  'Dairy & eggs': 'TG-AE',
  'Coffee & tea': 'TG-AE',
  Produce: 'TG-ZERO',
};
