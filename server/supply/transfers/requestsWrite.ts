import {
  ORDER_REQUEST_PREFIX,
  ORDER_REQUESTS_COLLECTION,
  type OrderRequestAcceptBody,
  type OrderRequestCreateBody,
  type OrderRequestLine,
  type OrderRequestStatusBody,
  type OrderRequestUpdateBody,
} from '@contract/transfers';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import { derivedId } from '../../inventory/ledger';
import { invalidFields } from '../../plugins/errors';
import type { WriteReply } from '../../plugins/idempotency';
import { claimRequest } from './requestsLink';
import {
  earlierCreate,
  invalidTransition,
  nextNumber,
  round3,
  settledAs,
  versionConflict,
} from '../documents';
import {
  findRequest,
  findTransfer,
  orderRequestRowOf,
  recordDocumentChange,
  requirePlace,
  type Actor,
  type StoredRequest,
} from './store';
import { checkLines, requireKnownLocation } from './checks';
import { createTransfer, receiveTransfer } from './write';

/**
 * Order requests (issue 10): a store asks a warehouse or central kitchen (pending), which accepts
 * with its quantities (accepted) and sends (sent: the transfer is made and the stock leaves it in the
 * same transaction); the store receives the transfer (completed). The store may change or cancel a
 * pending request; the supplying place may decline it. Each change is a claim on the status read.
 */

export const SUPPLYING_KINDS = ['warehouse', 'central_kitchen'] as const;

export const requestReply = (row: StoredRequest, status = 200): WriteReply => ({
  status,
  body: orderRequestRowOf(row),
});

type LineBody = OrderRequestCreateBody['lines'][number];

const newLines = (lines: readonly LineBody[]): OrderRequestLine[] =>
  lines.map((l) => ({
    id: l.id,
    material_id: l.material_id,
    quantity: round3(l.quantity),
    accepted_quantity: null,
    sent_quantity: null,
    received_quantity: null,
    note: l.note,
  }));

/** What the store asked, as a resend must repeat it. */
const askedOf = (lines: readonly OrderRequestLine[]) =>
  JSON.stringify(lines.map((l) => [l.id, l.material_id, l.quantity, l.note]));

/** `POST /stock-order-request?loc=`: the store at `loc` asks; once per id. */
export async function createRequest(
  trx: Kysely<Database>,
  actor: Actor,
  loc: string,
  body: OrderRequestCreateBody,
): Promise<WriteReply> {
  requirePlace(actor, loc);
  const lines = newLines(body.lines);
  const existing = await earlierCreate(
    trx,
    actor.customerId,
    'order_requests',
    body.id,
    'order request',
    (stored) =>
      stored.deleted_at === null &&
      stored.location_id === loc &&
      stored.from_location_id === body.from_location_id &&
      stored.needed_by === body.needed_by &&
      askedOf(JSON.parse(stored.lines) as OrderRequestLine[]) === askedOf(lines),
  );
  if (existing) return requestReply(existing);
  await requireKnownLocation(trx, actor.customerId, loc, 'loc');
  const from = await requireKnownLocation(
    trx,
    actor.customerId,
    body.from_location_id,
    'from_location_id',
  );
  if (
    from.id === loc ||
    !from.is_active ||
    !(SUPPLYING_KINDS as readonly string[]).includes(from.kind)
  ) {
    throw invalidFields(
      { from_location_id: 'wrong_location' },
      'Ask an active warehouse or central kitchen other than yourself',
    );
  }
  await checkLines(trx, actor.customerId, lines);
  const now = nowIso();
  const row: StoredRequest = {
    id: body.id,
    customer_id: actor.customerId,
    location_id: loc,
    from_location_id: from.id,
    number: await nextNumber(trx, 'order_requests', actor.customerId, ORDER_REQUEST_PREFIX),
    status: 'pending',
    needed_by: body.needed_by,
    note: body.note,
    lines: JSON.stringify(lines),
    transfer_id: null,
    status_reason: '',
    created_by: actor.userId,
    accepted_at: null,
    accepted_by: null,
    sent_at: null,
    sent_by: null,
    completed_at: null,
    completed_by: null,
    declined_at: null,
    cancelled_at: null,
    version: 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  await trx.insertInto('order_requests').values(row).execute();
  await recordDocumentChange(trx, ORDER_REQUESTS_COLLECTION, row, null);
  return requestReply(row, 201);
}

/** `PUT /stock-order-request/update/{id}`: the store's changes while pending, at `version`. */
export async function updateRequest(
  trx: Kysely<Database>,
  actor: Actor,
  id: string,
  body: OrderRequestUpdateBody,
): Promise<WriteReply> {
  const row = await findRequest(trx, actor, id);
  requirePlace(actor, row.location_id);
  if (row.status !== 'pending') throw invalidTransition('order request', row.status, 'changed');
  if (body.version !== row.version) throw versionConflict('order request');
  if (body.lines) await checkLines(trx, actor.customerId, body.lines);
  const saved = await claimRequest(trx, row, ['pending'], {
    ...(body.needed_by !== undefined ? { needed_by: body.needed_by } : {}),
    ...(body.note !== undefined ? { note: body.note } : {}),
    ...(body.lines ? { lines: JSON.stringify(newLines(body.lines)) } : {}),
  });
  if (!saved) throw versionConflict('order request');
  return requestReply(saved);
}

/** Per-line quantities given by id, each naming a line of the request once. */
function quantitiesByLine(
  lines: readonly OrderRequestLine[],
  given: ReadonlyArray<{ line_id: string; quantity: number }>,
): Map<string, number> {
  const known = new Set(lines.map((l) => l.id));
  const out = new Map<string, number>();
  given.forEach((g, index) => {
    if (!known.has(g.line_id)) {
      throw invalidFields({ [`lines.${index}.line_id`]: 'unknown_reference' });
    }
    if (out.has(g.line_id)) throw invalidFields({ [`lines.${index}.line_id`]: 'duplicate' });
    out.set(g.line_id, round3(g.quantity));
  });
  return out;
}

/** `PUT /stock-order-request/accept/{id}`: the supplying place accepts, with its quantities. */
export async function acceptRequest(
  trx: Kysely<Database>,
  actor: Actor,
  id: string,
  body: OrderRequestAcceptBody,
): Promise<WriteReply> {
  const row = await findRequest(trx, actor, id);
  requirePlace(actor, row.from_location_id);
  if (row.status === 'accepted') return requestReply(row);
  if (row.status !== 'pending') throw invalidTransition('order request', row.status, 'accepted');
  const lines = JSON.parse(row.lines) as OrderRequestLine[];
  const given = quantitiesByLine(
    lines,
    body.lines.map((l) => ({ line_id: l.line_id, quantity: l.accepted_quantity })),
  );
  const saved = await claimRequest(trx, row, ['pending'], {
    status: 'accepted',
    accepted_at: nowIso(),
    accepted_by: actor.userId,
    ...(body.note !== undefined ? { status_reason: body.note } : {}),
    lines: JSON.stringify(
      lines.map((l) => ({ ...l, accepted_quantity: given.get(l.id) ?? l.quantity })),
    ),
  });
  return requestReply(
    saved ?? (await settledAs(trx, 'order_requests', row, 'accepted', 'order request')),
  );
}

/** sent: the transfer is made from the request (its id derived from the request's) and sent. */
async function sendRequest(
  trx: Kysely<Database>,
  actor: Actor,
  row: StoredRequest,
  body: Extract<OrderRequestStatusBody, { status: 'sent' }>,
): Promise<WriteReply> {
  requirePlace(actor, row.from_location_id);
  if (row.status === 'sent' || row.status === 'completed') return requestReply(row);
  if (row.status !== 'accepted') throw invalidTransition('order request', row.status, 'sent');
  const lines = JSON.parse(row.lines) as OrderRequestLine[];
  const given = quantitiesByLine(
    lines,
    body.lines.map((l) => ({ line_id: l.line_id, quantity: l.sent_quantity })),
  );
  const sent = lines.map((l) => ({
    ...l,
    sent_quantity: given.get(l.id) ?? l.accepted_quantity ?? l.quantity,
  }));
  const carried = sent.filter((l) => l.sent_quantity > 0);
  if (carried.length === 0)
    throw invalidFields({ lines: 'required' }, 'Nothing to send: every line is 0');
  const transferId = derivedId(`${row.id}:transfer`);
  await createTransfer(
    trx,
    actor,
    row.from_location_id,
    {
      id: transferId,
      to_location_id: row.location_id,
      note: row.note,
      lines: carried.map((l) => ({
        id: l.id,
        material_id: l.material_id,
        quantity: l.sent_quantity,
      })),
      send: true,
    },
    { orderRequestId: row.id },
  );
  const saved = await claimRequest(trx, row, ['accepted'], {
    status: 'sent',
    sent_at: nowIso(),
    sent_by: actor.userId,
    transfer_id: transferId,
    lines: JSON.stringify(sent),
  });
  return requestReply(
    saved ?? (await settledAs(trx, 'order_requests', row, 'sent', 'order request')),
  );
}

/** `PUT /stock-order-request/status/{id}`: sent, declined, cancelled or completed. */
export async function changeRequestStatus(
  trx: Kysely<Database>,
  actor: Actor,
  id: string,
  body: OrderRequestStatusBody,
): Promise<WriteReply> {
  const row = await findRequest(trx, actor, id);
  switch (body.status) {
    case 'sent':
      return sendRequest(trx, actor, row, body);
    case 'declined':
    case 'cancelled': {
      // The supplying place declines; the store cancels its own.
      requirePlace(actor, body.status === 'declined' ? row.from_location_id : row.location_id);
      if (row.status === body.status) return requestReply(row);
      if (row.status !== 'pending')
        throw invalidTransition('order request', row.status, body.status);
      const at = nowIso();
      const saved = await claimRequest(trx, row, ['pending'], {
        status: body.status,
        status_reason: body.reason,
        ...(body.status === 'declined' ? { declined_at: at } : { cancelled_at: at }),
      });
      return requestReply(
        saved ?? (await settledAs(trx, 'order_requests', row, body.status, 'order request')),
      );
    }
    case 'completed': {
      requirePlace(actor, row.location_id);
      if (row.status === 'completed') return requestReply(row);
      if (row.status !== 'sent' || !row.transfer_id) {
        throw invalidTransition('order request', row.status, 'completed');
      }
      const transfer = await findTransfer(trx, actor, row.transfer_id);
      await receiveTransfer(trx, actor, transfer, body.receipt);
      return requestReply(await findRequest(trx, actor, id));
    }
  }
}
