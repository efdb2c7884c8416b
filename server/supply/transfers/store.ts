import { can, mayUseLocation } from '@contract/access';
import type { ORDER_REQUESTS_COLLECTION, TRANSFERS_COLLECTION } from '@contract/transfers';
import {
  type OrderRequestLine,
  type OrderRequestRow,
  type OrderRequestStatus,
  type TransferLine,
  type TransferRow,
  type TransferStatus,
} from '@contract/transfers';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { refusedLocation } from '../../plugins/permissions';
import { documentsByIds, liveDocument, logDocument, round3, rowMeta } from '../documents';
import type { OrderRequestsTable, StockTransfersTable } from './tables';

/**
 * What order requests and transfers share: their rows as replies carry them, finding one with its
 * access checks, and the change log entries that bring them to both places.
 */

export type StoredRequest = Selectable<OrderRequestsTable>;
export type StoredTransfer = Selectable<StockTransfersTable>;

/** Who acts: a signed-in caller, or the demo's seed acting as its administrator. */
export type Actor = Pick<Auth, 'customerId' | 'userId' | 'grant'>;

/** Unit costs to 6 decimals (a gram's cost is a small number); quantities take documents' 3. */
export const round6 = (n: number): number => Math.round(n * 1_000_000) / 1_000_000;

/** Instants are kept as ISO UTC with milliseconds, so text order is time order. */
export const iso = (instant: string): string => new Date(instant).toISOString();

export const withCosts = (actor: Actor): boolean => can(actor.grant, 'inventory.costs');

export function orderRequestRowOf(row: StoredRequest): OrderRequestRow {
  return {
    ...rowMeta(row),
    from_location_id: row.from_location_id,
    number: row.number,
    status: row.status as OrderRequestStatus,
    needed_by: row.needed_by,
    note: row.note,
    lines: JSON.parse(row.lines) as OrderRequestLine[],
    transfer_id: row.transfer_id,
    status_reason: row.status_reason,
    created_by: row.created_by,
    accepted_at: row.accepted_at,
    accepted_by: row.accepted_by,
    sent_at: row.sent_at,
    sent_by: row.sent_by,
    completed_at: row.completed_at,
    completed_by: row.completed_by,
    declined_at: row.declined_at,
    cancelled_at: row.cancelled_at,
  };
}

/** A transfer as replies carry it: unit costs and value only for those who may see costs. */
export function transferRowOf(row: StoredTransfer, costs: boolean): TransferRow {
  const lines = JSON.parse(row.lines) as TransferLine[];
  const sent = row.sent_at !== null;
  const value = sent
    ? round3(lines.reduce((sum, l) => sum + l.quantity * (l.unit_cost ?? 0), 0))
    : null;
  return {
    ...rowMeta(row),
    to_location_id: row.to_location_id,
    number: row.number,
    status: row.status as TransferStatus,
    note: row.note,
    lines: costs ? lines : lines.map(({ unit_cost: _hidden, ...line }) => line),
    order_request_id: row.order_request_id,
    ...(costs ? { value } : {}),
    created_by: row.created_by,
    sent_at: row.sent_at,
    sent_by: row.sent_by,
    received_at: row.received_at,
    received_by: row.received_by,
    receipt_id: row.receipt_id,
    cancelled_at: row.cancelled_at,
    cancelled_by: row.cancelled_by,
  };
}

/** Refuses a location the actor may not act for (403). */
export function requirePlace(actor: Actor, locationId: string): void {
  if (!mayUseLocation(actor.grant, locationId)) throw refusedLocation(locationId);
}

/** The caller may use one of the places a document joins (to read it), or 403. */
function requireEither(actor: Actor, a: string, b: string): void {
  if (!mayUseEither(actor, a, b)) throw refusedLocation(a);
}

export async function findRequest(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
): Promise<StoredRequest> {
  const found = await liveDocument(db, actor.customerId, 'order_requests', id, 'Order request');
  requireEither(actor, found.location_id, found.from_location_id);
  return found;
}

export async function findTransfer(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
): Promise<StoredTransfer> {
  const found = await liveDocument(db, actor.customerId, 'stock_transfers', id, 'Transfer');
  requireEither(actor, found.location_id, found.to_location_id);
  return found;
}

/**
 * Logs a document's change for sync. A change entry names one location (or none) and a document
 * joins two places, so the entry names none and the pull's `byIds` below keeps the rows a caller
 * may use at either place: the store's and the supplying place's devices each pull it, once, and
 * no other place's devices see it.
 */
export const recordDocumentChange = (
  trx: Kysely<Database>,
  collection: typeof ORDER_REQUESTS_COLLECTION | typeof TRANSFERS_COLLECTION,
  row: StoredRequest | StoredTransfer,
  before: StoredRequest | StoredTransfer | null,
): Promise<void> => logDocument(trx, collection, row, before, null);

/** Whether the caller may use one of the two places a document joins. */
const mayUseEither = (actor: Actor, a: string, b: string) =>
  mayUseLocation(actor.grant, a) || mayUseLocation(actor.grant, b);

/** Order requests by id for the sync pull, tombstones included, of the caller's places only. */
export async function orderRequestsByIds(
  db: Kysely<Database>,
  auth: Auth,
  ids: readonly string[],
): Promise<OrderRequestRow[]> {
  const rows = await documentsByIds(db, auth.customerId, 'order_requests', ids);
  return rows
    .filter((r) => mayUseEither(auth, r.location_id, r.from_location_id))
    .map(orderRequestRowOf);
}

/** Transfers by id for the sync pull, of the caller's places, without costs when blind. */
export async function transfersByIds(
  db: Kysely<Database>,
  auth: Auth,
  ids: readonly string[],
): Promise<TransferRow[]> {
  const rows = await documentsByIds(db, auth.customerId, 'stock_transfers', ids);
  const costs = withCosts(auth);
  return rows
    .filter((r) => mayUseEither(auth, r.location_id, r.to_location_id))
    .map((r) => transferRowOf(r, costs));
}
