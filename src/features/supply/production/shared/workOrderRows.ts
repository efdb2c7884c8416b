import { isPrepared } from '@contract/recipeRollup';
import type { QuantityUnit, RecipeLine } from '@contract/resources/products';
import { convert } from '@contract/units';
import type { WorkOrderCreateBody, WorkOrderInput, WorkOrderRow } from '@contract/workOrders';
import type { LocalRow } from '@/data/db';

/** Work orders are kept in the browser in the server's row shape. */
export type LocalWorkOrder = WorkOrderRow & LocalRow;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** What a browser knows of a material to plan a batch of it (from the local store). */
export interface RecipeSource {
  id: string;
  unit: QuantityUnit;
  recipe: RecipeLine[];
  yield_quantity: number;
}

export function recipeSource(row: LocalRow): RecipeSource {
  return {
    id: row.id,
    unit: (row.unit as QuantityUnit | undefined) ?? 'g',
    recipe: Array.isArray(row.recipe) ? (row.recipe as RecipeLine[]) : [],
    yield_quantity: typeof row.yield_quantity === 'number' ? row.yield_quantity : 1,
  };
}

/** A prepared material (an SR, or an FG) with a recipe: what the server accepts as a batch's output. */
export function isProducible(row: LocalRow): boolean {
  const type = String(row.type ?? '');
  return (
    !row.deleted_at &&
    row.is_active !== false &&
    (isPrepared({ is_prepared: row.is_prepared === true, type }) || type === 'FG') &&
    Array.isArray(row.recipe) &&
    row.recipe.length > 0
  );
}

/**
 * What `quantity` of the output takes of each input, in the input's base unit: line × quantity /
 * yield, as the server plans it (server/inventory/stock/preparations.ts `recipeInputs`), so the
 * order shows its inputs at once, offline too. A line whose unit does not convert is left out there
 * as here.
 */
export function plannedInputs(
  output: RecipeSource,
  units: ReadonlyMap<string, QuantityUnit>,
  quantity: number,
): WorkOrderInput[] {
  const used = new Map<string, number>();
  for (const line of output.recipe) {
    const unit = units.get(line.material_id);
    const amount = unit ? convert(line.quantity, line.unit, unit) : null;
    if (amount === null) continue;
    used.set(
      line.material_id,
      (used.get(line.material_id) ?? 0) + (amount * quantity) / output.yield_quantity,
    );
  }
  return [...used].map(([material_id, planned]) => ({
    material_id,
    planned: round3(planned),
    actual: null,
  }));
}

/** A roast's weight loss: (what went in − what came out) / what went in × 100, in the output's unit. */
export function weightLoss(
  inputs: ReadonlyArray<{ material_id: string; amount: number }>,
  units: ReadonlyMap<string, QuantityUnit>,
  outputUnit: QuantityUnit,
  made: number,
): number | null {
  let weighed = 0;
  for (const input of inputs) {
    const unit = units.get(input.material_id);
    const amount = unit ? convert(input.amount, unit, outputUnit) : null;
    if (amount !== null) weighed += amount;
  }
  return weighed > 0 ? round3(((weighed - made) / weighed) * 100) : null;
}

/** Weight loss a roast usually has (SPEC: 12–20 %); outside it the roast is flagged. */
export const USUAL_LOSS = { min: 12, max: 20 } as const;
export const unusualLoss = (percent: number | null) =>
  percent !== null && (percent < USUAL_LOSS.min || percent > USUAL_LOSS.max);

export function newWorkOrderRow(
  body: WorkOrderCreateBody,
  inputs: WorkOrderInput[],
  who: { customerId: string; userId: string },
  stamp: string,
): LocalWorkOrder {
  return {
    id: body.id,
    customer_id: who.customerId,
    location_id: body.location_id,
    number: '',
    kind: body.kind,
    status: 'planned',
    material_id: body.material_id,
    planned_quantity: round3(body.planned_quantity),
    planned_for: body.planned_for,
    actual_quantity: null,
    inputs,
    use_by: body.use_by,
    batch_code: body.batch_code,
    note: body.note,
    created_by: who.userId,
    confirmed_at: null,
    confirmed_by: null,
    weight_loss_percent: null,
    version: 1,
    created_at: stamp,
    updated_at: stamp,
    deleted_at: null,
  };
}

export function confirmedRow(
  row: LocalWorkOrder,
  made: number,
  inputs: WorkOrderInput[],
  lossPercent: number | null,
  userId: string,
  stamp: string,
): LocalWorkOrder {
  return {
    ...row,
    status: 'confirmed',
    actual_quantity: round3(made),
    inputs,
    confirmed_at: stamp,
    confirmed_by: userId,
    weight_loss_percent: row.kind === 'roast' ? lossPercent : null,
    updated_at: stamp,
  };
}

export function cancelledRow(row: LocalWorkOrder, stamp: string): LocalWorkOrder {
  return { ...row, status: 'cancelled', updated_at: stamp };
}
