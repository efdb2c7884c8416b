import type { QuantityUnit, RecipeLine } from './resources/products';
import { convert, recipeCost } from './units';

/** A material as the roll-up needs it: prepared ones (SRs) are costed from their own recipe. */
export interface RollupMaterial {
  id: string;
  /** An SR is prepared whatever its flag says (legacy rows). */
  type?: string;
  unit: QuantityUnit;
  /** Standard cost of one base unit: used for raw materials and for SRs without a usable recipe. */
  cost: number;
  is_prepared: boolean;
  recipe: readonly RecipeLine[];
  yield_quantity: number;
}

export interface UnitCost {
  unit: QuantityUnit;
  cost: number;
}

/** Made in house from its own recipe: flagged so, or an SR. */
export const isPrepared = (m: { is_prepared: boolean; type?: string }) =>
  m.is_prepared || m.type === 'SR';

/**
 * Cost of one base unit of every material, rolled up through sub-recipes: an SR costs its batch
 * (its lines at their own rolled-up costs) divided by its yield. The one definition every screen,
 * export and server reply uses. A recipe that reaches itself (which writes refuse) falls back to the
 * standard cost rather than looping.
 */
export function rolledUpCosts(materials: Iterable<RollupMaterial>): Map<string, UnitCost> {
  const byId = new Map([...materials].map((m) => [m.id, m]));
  const done = new Map<string, UnitCost>();
  const visiting = new Set<string>();
  const costOf = (id: string): UnitCost | undefined => {
    const cached = done.get(id);
    if (cached) return cached;
    const m = byId.get(id);
    if (!m) return undefined;
    if (!isPrepared(m) || m.recipe.length === 0 || visiting.has(id))
      return { unit: m.unit, cost: m.cost };
    visiting.add(id);
    const inner = new Map<string, UnitCost>();
    for (const line of m.recipe) {
      const c = costOf(line.material_id);
      if (c) inner.set(line.material_id, c);
    }
    visiting.delete(id);
    const batch = recipeCost(m.recipe, inner).cost;
    // Not rounded: a gram of a sub-recipe can cost less than the smallest rounded step.
    const result = { unit: m.unit, cost: batch / m.yield_quantity };
    done.set(id, result);
    return result;
  };
  for (const id of byId.keys()) {
    const c = costOf(id);
    if (c) done.set(id, c);
  }
  return done;
}

export interface CostedLine {
  /** The line's cost, or null when its material is missing or the units do not convert. */
  cost: number | null;
  problem: 'missing_material' | 'unit_mismatch' | null;
}

/** Each line's cost and the recipe's total (one batch), at rolled-up unit costs. */
export function costRecipe(
  lines: readonly RecipeLine[],
  costs: ReadonlyMap<string, UnitCost>,
): { lines: CostedLine[]; total: number; skipped: number } {
  const costed = lines.map((line): CostedLine => {
    const m = costs.get(line.material_id);
    if (!m) return { cost: null, problem: 'missing_material' };
    const amount = convert(line.quantity, line.unit, m.unit);
    if (amount === null) return { cost: null, problem: 'unit_mismatch' };
    return { cost: Math.round(amount * m.cost * 10_000) / 10_000, problem: null };
  });
  const { cost, skipped } = recipeCost(lines, costs);
  return { lines: costed, total: cost, skipped: skipped.length };
}

/**
 * Whether putting `materialId` into the recipe of `ownerId` would make that recipe contain itself:
 * the material is the owner, or the owner is somewhere in the material's own sub-recipes.
 */
export function makesCycle(
  ownerId: string,
  materialId: string,
  recipes: ReadonlyMap<string, readonly { material_id: string }[]>,
): boolean {
  const seen = new Set<string>();
  const stack = [materialId];
  while (stack.length) {
    const id = stack.pop()!;
    if (id === ownerId) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const line of recipes.get(id) ?? []) stack.push(line.material_id);
  }
  return false;
}

/**
 * What one unit of a recipe takes of each material that is bought, in the material's base unit: the
 * same roll-up as `rolledUpCosts`, in quantities instead of money. A prepared material goes through
 * its own recipe divided by its yield, down to what a supplier sells; one without usable lines, or
 * one that reaches itself, counts as bought (as its cost falls back to its standard cost). Lines whose
 * material is missing or whose units do not convert are left out, as `recipeCost` leaves them out.
 * So for any recipe, Σ bought use × cost of what is bought = its rolled-up cost (one definition).
 */
export function boughtUse(
  materials: Iterable<RollupMaterial>,
): (recipe: readonly RecipeLine[]) => Map<string, number> {
  const byId = new Map([...materials].map((m) => [m.id, m]));
  const perUnit = new Map<string, ReadonlyMap<string, number>>();
  const visiting = new Set<string>();
  const explode = (recipe: readonly RecipeLine[], times: number, into: Map<string, number>) => {
    for (const line of recipe) {
      const m = byId.get(line.material_id);
      const amount = m ? convert(line.quantity, line.unit, m.unit) : null;
      if (!m || amount === null) continue;
      const inner = madeOf(m);
      if (!inner) into.set(m.id, (into.get(m.id) ?? 0) + amount * times);
      else for (const [id, q] of inner) into.set(id, (into.get(id) ?? 0) + q * amount * times);
    }
    return into;
  };
  /** Per base unit of a prepared material, what it is made of; undefined when it counts as bought. */
  const madeOf = (m: RollupMaterial): ReadonlyMap<string, number> | undefined => {
    if (!isPrepared(m) || m.recipe.length === 0 || visiting.has(m.id)) return undefined;
    const cached = perUnit.get(m.id);
    if (cached) return cached;
    visiting.add(m.id);
    const made = explode(m.recipe, 1 / m.yield_quantity, new Map());
    visiting.delete(m.id);
    perUnit.set(m.id, made);
    return made;
  };
  return (recipe) => explode(recipe, 1, new Map());
}
