import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import {
  orderRequestCalls,
  transferCalls,
  type OrderRequestCreateBody,
  type OrderRequestStatusBody,
  type OrderRequestUpdateBody,
  type TransferChangeBody,
  type TransferCreateBody,
} from '@contract/transfers';
import { queuedCall } from '@/data/calls';
import type { LocalDb } from '@/data/db';
import { queueDocumentCall } from '@/data/documents';
import { useLocal, useSession } from '@/data/react';
import { useAction } from '@/shared/useAction';
import {
  acceptedRequest,
  cancelledTransfer,
  completedRequest,
  editedRequest,
  endedRequest,
  newRequestRow,
  newTransferRow,
  receivedTransfer,
  sentRequest,
  sentTransfer,
  type LineQuantities,
  type LocalRequest,
  type LocalTransfer,
} from './documentRows';

/**
 * Every write of an order request or a transfer: the row as it will be and the call, queued together
 * (`queueDocumentCall`), so it shows at once and works offline. A create is keyed by the document's
 * id; a status change or a receipt by a key of its own, which travels with every resend of it.
 */

export interface TransferWriter {
  db: LocalDb;
  userId: string;
  customerId: string;
}

/** Who writes from this browser; null until signed in and the local store is open. */
export function useTransferWriter(): TransferWriter | null {
  const local = useLocal();
  const { user } = useSession();
  return useMemo(
    () => (local && user ? { db: local.db, userId: user.id, customerId: user.customer_id } : null),
    [local, user],
  );
}

export async function createRequest(
  w: TransferWriter,
  storeId: string,
  input: Omit<OrderRequestCreateBody, 'id'>,
): Promise<string> {
  const body: OrderRequestCreateBody = { ...input, id: uuidv7() };
  await queueDocumentCall(w.db, w, {
    ...queuedCall(orderRequestCalls.create, { query: { loc: storeId }, body }),
    rowId: body.id,
    idempotencyKey: body.id,
    apply: (_, stamp) =>
      newRequestRow(body, { customerId: w.customerId, userId: w.userId, storeId }, stamp),
  });
  return body.id;
}

/**
 * The store changes its pending request (`orderRequestCalls.update`, at the version it saw).
 * Refused with 409 when the place asked has accepted or declined it meanwhile: the sync screen,
 * and the request itself, then say so.
 */
export async function updateRequest(
  w: TransferWriter,
  row: LocalRequest,
  body: OrderRequestUpdateBody,
): Promise<void> {
  await queueDocumentCall(w.db, w, {
    ...queuedCall(orderRequestCalls.update, { params: { id: row.id }, body }),
    rowId: row.id,
    apply: (current, stamp) => editedRequest(current ?? row, body, stamp),
  });
}

/** Only the lines whose quantity differs from the default the server would take. */
function changedLines<K extends string>(
  key: K,
  quantities: LineQuantities,
  defaults: ReadonlyMap<string, number>,
): Array<{ line_id: string } & Record<K, number>> {
  return [...quantities]
    .filter(([id, q]) => defaults.get(id) !== q)
    .map(([id, q]) => ({ line_id: id, [key]: q }) as { line_id: string } & Record<K, number>);
}

export async function acceptRequest(
  w: TransferWriter,
  row: LocalRequest,
  quantities: LineQuantities,
): Promise<void> {
  const asked = new Map(row.lines.map((l) => [l.id, l.quantity]));
  await queueDocumentCall(w.db, w, {
    ...queuedCall(orderRequestCalls.accept, {
      params: { id: row.id },
      body: { lines: changedLines('accepted_quantity', quantities, asked) },
    }),
    rowId: row.id,
    apply: (current, stamp) => acceptedRequest(current ?? row, quantities, w.userId, stamp),
  });
}

async function requestStatus(
  w: TransferWriter,
  row: LocalRequest,
  body: OrderRequestStatusBody,
  apply: (current: LocalRequest, stamp: string) => LocalRequest,
): Promise<void> {
  await queueDocumentCall(w.db, w, {
    ...queuedCall(orderRequestCalls.status, { params: { id: row.id }, body }),
    rowId: row.id,
    apply: (current, stamp) => apply(current ?? row, stamp),
  });
}

/** The supplying place sends what it accepted (or the quantities given): the transfer leaves. */
export function sendRequest(w: TransferWriter, row: LocalRequest, quantities: LineQuantities) {
  const accepted = new Map(row.lines.map((l) => [l.id, l.accepted_quantity ?? l.quantity]));
  return requestStatus(
    w,
    row,
    { status: 'sent', lines: changedLines('sent_quantity', quantities, accepted) },
    (current, stamp) => sentRequest(current, quantities, w.userId, stamp),
  );
}

export function endRequest(
  w: TransferWriter,
  row: LocalRequest,
  status: 'declined' | 'cancelled',
  reason: string,
) {
  return requestStatus(w, row, { status, reason }, (current, stamp) =>
    endedRequest(current, status, reason, stamp),
  );
}

/** The store receives the request's transfer with what arrived per line. */
export function completeRequest(w: TransferWriter, row: LocalRequest, arrived: LineQuantities) {
  const receipt = {
    id: uuidv7(),
    lines: [...arrived].map(([line_id, received_quantity]) => ({ line_id, received_quantity })),
  };
  return requestStatus(w, row, { status: 'completed', receipt }, (current, stamp) =>
    completedRequest(current, arrived, w.userId, stamp),
  );
}

export async function createTransfer(
  w: TransferWriter,
  fromId: string,
  input: Omit<TransferCreateBody, 'id'>,
): Promise<string> {
  const body: TransferCreateBody = { ...input, id: uuidv7() };
  await queueDocumentCall(w.db, w, {
    ...queuedCall(transferCalls.create, { query: { loc: fromId }, body }),
    rowId: body.id,
    idempotencyKey: body.id,
    apply: (_, stamp) =>
      newTransferRow(body, { customerId: w.customerId, userId: w.userId, fromId }, stamp),
  });
  return body.id;
}

async function transferChange(
  w: TransferWriter,
  row: LocalTransfer,
  body: TransferChangeBody,
  apply: (current: LocalTransfer, stamp: string) => LocalTransfer,
): Promise<void> {
  await queueDocumentCall(w.db, w, {
    ...queuedCall(transferCalls.change, { params: { id: row.id }, body }),
    rowId: row.id,
    apply: (current, stamp) => apply(current ?? row, stamp),
  });
}

export function sendTransfer(w: TransferWriter, row: LocalTransfer) {
  return transferChange(w, row, { status: 'sent' }, (current, stamp) =>
    sentTransfer(current, w.userId, stamp),
  );
}

export function cancelTransfer(w: TransferWriter, row: LocalTransfer, reason: string) {
  return transferChange(w, row, { status: 'cancelled', reason }, (current, stamp) =>
    cancelledTransfer(current, w.userId, stamp),
  );
}

/** The receiver takes the transfer in with what arrived per line; the receipt id makes it once. */
export function receiveTransfer(w: TransferWriter, row: LocalTransfer, arrived: LineQuantities) {
  const receipt = {
    id: uuidv7(),
    lines: [...arrived].map(([line_id, received_quantity]) => ({ line_id, received_quantity })),
  };
  return transferChange(w, row, { status: 'received', receipt }, (current, stamp) =>
    receivedTransfer(current, receipt.id, arrived, w.userId, stamp),
  );
}

/**
 * Runs one write of a document with the writer, one at a time: says it is done and goes `back` (a
 * drawer to its view), or says it failed and keeps the form so nothing typed is lost.
 */
export function useDocumentWrite(writer: TransferWriter | null, back?: () => void) {
  const { t } = useTranslation('transfers');
  const action = useAction(
    async (w: TransferWriter, write: (w: TransferWriter) => Promise<void>, done: string) => {
      await write(w);
      return done;
    },
    { failed: t('actions.failed'), done: (done) => done },
  );
  return async (write: (w: TransferWriter) => Promise<void>, done: string) => {
    if (!writer) return;
    if ((await action.run(writer, write, done)) !== undefined) back?.();
  };
}
