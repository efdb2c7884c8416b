import type { RecipeLine } from '@contract/resources/products';
import type { LocalRow } from '@/data/db';
import { isProducible, type LocalWorkOrder } from '../shared/workOrderRows';

const stockedAt = (m: LocalRow, locationId: string) =>
  Array.isArray(m.locations) &&
  (m.locations as Array<{ location_id: string }>).some((l) => l.location_id === locationId);

/**
 * What a location roasts: the prepared materials with a recipe kept there, and whatever it has
 * roasted before. What it roasts them from (the green coffee) are those recipes' inputs.
 */
export function roastMaterials(
  materials: readonly LocalRow[],
  orders: readonly LocalWorkOrder[],
  locationId: string,
): { outputs: string[]; greens: string[] } {
  const roasted = new Set(
    orders
      .filter((o) => o.kind === 'roast' && o.location_id === locationId)
      .map((o) => o.material_id),
  );
  const outputs = materials.filter(
    (m) => isProducible(m) && (roasted.has(m.id) || stockedAt(m, locationId)),
  );
  const greens = new Set<string>();
  for (const m of outputs) {
    for (const line of m.recipe as RecipeLine[]) greens.add(line.material_id);
  }
  return { outputs: outputs.map((m) => m.id), greens: [...greens] };
}

/** A location's roasts made on one business day (what is still to roast: `productionDay`). */
export interface RoastDay {
  /** Confirmed on the business day. */
  done: LocalWorkOrder[];
  /** Confirmed before it, newest first (the last few, to compare the losses). */
  earlier: LocalWorkOrder[];
  /** Roasted weight made today, in the outputs' base unit. */
  madeToday: number;
  /** Average weight loss of today's roasts, or null. */
  averageLoss: number | null;
}

/** A location's roasts for one business day; `dayOf` maps an instant to its business date. */
export function roastDay(
  orders: readonly LocalWorkOrder[],
  locationId: string,
  today: string,
  dayOf: (iso: string) => string,
  earlierCount = 8,
): RoastDay {
  const roasts = orders.filter((o) => o.kind === 'roast' && o.location_id === locationId);
  const confirmed = roasts
    .filter((o) => o.status === 'confirmed' && o.confirmed_at)
    .sort((a, b) => b.confirmed_at!.localeCompare(a.confirmed_at!));
  const done = confirmed.filter((o) => dayOf(o.confirmed_at!) === today);
  const losses = done.map((o) => o.weight_loss_percent).filter((v): v is number => v !== null);
  return {
    done,
    earlier: confirmed.filter((o) => dayOf(o.confirmed_at!) < today).slice(0, earlierCount),
    madeToday: Math.round(done.reduce((sum, o) => sum + (o.actual_quantity ?? 0), 0) * 1000) / 1000,
    averageLoss: losses.length
      ? Math.round((losses.reduce((a, b) => a + b, 0) / losses.length) * 10) / 10
      : null,
  };
}
