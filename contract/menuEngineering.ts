import type { MenuClass } from './reports';

/**
 * Menu engineering (Kasavana and Smith), the one definition the product report draws its classes
 * with. Within each category, a product's popularity is its share of the items sold; it is high at
 * or above 70% of the category's average share (0.7 x 100 / number of products). Its margin (price
 * minus recipe cost) is high at or above the category's average margin weighted by quantity sold.
 */

export interface MenuProduct {
  category_id: string | null;
  /** Quantity sold in the period (refunds taken back out). */
  quantity: number;
  /** Contribution margin of one unit; null when the product has no recipe cost. */
  margin: number | null;
}

export interface MenuPlace {
  /** Share of the items sold in its category, percent with two decimals; null when none sold. */
  popularity: number | null;
  /** Null without a margin, or in a category where nothing with a margin sold. */
  menu_class: MenuClass | null;
}

/** The lines a category's products were classified against: the quadrant chart's axes. */
export interface MenuThreshold {
  category_id: string | null;
  /** Percent: 70% of the category's average share. */
  popularity: number;
  /** The category's average margin weighted by quantity sold. */
  margin: number;
}

/** The popularity factor of Kasavana and Smith: 70% of an even share is still popular. */
export const POPULARITY_FACTOR = 0.7;

/** Floating sums of margins x quantities may land a hair under an exact tie: a tie is high. */
const EPSILON = 1e-9;

const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

/** The class of a product from whether its popularity and its margin are high. */
export function menuClassOf(popular: boolean, profitable: boolean): MenuClass {
  if (popular) return profitable ? 'star' : 'plowhorse';
  return profitable ? 'puzzle' : 'dog';
}

/**
 * Classifies products per category. Returns each product's place in the order given, and the
 * thresholds of each category where at least one product with a margin sold. Products without a
 * margin count towards their category's items sold and number of products (they are on the menu),
 * but not towards its average margin, and get no class.
 */
export function engineerMenu(products: readonly MenuProduct[]): {
  places: MenuPlace[];
  thresholds: MenuThreshold[];
} {
  const categories = new Map<
    string | null,
    { count: number; quantity: number; costedQuantity: number; marginSum: number }
  >();
  for (const p of products) {
    const c = categories.get(p.category_id) ?? {
      count: 0,
      quantity: 0,
      costedQuantity: 0,
      marginSum: 0,
    };
    const quantity = Math.max(0, p.quantity);
    c.count += 1;
    c.quantity += quantity;
    if (p.margin !== null) {
      c.costedQuantity += quantity;
      c.marginSum += p.margin * quantity;
    }
    categories.set(p.category_id, c);
  }

  const places = products.map((p): MenuPlace => {
    const c = categories.get(p.category_id)!;
    if (c.quantity === 0) return { popularity: null, menu_class: null };
    const share = (Math.max(0, p.quantity) / c.quantity) * 100;
    const popularity = round(share, 2);
    if (p.margin === null || c.costedQuantity === 0) return { popularity, menu_class: null };
    const popular = share >= (POPULARITY_FACTOR * 100) / c.count - EPSILON;
    const profitable = p.margin >= c.marginSum / c.costedQuantity - EPSILON;
    return { popularity, menu_class: menuClassOf(popular, profitable) };
  });

  const thresholds = [...categories]
    .filter(([, c]) => c.quantity > 0 && c.costedQuantity > 0)
    .map(([category_id, c]) => ({
      category_id,
      popularity: round((POPULARITY_FACTOR * 100) / c.count, 2),
      margin: round(c.marginSum / c.costedQuantity, 4),
    }));
  return { places, thresholds };
}
