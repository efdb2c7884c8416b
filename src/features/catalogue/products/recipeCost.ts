import type { QuantityUnit, RecipeLine } from '@contract/resources/products';
import { convert, recipeCost, unitList } from '@contract/units';
import { roundMoney } from '@/lib/money';

/** A material as costing needs it: the unit it is costed in and the cost of one such unit. */
export interface CostedMaterial {
  unit: QuantityUnit;
  cost: number;
}

export type LineProblem = 'missing_material' | 'unit_mismatch';

export interface RecipeCostLine {
  /** The line's cost, or null when it cannot be costed (see `problem`). */
  cost: number | null;
  problem: LineProblem | null;
}

export interface RecipeCostSheet {
  lines: RecipeCostLine[];
  /** The product's cost from its recipe (`recipeCost` of the contract: the same sum the server makes). */
  total: number;
  /** Lines left out of the total. */
  skipped: number;
}

/** Each recipe line's cost and the total, saying which lines could not be costed and why. */
export function recipeCostSheet(
  recipe: readonly RecipeLine[],
  materials: ReadonlyMap<string, CostedMaterial>,
): RecipeCostSheet {
  const lines = recipe.map((line): RecipeCostLine => {
    const material = materials.get(line.material_id);
    if (!material) return { cost: null, problem: 'missing_material' };
    const amount = convert(line.quantity, line.unit, material.unit);
    if (amount === null) return { cost: null, problem: 'unit_mismatch' };
    // Four decimals, as the contract's total: enough for cents of fractions of a gram.
    return { cost: Math.round(amount * material.cost * 10_000) / 10_000, problem: null };
  });
  const { cost, skipped } = recipeCost(recipe, materials);
  return { lines, total: cost, skipped: skipped.length };
}

export interface ProductCost {
  cost: number;
  /** The cost comes from the recipe (the product has one); otherwise it is the manual cost. */
  fromRecipe: boolean;
}

/** What one unit of the product costs: from its recipe when it has one, else the cost typed in. */
export function productCost(
  recipe: readonly RecipeLine[],
  materials: ReadonlyMap<string, CostedMaterial>,
  manualCost: number,
): ProductCost {
  if (recipe.length === 0) return { cost: manualCost, fromRecipe: false };
  return { cost: recipeCost(recipe, materials).cost, fromRecipe: true };
}

export interface Margin {
  amount: number;
  /** Share of the price, in percent; null for a price of zero. */
  percent: number | null;
}

/** Price minus cost, as an amount (in the currency's decimals) and a share of the price. */
export function margin(price: number, cost: number, decimals: number): Margin {
  const amount = roundMoney(price - cost, decimals);
  return {
    amount,
    percent: price > 0 ? Math.round(((price - cost) / price) * 1000) / 10 : null,
  };
}

/** Units a recipe line may use for a material counted in `unit` (grams: g or kg, and so on). */
export function unitsFor(unit: QuantityUnit | null | undefined): QuantityUnit[] {
  if (!unit) return unitList.map((u) => u.unit);
  const base = unitList.find((u) => u.unit === unit)?.base;
  return unitList.filter((u) => u.base === base).map((u) => u.unit);
}
