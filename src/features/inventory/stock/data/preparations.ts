import { useMemo } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { isPrepared } from '@contract/recipeRollup';
import { stockCalls, type PreparationBody } from '@contract/stock';
import type { QuantityUnit, RecipeLine } from '@contract/resources/products';
import { queuedCall } from '@/data/calls';
import type { LocalRow, OutboxEntry } from '@/data/db';
import { useOutbox, useRows } from '@/data/live';
import type { LocalRuntime } from '@/data/local';
import { preparationPath } from '@/data/queuedStock';
import { useLocal } from '@/data/react';

// Where a preparation is posted lives with the other stock postings (src/data/queuedStock.ts).
export { preparationPath };

/** What the preparation list shows per prepared material at one location. */
export interface PrepRow {
  id: string;
  name: string;
  unit: QuantityUnit;
  par: number;
  /** Null when the server's stock has not been read (or the user may not see it). */
  onHand: number | null;
  /** Prepared on this device and still waiting to be sent. */
  queued: number;
  /** max(0, par − on hand − queued); null while on hand is unknown. */
  toPrepare: number | null;
  recipe: RecipeLine[];
  yieldQuantity: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The prepared materials of a location with their par, stock and what is still to prepare. */
export function prepRows(
  materials: readonly LocalRow[],
  locationId: string,
  onHand: ReadonlyMap<string, number> | null,
  queued: ReadonlyMap<string, number>,
  nameOf: (row: LocalRow) => string,
): PrepRow[] {
  return materials
    .filter(
      (m) =>
        isPrepared({ is_prepared: m.is_prepared === true, type: String(m.type) }) &&
        m.is_active !== false &&
        !m.deleted_at,
    )
    .map((m) => {
      const at = (Array.isArray(m.locations) ? m.locations : []) as {
        location_id: string;
        par: number;
      }[];
      const par = at.find((l) => l.location_id === locationId)?.par ?? 0;
      const stock = onHand ? (onHand.get(m.id) ?? 0) : null;
      const waiting = queued.get(m.id) ?? 0;
      return {
        id: m.id,
        name: nameOf(m),
        unit: (m.unit as QuantityUnit | undefined) ?? 'g',
        par,
        onHand: stock,
        queued: waiting,
        toPrepare: stock === null ? null : round(Math.max(0, par - stock - waiting)),
        recipe: Array.isArray(m.recipe) ? (m.recipe as RecipeLine[]) : [],
        yieldQuantity: typeof m.yield_quantity === 'number' ? m.yield_quantity : 1,
      };
    })
    .sort((a, b) => (b.toPrepare ?? 0) - (a.toPrepare ?? 0) || a.name.localeCompare(b.name));
}

/** A recipe scaled to a quantity of its prepared material: each line x quantity / yield. */
export function scaledRecipe(row: Pick<PrepRow, 'recipe' | 'yieldQuantity'>, quantity: number) {
  return row.recipe.map((l) => ({
    ...l,
    quantity: round((l.quantity * quantity) / row.yieldQuantity),
  }));
}

/** Quantities prepared on this device that wait in the outbox, per material. */
export function queuedPreparations(outbox: readonly OutboxEntry[], locationId: string) {
  const path = preparationPath(locationId);
  const map = new Map<string, number>();
  for (const e of outbox) {
    if (e.path !== path || e.status === 'failed') continue;
    const body = e.body as Partial<PreparationBody> | undefined;
    if (body?.material_id && typeof body.quantity === 'number')
      map.set(body.material_id, (map.get(body.material_id) ?? 0) + body.quantity);
  }
  return map;
}

/**
 * Queues a preparation in the outbox under a client-made id (the body's id, also the idempotency
 * key), so it is recorded offline and a resend never prepares twice. It changes no local row: the
 * stock comes from the server's next read.
 */
export async function queuePreparation(
  local: Pick<LocalRuntime, 'db' | 'userId'>,
  locationId: string,
  materialId: string,
  quantity: number,
  note?: string,
): Promise<string> {
  const id = uuidv7();
  const body: PreparationBody = {
    id,
    material_id: materialId,
    quantity,
    ...(note ? { note } : {}),
  };
  await local.db.outbox.add({
    id: uuidv7(),
    userId: local.userId,
    ...queuedCall(stockCalls.receive, { query: { is_prepared: '1', loc: locationId }, body }),
    // The row id is the preparation's own: no local material row is touched by the reply.
    rowId: id,
    op: 'call',
    idempotencyKey: id,
    before: null,
    status: 'pending',
    attempts: 0,
    createdAt: new Date().toISOString(),
    lastAttemptAt: null,
  });
  return id;
}

/**
 * The preparation list's local data: every material (prepared ones are picked by `prepRows`), what
 * this device has prepared and not sent yet at the location, and `prepare`, which queues a batch;
 * `prepare` is null until the local store is open.
 */
export function usePreparationData(locationId: string | null) {
  const local = useLocal();
  const materials = useRows('materials');
  const outbox = useOutbox();
  const queued = useMemo(
    () => (locationId ? queuedPreparations(outbox, locationId) : new Map<string, number>()),
    [outbox, locationId],
  );
  const prepare =
    local && locationId
      ? (materialId: string, quantity: number, note: string) =>
          queuePreparation(local, locationId, materialId, quantity, note)
      : null;
  return { materials, queued, prepare };
}
