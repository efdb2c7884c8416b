import type { QuantityUnit } from './resources/products';

/** The unit a material is counted and costed in: its base unit. Every stock quantity is in it. */
export const materialUnits = ['piece', 'g', 'kg', 'ml', 'l'] as const;
export type MaterialUnit = (typeof materialUnits)[number];

/** Base dimension and factor of each unit: grams, millilitres or pieces. */
const units: Record<QuantityUnit, { base: 'g' | 'ml' | 'piece'; factor: number }> = {
  piece: { base: 'piece', factor: 1 },
  portion: { base: 'piece', factor: 1 },
  g: { base: 'g', factor: 1 },
  kg: { base: 'g', factor: 1000 },
  ml: { base: 'ml', factor: 1 },
  l: { base: 'ml', factor: 1000 },
};

export const unitList = Object.entries(units).map(([unit, { base, factor }]) => ({
  unit: unit as QuantityUnit,
  base,
  factor,
}));

/** Converts a quantity between units of one dimension, or null when they do not convert (kg → ml). */
export function convert(quantity: number, from: QuantityUnit, to: QuantityUnit): number | null {
  const a = units[from];
  const b = units[to];
  if (a.base !== b.base) return null;
  return (quantity * a.factor) / b.factor;
}

/**
 * Cost of one product unit from its recipe: each line's quantity in the material's unit times the
 * material's cost per unit. Lines whose material is missing or whose units do not convert are left out
 * and reported, so a screen can say why a cost looks low.
 */
export function recipeCost(
  lines: readonly { material_id: string; quantity: number; unit: QuantityUnit }[],
  materials: ReadonlyMap<string, { unit: QuantityUnit; cost: number }>,
): { cost: number; skipped: string[] } {
  let cost = 0;
  const skipped: string[] = [];
  for (const line of lines) {
    const material = materials.get(line.material_id);
    const amount = material ? convert(line.quantity, line.unit, material.unit) : null;
    if (!material || amount === null) {
      skipped.push(line.material_id);
      continue;
    }
    cost += amount * material.cost;
  }
  return { cost: Math.round(cost * 10_000) / 10_000, skipped };
}
