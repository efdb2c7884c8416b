import type { QuantityUnit, RecipeLine } from '@contract/resources/products';
import { recipeCost } from '@contract/units';
import { roundMoney } from '@/lib/money';

/** A material as costing needs it: the unit it is costed in and the cost of one such unit. */
export interface CostedMaterial {
  unit: QuantityUnit;
  cost: number;
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
