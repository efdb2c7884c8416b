import {
  TRANSFER_PREFIX,
  TRANSFERS_COLLECTION,
  type TransferCreateBody,
  type TransferLine,
  type TransferReceipt,
} from '@contract/transfers';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import { derivedId, postMovements, type NewMovement } from '../../inventory/ledger';
import { invalidFields } from '../../plugins/errors';
import type { WriteReply } from '../../plugins/idempotency';
import {
  claimDocument,
  earlierCreate,
  invalidTransition,
  nextNumber,
  round3,
  settledAs,
} from '../documents';
import {
  iso,
  recordDocumentChange,
  requirePlace,
  round6,
  transferRowOf,
  withCosts,
  type Actor,
  type StoredTransfer,
} from './store';
import { checkLines, requireKnownLocation } from './checks';
import { completeFromTransfer, cancelFromTransfer } from './requestsLink';

/**
 * Transfers (issue 10): stock leaves the sender when a transfer is sent (`transfer_out`), is on the
 * transfer while in transit, and reaches the receiver when received: the SENT quantity comes in at
 * the sender's cost (`transfer_in`), and what arrived short is lost in transit (`wastage`,
 * `transit_loss`) or what arrived over is an `adjustment`. Every status change is a conditional
 * update on the status read (a claim), so a resend, a second tap or a second tablet posts nothing
 * more. Movement ids derive from the transfer (send, cancel) or the receipt (receive).
 */

export const transferReply = (actor: Actor, row: StoredTransfer, status = 200): WriteReply => ({
  status,
  body: transferRowOf(row, withCosts(actor)),
});

/**
 * Moves a transfer on from one of `from` to `changes`, at the next version, logged for sync at both
 * places. Null when it is no longer in one of `from` (someone else moved it meanwhile).
 */
async function claimTransfer(
  trx: Kysely<Database>,
  row: StoredTransfer,
  from: readonly string[],
  changes: Partial<StoredTransfer>,
): Promise<StoredTransfer | null> {
  const next = await claimDocument(trx, 'stock_transfers', row, changes, { status: from });
  if (next) await recordDocumentChange(trx, TRANSFERS_COLLECTION, next, row);
  return next;
}

const movement = (
  actor: Actor,
  transfer: StoredTransfer,
  fields: Omit<NewMovement, 'user_id' | 'document_kind' | 'document_id'>,
): NewMovement => ({
  ...fields,
  user_id: actor.userId,
  document_kind: 'transfer',
  document_id: transfer.id,
});

/** A transfer made by the sender (`loc`), or from an order request being sent (`link`). */
export async function createTransfer(
  trx: Kysely<Database>,
  actor: Actor,
  loc: string,
  body: TransferCreateBody,
  link: { orderRequestId: string } | null = null,
): Promise<{ reply: WriteReply; row: StoredTransfer }> {
  requirePlace(actor, loc);
  const lines = body.lines.map((l) => ({
    id: l.id,
    material_id: l.material_id,
    quantity: round3(l.quantity),
  }));
  const existing = await earlierCreate(
    trx,
    actor.customerId,
    'stock_transfers',
    body.id,
    'transfer',
    (stored) =>
      stored.deleted_at === null &&
      stored.location_id === loc &&
      stored.to_location_id === body.to_location_id &&
      JSON.stringify(
        (JSON.parse(stored.lines) as TransferLine[]).map((l) => ({
          id: l.id,
          material_id: l.material_id,
          quantity: l.quantity,
        })),
      ) === JSON.stringify(lines),
  );
  if (existing) return { reply: transferReply(actor, existing), row: existing };
  await requireKnownLocation(trx, actor.customerId, loc, 'loc');
  await requireKnownLocation(trx, actor.customerId, body.to_location_id, 'to_location_id');
  if (body.to_location_id === loc)
    throw invalidFields(
      { to_location_id: 'wrong_location' },
      'A transfer goes to another location',
    );
  await checkLines(trx, actor.customerId, lines);
  const now = nowIso();
  let row: StoredTransfer = {
    id: body.id,
    customer_id: actor.customerId,
    location_id: loc,
    to_location_id: body.to_location_id,
    number: await nextNumber(trx, 'stock_transfers', actor.customerId, TRANSFER_PREFIX),
    status: 'draft',
    note: body.note,
    lines: JSON.stringify(
      lines.map((l): TransferLine => ({ ...l, unit_cost: null, received_quantity: null })),
    ),
    order_request_id: link?.orderRequestId ?? null,
    created_by: actor.userId,
    sent_at: null,
    sent_by: null,
    received_at: null,
    received_by: null,
    receipt_id: null,
    cancelled_at: null,
    cancelled_by: null,
    version: 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  await trx.insertInto('stock_transfers').values(row).execute();
  await recordDocumentChange(trx, TRANSFERS_COLLECTION, row, null);
  if (body.send) row = await sendTransfer(trx, actor, row);
  return { reply: transferReply(actor, row, 201), row };
}

/** draft → sent: `transfer_out` of every line at the sender, at its average cost now. */
export async function sendTransfer(
  trx: Kysely<Database>,
  actor: Actor,
  row: StoredTransfer,
): Promise<StoredTransfer> {
  requirePlace(actor, row.location_id);
  if (row.status === 'sent' || row.status === 'received') return row;
  if (row.status !== 'draft') throw invalidTransition('transfer', row.status, 'sent');
  const at = nowIso();
  const lines = JSON.parse(row.lines) as TransferLine[];
  const posted = await postMovements(
    trx,
    actor.customerId,
    lines
      .filter((l) => l.quantity > 0)
      .map((l) =>
        movement(actor, row, {
          id: derivedId(`${row.id}:${l.id}:transfer_out`),
          location_id: row.location_id,
          material_id: l.material_id,
          kind: 'transfer_out',
          quantity: -l.quantity,
          occurred_at: at,
        }),
      ),
  );
  const costOf = new Map(posted.map((m) => [m.material_id, m.unit_cost ?? 0]));
  const sentLines = lines.map((l) => ({ ...l, unit_cost: round6(costOf.get(l.material_id) ?? 0) }));
  const claimed = await claimTransfer(trx, row, ['draft'], {
    status: 'sent',
    sent_at: at,
    sent_by: actor.userId,
    lines: JSON.stringify(sentLines),
  });
  return claimed ?? settledAs(trx, 'stock_transfers', row, 'sent', 'transfer');
}

/** Lines of a receipt checked against the transfer's: each names one of its lines, once. */
function receivedQuantities(lines: readonly TransferLine[], receipt: TransferReceipt | undefined) {
  const given = new Map<string, number>();
  const known = new Set(lines.map((l) => l.id));
  receipt?.lines.forEach((l, index) => {
    if (!known.has(l.line_id)) {
      throw invalidFields({ [`receipt.lines.${index}.line_id`]: 'unknown_reference' });
    }
    if (given.has(l.line_id))
      throw invalidFields({ [`receipt.lines.${index}.line_id`]: 'duplicate' });
    given.set(l.line_id, round3(l.received_quantity));
  });
  return new Map(lines.map((l) => [l.id, given.get(l.id) ?? l.quantity]));
}

/**
 * sent → received, by the receiver: the sent quantity comes in at the sent cost, then the
 * difference goes out as lost in transit or in as found over. Received again: nothing more.
 */
export async function receiveTransfer(
  trx: Kysely<Database>,
  actor: Actor,
  row: StoredTransfer,
  receipt: TransferReceipt | undefined,
): Promise<StoredTransfer> {
  requirePlace(actor, row.to_location_id);
  if (row.status === 'received') return row;
  if (row.status !== 'sent') throw invalidTransition('transfer', row.status, 'received');
  const lines = JSON.parse(row.lines) as TransferLine[];
  const received = receivedQuantities(lines, receipt);
  const receiptId = receipt?.id ?? derivedId(`${row.id}:receipt`);
  const at = receipt?.received_at ? iso(receipt.received_at) : nowIso();
  const done = lines.map((l) => ({ ...l, received_quantity: received.get(l.id)! }));
  const claimed = await claimTransfer(trx, row, ['sent'], {
    status: 'received',
    received_at: at,
    received_by: actor.userId,
    receipt_id: receiptId,
    lines: JSON.stringify(done),
  });
  if (!claimed) return settledAs(trx, 'stock_transfers', row, 'received', 'transfer');
  const movements = done.flatMap((l) => {
    const key = (kind: string) => derivedId(`${receiptId}:${l.id}:${kind}`);
    const base = { location_id: row.to_location_id, material_id: l.material_id, occurred_at: at };
    const out: NewMovement[] = [];
    if (l.quantity > 0) {
      out.push(
        movement(actor, row, {
          ...base,
          id: key('transfer_in'),
          kind: 'transfer_in',
          quantity: l.quantity,
          unit_cost: l.unit_cost ?? undefined,
        }),
      );
    }
    const difference = round3(l.received_quantity - l.quantity);
    if (difference < 0) {
      out.push(
        movement(actor, row, {
          ...base,
          id: key('wastage'),
          kind: 'wastage',
          quantity: difference,
          reason: 'transit_loss',
        }),
      );
    } else if (difference > 0) {
      out.push(
        movement(actor, row, {
          ...base,
          id: key('adjustment'),
          kind: 'adjustment',
          quantity: difference,
        }),
      );
    }
    return out;
  });
  await postMovements(trx, actor.customerId, movements);
  if (row.order_request_id) await completeFromTransfer(trx, actor, claimed, done);
  return claimed;
}

/**
 * draft | sent → cancelled, by the sender. A sent transfer's stock comes back to the sender at the
 * cost it left with; an order request it carried is cancelled with it.
 */
export async function cancelTransfer(
  trx: Kysely<Database>,
  actor: Actor,
  row: StoredTransfer,
  reason: string,
): Promise<StoredTransfer> {
  requirePlace(actor, row.location_id);
  if (row.status === 'cancelled') return row;
  if (row.status !== 'draft' && row.status !== 'sent') {
    throw invalidTransition('transfer', row.status, 'cancelled');
  }
  const at = nowIso();
  const claimed = await claimTransfer(trx, row, [row.status], {
    status: 'cancelled',
    cancelled_at: at,
    cancelled_by: actor.userId,
  });
  if (!claimed) return settledAs(trx, 'stock_transfers', row, 'cancelled', 'transfer');
  if (row.status === 'sent') {
    const lines = JSON.parse(row.lines) as TransferLine[];
    await postMovements(
      trx,
      actor.customerId,
      lines
        .filter((l) => l.quantity > 0)
        .map((l) =>
          movement(actor, row, {
            id: derivedId(`${row.id}:${l.id}:cancel`),
            location_id: row.location_id,
            material_id: l.material_id,
            kind: 'transfer_in',
            quantity: l.quantity,
            unit_cost: l.unit_cost ?? undefined,
            occurred_at: at,
          }),
        ),
    );
  }
  if (row.order_request_id) await cancelFromTransfer(trx, actor, claimed, reason);
  return claimed;
}
