import { useMemo } from 'react';
import { v7 as uuidv7 } from 'uuid';
import {
  workOrderCalls,
  type WorkOrderConfirmBody,
  type WorkOrderCreateBody,
  type WorkOrderInput,
} from '@contract/workOrders';
import { queuedCall } from '@/data/calls';
import type { LocalDb } from '@/data/db';
import { queueDocumentCall } from '@/data/documents';
import { useLocal, useSession } from '@/data/react';
import {
  cancelledRow,
  confirmedRow,
  newWorkOrderRow,
  type LocalWorkOrder,
} from '../shared/workOrderRows';

/**
 * Every write of a work order: the row as it will be and its call (`workOrderCalls`), queued
 * together (`queueDocumentCall`), so it shows at once and works offline. A create is keyed by the
 * order's id; a confirm or a cancel by a key of its own, which travels with every resend of it.
 */

export interface ProductionWriter {
  db: LocalDb;
  userId: string;
  customerId: string;
}

/** Who writes from this browser; null until signed in and the local store is open. */
export function useProductionWriter(): ProductionWriter | null {
  const local = useLocal();
  const { user } = useSession();
  return useMemo(
    () => (local && user ? { db: local.db, userId: user.id, customerId: user.customer_id } : null),
    [local, user],
  );
}

/** Plans a batch; `inputs` are the recipe's, scaled here as the server will scale them. */
export async function createWorkOrder(
  w: ProductionWriter,
  input: Omit<WorkOrderCreateBody, 'id'>,
  inputs: WorkOrderInput[],
): Promise<string> {
  const body: WorkOrderCreateBody = { ...input, id: uuidv7() };
  await queueDocumentCall(w.db, w, {
    ...queuedCall(workOrderCalls.create, { body }),
    rowId: body.id,
    idempotencyKey: body.id,
    apply: (_, stamp) => newWorkOrderRow(body, inputs, w, stamp),
  });
  return body.id;
}

/**
 * Confirms what came out. Only inputs whose amount was typed travel (the server scales the others
 * by the yield, as `inputs` here already shows them).
 */
export async function confirmWorkOrder(
  w: ProductionWriter,
  row: LocalWorkOrder,
  body: WorkOrderConfirmBody,
  inputs: WorkOrderInput[],
  lossPercent: number | null,
): Promise<void> {
  await queueDocumentCall(w.db, w, {
    ...queuedCall(workOrderCalls.confirm, { params: { id: row.id }, body }),
    rowId: row.id,
    apply: (current, stamp) =>
      confirmedRow(current ?? row, body.actual_quantity, inputs, lossPercent, w.userId, stamp),
  });
}

/** Cancels a planned order (`DELETE` on the server answers it cancelled, kept in the list). */
export async function cancelWorkOrder(w: ProductionWriter, row: LocalWorkOrder): Promise<void> {
  await queueDocumentCall(w.db, w, {
    ...queuedCall(workOrderCalls.cancel, { params: { id: row.id } }),
    rowId: row.id,
    apply: (current, stamp) => cancelledRow(current ?? row, stamp),
  });
}
