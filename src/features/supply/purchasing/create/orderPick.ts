import type { OrderLineBasis } from '@contract/forecast';
import type { SuggestionLine } from '@contract/purchasing';

/** A suggestion an order line can take its packs from. */
export type SuggestionBasis = NonNullable<OrderLineBasis>;

/**
 * What the manager chose on the create-order screen: one suggestion for every line, and per line
 * either another suggestion or packs typed by hand. A line's own choice wins over `all` because it
 * is made after it; choosing for all again starts over, as the words "for all lines" promise.
 */
export interface OrderPick {
  all: SuggestionBasis;
  lines: Readonly<Record<string, { basis: SuggestionBasis } | { packs: number }>>;
}

/** Every line from one suggestion (the screen opens on par, as before forecasts existed). */
export const pickAll = (basis: SuggestionBasis): OrderPick => ({ all: basis, lines: {} });

/** One line from a suggestion; packs typed on it before are dropped. */
export const pickLine = (pick: OrderPick, id: string, basis: SuggestionBasis): OrderPick => ({
  ...pick,
  lines: { ...pick.lines, [id]: { basis } },
});

/** Packs typed by hand: the line no longer follows any suggestion. */
export const typePacks = (pick: OrderPick, id: string, packs: number): OrderPick => ({
  ...pick,
  lines: { ...pick.lines, [id]: { packs } },
});

/**
 * A line's packs and the suggestion they came from. A line without a forecast (no history of its
 * material) stays on par under "forecast for all", and says so: the order remembers par.
 */
export function lineChoice(
  pick: OrderPick,
  line: Pick<SuggestionLine, 'supplier_material_id' | 'packs' | 'forecast'>,
): { packs: number; basis: OrderLineBasis } {
  const own = pick.lines[line.supplier_material_id];
  if (own && 'packs' in own) return { packs: own.packs, basis: null };
  const basis = own?.basis ?? pick.all;
  if (basis === 'forecast' && line.forecast) {
    return { packs: line.forecast.packs, basis: 'forecast' };
  }
  return { packs: line.packs, basis: 'par' };
}
