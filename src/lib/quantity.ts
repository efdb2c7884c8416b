import { numberFormat } from './formats';

/**
 * Stock quantities: the one way the app writes them. The server keeps thousandths of a base unit,
 * so three decimals are all a quantity can have.
 */
export const QUANTITY_DECIMALS = 3;

/** A quantity rounded to what the ledger stores (thousandths). */
export function roundQuantity(quantity: number): number {
  return Math.round(quantity * 1000) / 1000 || 0;
}

/** A quantity in the screen's language, up to three decimals and none when whole. */
export function formatQuantity(lang: string, quantity: number): string {
  return numberFormat(lang, { maximumFractionDigits: QUANTITY_DECIMALS }).format(
    roundQuantity(quantity),
  );
}

/** A pack of a material: how many base units it holds. */
export interface PackLike {
  name: string;
  factor: number;
}

/** A quantity as whole packs and what is left in the base unit: 2 cases + 3,000 ml. */
export interface PacksAndRest {
  pack: PackLike;
  packs: number;
  rest: number;
}

/**
 * A quantity in the largest pack that fits in it, and the rest in the base unit; null when no pack
 * is given or none fits (less than one of the smallest pack is just the base quantity). A negative
 * quantity keeps its sign on both parts.
 */
export function packsAndRest(quantity: number, packs: readonly PackLike[]): PacksAndRest | null {
  const size = Math.abs(roundQuantity(quantity));
  const fitting = packs
    .filter((p) => p.factor > 1 && p.factor <= size)
    .sort((a, b) => b.factor - a.factor);
  const pack = fitting[0];
  if (!pack) return null;
  const whole = Math.floor(roundQuantity(size / pack.factor));
  const sign = quantity < 0 ? -1 : 1;
  return {
    pack,
    packs: sign * whole,
    rest: sign * roundQuantity(size - whole * pack.factor),
  };
}
