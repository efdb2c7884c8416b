import {
  ORDER_REQUESTS_COLLECTION,
  type OrderRequestLine,
  type TransferLine,
} from '@contract/transfers';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import { claimDocument } from '../documents';
import { recordDocumentChange, type Actor, type StoredRequest, type StoredTransfer } from './store';

/**
 * Moves an order request on from one of `from` to `changes`, at the next version, logged for sync at
 * the store and the supplying place. Null when it is no longer in one of `from`.
 */
export async function claimRequest(
  trx: Kysely<Database>,
  row: StoredRequest,
  from: readonly string[],
  changes: Partial<StoredRequest>,
): Promise<StoredRequest | null> {
  const next = await claimDocument(trx, 'order_requests', row, changes, { status: from });
  if (next) await recordDocumentChange(trx, ORDER_REQUESTS_COLLECTION, next, row);
  return next;
}

async function requestOf(trx: Kysely<Database>, transfer: StoredTransfer) {
  if (!transfer.order_request_id) return undefined;
  return trx
    .selectFrom('order_requests')
    .selectAll()
    .where('customer_id', '=', transfer.customer_id)
    .where('id', '=', transfer.order_request_id)
    .executeTakeFirst();
}

/** The store received the request's transfer: the request is completed with what arrived. */
export async function completeFromTransfer(
  trx: Kysely<Database>,
  actor: Actor,
  transfer: StoredTransfer,
  received: readonly TransferLine[],
): Promise<void> {
  const request = await requestOf(trx, transfer);
  if (!request || request.status !== 'sent') return;
  const arrived = new Map(received.map((l) => [l.id, l.received_quantity]));
  const lines = (JSON.parse(request.lines) as OrderRequestLine[]).map((l) => ({
    ...l,
    received_quantity: arrived.get(l.id) ?? 0,
  }));
  await claimRequest(trx, request, ['sent'], {
    status: 'completed',
    completed_at: transfer.received_at ?? nowIso(),
    completed_by: actor.userId,
    lines: JSON.stringify(lines),
  });
}

/** The request's transfer was called back by the supplying place: the request ends with it. */
export async function cancelFromTransfer(
  trx: Kysely<Database>,
  _actor: Actor,
  transfer: StoredTransfer,
  reason: string,
): Promise<void> {
  const request = await requestOf(trx, transfer);
  if (!request || request.status !== 'sent') return;
  await claimRequest(trx, request, ['sent'], {
    status: 'cancelled',
    cancelled_at: transfer.cancelled_at ?? nowIso(),
    status_reason: reason,
  });
}
