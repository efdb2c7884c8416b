import type {
  OrderRequestCreateBody,
  OrderRequestLine,
  OrderRequestRow,
  OrderRequestUpdateBody,
  TransferCreateBody,
  TransferLine,
  TransferRow,
} from '@contract/transfers';
import type { LocalRow } from '@/data/db';

/** Order requests and transfers are kept in the browser in the server's row shape. */
export type LocalRequest = OrderRequestRow & LocalRow;
export type LocalTransfer = TransferRow & LocalRow;

declare module '@/data/db' {
  interface LocalCollections {
    orderRequests: LocalRequest;
    transfers: LocalTransfer;
  }
}

/** Quantities typed per line: line id → quantity. */
export type LineQuantities = ReadonlyMap<string, number>;

/**
 * The rows as they will be once the server has each call. They are what the screen shows at once,
 * offline too; the server's reply replaces them on push. Versions are left alone: the server counts.
 */

export function newRequestRow(
  body: OrderRequestCreateBody,
  who: { customerId: string; userId: string; storeId: string },
  stamp: string,
): LocalRequest {
  return {
    id: body.id,
    customer_id: who.customerId,
    location_id: who.storeId,
    from_location_id: body.from_location_id,
    number: '',
    status: 'pending',
    needed_by: body.needed_by,
    note: body.note,
    lines: body.lines.map((l): OrderRequestLine => ({
      id: l.id,
      material_id: l.material_id,
      quantity: l.quantity,
      accepted_quantity: null,
      sent_quantity: null,
      received_quantity: null,
      note: l.note,
    })),
    transfer_id: null,
    status_reason: '',
    created_by: who.userId,
    accepted_at: null,
    accepted_by: null,
    sent_at: null,
    sent_by: null,
    completed_at: null,
    completed_by: null,
    declined_at: null,
    cancelled_at: null,
    version: 1,
    created_at: stamp,
    updated_at: stamp,
    deleted_at: null,
  };
}

/**
 * Changed by the store while pending: the lines, note and date given, the rest as it was. The only
 * version counted here: the server adds one on each change, and the next change made on this device
 * (offline too) must carry the version this one will have produced.
 */
export function editedRequest(
  row: LocalRequest,
  body: OrderRequestUpdateBody,
  stamp: string,
): LocalRequest {
  return {
    ...row,
    ...(body.needed_by !== undefined ? { needed_by: body.needed_by } : {}),
    ...(body.note !== undefined ? { note: body.note } : {}),
    ...(body.lines
      ? {
          lines: body.lines.map((l): OrderRequestLine => ({
            id: l.id,
            material_id: l.material_id,
            quantity: l.quantity,
            accepted_quantity: null,
            sent_quantity: null,
            received_quantity: null,
            note: l.note,
          })),
        }
      : {}),
    version: row.version + 1,
    updated_at: stamp,
  };
}

/**
 * The body of a change to a pending request: the quantities typed per material (0 leaves one out),
 * keeping each line's id and note for a material it already had, in its order, new ones after.
 */
export function requestChanges(
  row: LocalRequest,
  quantities: ReadonlyMap<string, number>,
  note: string,
  newLineId: () => string,
): OrderRequestUpdateBody {
  const had = new Map(row.lines.map((l) => [l.material_id, l]));
  const order = [...row.lines.map((l) => l.material_id), ...quantities.keys()];
  const lines = [...new Set(order)].flatMap((materialId) => {
    const quantity = quantities.get(materialId) ?? 0;
    if (!(quantity > 0)) return [];
    const line = had.get(materialId);
    return [
      { id: line?.id ?? newLineId(), material_id: materialId, quantity, note: line?.note ?? '' },
    ];
  });
  return { version: row.version, note, lines };
}

/** Whether a change body would change nothing the store sees. */
export function changesNothing(row: LocalRequest, body: OrderRequestUpdateBody): boolean {
  const asked = (lines: ReadonlyArray<{ material_id: string; quantity: number }>) =>
    JSON.stringify(lines.map((l) => [l.material_id, l.quantity]));
  return (
    (body.note === undefined || body.note === row.note) &&
    (body.lines === undefined || asked(body.lines) === asked(row.lines))
  );
}

/** Accepted: every line at the quantity given, else as asked. */
export function acceptedRequest(
  row: LocalRequest,
  quantities: LineQuantities,
  userId: string,
  stamp: string,
): LocalRequest {
  return {
    ...row,
    status: 'accepted',
    accepted_at: stamp,
    accepted_by: userId,
    updated_at: stamp,
    lines: row.lines.map((l) => ({ ...l, accepted_quantity: quantities.get(l.id) ?? l.quantity })),
  };
}

/** Sent: every line at the quantity given, else as accepted. */
export function sentRequest(
  row: LocalRequest,
  quantities: LineQuantities,
  userId: string,
  stamp: string,
): LocalRequest {
  return {
    ...row,
    status: 'sent',
    sent_at: stamp,
    sent_by: userId,
    updated_at: stamp,
    lines: row.lines.map((l) => ({
      ...l,
      sent_quantity: quantities.get(l.id) ?? l.accepted_quantity ?? l.quantity,
    })),
  };
}

/** Declined by the supplying place or cancelled by the store, with why. */
export function endedRequest(
  row: LocalRequest,
  status: 'declined' | 'cancelled',
  reason: string,
  stamp: string,
): LocalRequest {
  return {
    ...row,
    status,
    status_reason: reason,
    updated_at: stamp,
    ...(status === 'declined' ? { declined_at: stamp } : { cancelled_at: stamp }),
  };
}

/** Completed: the store received what arrived of each line (else what was sent). */
export function completedRequest(
  row: LocalRequest,
  arrived: LineQuantities,
  userId: string,
  stamp: string,
): LocalRequest {
  return {
    ...row,
    status: 'completed',
    completed_at: stamp,
    completed_by: userId,
    updated_at: stamp,
    lines: row.lines.map((l) => ({
      ...l,
      received_quantity: arrived.get(l.id) ?? l.sent_quantity ?? 0,
    })),
  };
}

export function newTransferRow(
  body: TransferCreateBody,
  who: { customerId: string; userId: string; fromId: string },
  stamp: string,
): LocalTransfer {
  return {
    id: body.id,
    customer_id: who.customerId,
    location_id: who.fromId,
    to_location_id: body.to_location_id,
    number: '',
    status: body.send ? 'sent' : 'draft',
    note: body.note,
    lines: body.lines.map((l): TransferLine => ({
      id: l.id,
      material_id: l.material_id,
      quantity: l.quantity,
      received_quantity: null,
    })),
    order_request_id: null,
    created_by: who.userId,
    sent_at: body.send ? stamp : null,
    sent_by: body.send ? who.userId : null,
    received_at: null,
    received_by: null,
    receipt_id: null,
    cancelled_at: null,
    cancelled_by: null,
    version: 1,
    created_at: stamp,
    updated_at: stamp,
    deleted_at: null,
  };
}

export function sentTransfer(row: LocalTransfer, userId: string, stamp: string): LocalTransfer {
  return { ...row, status: 'sent', sent_at: stamp, sent_by: userId, updated_at: stamp };
}

export function receivedTransfer(
  row: LocalTransfer,
  receiptId: string,
  arrived: LineQuantities,
  userId: string,
  stamp: string,
): LocalTransfer {
  return {
    ...row,
    status: 'received',
    received_at: stamp,
    received_by: userId,
    receipt_id: receiptId,
    updated_at: stamp,
    lines: row.lines.map((l) => ({ ...l, received_quantity: arrived.get(l.id) ?? l.quantity })),
  };
}

export function cancelledTransfer(
  row: LocalTransfer,
  userId: string,
  stamp: string,
): LocalTransfer {
  return {
    ...row,
    status: 'cancelled',
    cancelled_at: stamp,
    cancelled_by: userId,
    updated_at: stamp,
  };
}

/** Lines whose arrival differs from what was sent, with the difference (negative: short). */
export function arrivalDifferences(
  lines: ReadonlyArray<{ id: string; material_id: string; sent: number }>,
  arrived: LineQuantities,
): Array<{ id: string; material_id: string; difference: number }> {
  return lines.flatMap((l) => {
    const got = arrived.get(l.id) ?? l.sent;
    const difference = Math.round((got - l.sent) * 1000) / 1000;
    return difference === 0 ? [] : [{ id: l.id, material_id: l.material_id, difference }];
  });
}
