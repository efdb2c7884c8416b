import { roundMoney } from '@/lib/money';

/** A choice group of a deal, as the contract holds it. */
export interface DealGroup {
  name: string;
  min: number;
  max: number;
  product_ids: readonly string[];
}

export type DealKind = 'fixed_price' | 'discount_percent' | 'discount_amount';

export interface DealInput {
  kind: DealKind;
  price: number;
  discount_value: number;
  groups: readonly DealGroup[];
}

/** A low and a high amount: what the customer pays or saves depends on what they pick. */
export interface Range {
  low: number;
  high: number;
}

export type DealPreviewProblem =
  'no_groups' | 'empty_group' | 'nothing_to_pick' | 'unpriced_products' | 'costs_more';

export interface DealPreview {
  /** What the customer picks in each group: `count` of `name` (or up to `max` when optional). */
  picks: { name: string; count: number; max: number; optional: boolean }[];
  /** The picks bought one by one: cheapest to dearest choices. */
  alaCarte: Range;
  /** What the deal costs for those picks. */
  dealPrice: Range;
  /** À la carte minus the deal price. */
  saving: Range;
  problems: DealPreviewProblem[];
}

const range = (low: number, high: number, decimals: number): Range => ({
  low: roundMoney(low, decimals),
  high: roundMoney(high, decimals),
});

/**
 * What a deal means for a customer, from the products' prices: each group's required picks (its
 * minimum; a group with no minimum is an optional extra and adds nothing to the base), bought one by
 * one from the cheapest to the dearest choice, against the deal's price. `priceOf` gives a product's
 * price where the deal is sold, or null for a product not known here.
 */
export function dealPreview(
  deal: DealInput,
  priceOf: (productId: string) => number | null,
  decimals = 2,
): DealPreview {
  const problems = new Set<DealPreviewProblem>();
  if (deal.groups.length === 0) problems.add('no_groups');
  let low = 0;
  let high = 0;
  const picks = deal.groups.map((g) => {
    const prices = g.product_ids.map(priceOf).filter((p): p is number => p !== null);
    if (g.product_ids.length === 0) problems.add('empty_group');
    else if (prices.length < g.product_ids.length) problems.add('unpriced_products');
    const count = Math.max(0, g.min);
    if (prices.length > 0 && count > 0) {
      low += count * Math.min(...prices);
      high += count * Math.max(...prices);
    }
    return { name: g.name, count, max: g.max, optional: count === 0 };
  });
  if (deal.groups.length > 0 && picks.every((p) => p.optional)) problems.add('nothing_to_pick');
  const alaCarte = range(low, high, decimals);
  const priceFor = (amount: number) => {
    switch (deal.kind) {
      case 'fixed_price':
        return deal.price;
      case 'discount_percent':
        return amount * (1 - Math.min(100, Math.max(0, deal.discount_value)) / 100);
      case 'discount_amount':
        return Math.max(0, amount - deal.discount_value);
    }
  };
  const dealPrice = range(priceFor(alaCarte.low), priceFor(alaCarte.high), decimals);
  const saving = range(alaCarte.low - dealPrice.low, alaCarte.high - dealPrice.high, decimals);
  if (alaCarte.high > 0 && Math.min(saving.low, saving.high) < 0) problems.add('costs_more');
  return { picks, alaCarte, dealPrice, saving, problems: [...problems] };
}

/** A product's price at a location: its price there when it has one, else its own. */
export function priceAt(product: Record<string, unknown>, locationId: string | null): number {
  const own = typeof product.price === 'number' ? product.price : 0;
  if (!locationId || !Array.isArray(product.location_prices)) return own;
  const entry = (product.location_prices as { location_id?: unknown; price?: unknown }[]).find(
    (p) => p.location_id === locationId,
  );
  return typeof entry?.price === 'number' ? entry.price : own;
}
