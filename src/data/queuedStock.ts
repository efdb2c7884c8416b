import { useLiveQuery } from 'dexie-react-hooks';
import { pathOf, pathWithQuery } from '@contract/call';
import {
  SUPPLIER_ORDERS_COLLECTION,
  type ReceiptInput,
  type SupplierOrderRow,
} from '@contract/purchasing';
import { stockCalls } from '@contract/stock';
import {
  TRANSFERS_COLLECTION,
  transferCalls,
  type TransferChangeBody,
  type TransferCreateBody,
  type TransferRow,
} from '@contract/transfers';
import {
  WORK_ORDERS_COLLECTION,
  usedInputs,
  workOrderCalls,
  type WorkOrderConfirmBody,
  type WorkOrderRow,
} from '@contract/workOrders';
import type { OutboxEntry } from './db';
import { useLocal } from './react';

/**
 * Stock moved on this device that the server has not taken yet. The ledger lives on the server, so a
 * stock figure on screen is the server's last read; every call in the outbox that will move stock
 * is read here, in one place, so a screen can show that figure with what is on its way applied.
 */

/** The stock postings of the inventory screens (SPEC section 7), by their declared calls. */
export type PostingKind = 'receipt' | 'wastage' | 'physical';

/** Where a preparation is posted (SPEC section 7): `stockCalls.receive` with `is_prepared=1`. */
export const preparationPath = (locationId: string) =>
  pathWithQuery(stockCalls.receive, undefined, { is_prepared: '1', loc: locationId });

/** A quick adjustment's path, its material in place of `:materialId`. */
const physicalPath = new RegExp(`^${stockCalls.physical.path.replace(':materialId', '([^/?]+)')}$`);

/** A posting still on this device: waiting for the network, or refused by the server. */
export interface PendingPosting {
  id: string;
  kind: PostingKind;
  status: OutboxEntry['status'];
  body: Record<string, unknown>;
  /** The material of a quick adjustment (it travels in the path). */
  materialId: string | null;
  createdAt: string;
}

/** Which posting an outbox entry is, for the active location; null for anything else. */
export function postingOf(entry: OutboxEntry, loc: string): PendingPosting | null {
  if (entry.collection !== 'materials' || entry.op !== 'call' || !entry.body) return null;
  if (!entry.path.endsWith(`?loc=${loc}`)) return null;
  const [path] = entry.path.split('?') as [string];
  const adjusted = physicalPath.exec(path)?.[1];
  const at = (declaration: typeof stockCalls.receive | typeof stockCalls.wastage) =>
    entry.path === pathWithQuery(declaration, undefined, { loc });
  const kind: PostingKind | null = adjusted
    ? 'physical'
    : at(stockCalls.receive)
      ? 'receipt'
      : at(stockCalls.wastage)
        ? 'wastage'
        : null;
  if (!kind) return null;
  return {
    id: entry.rowId,
    kind,
    status: entry.status,
    body: entry.body,
    materialId: adjusted ? decodeURIComponent(adjusted) : null,
    createdAt: entry.createdAt,
  };
}

/** What one queued call does to one material's stock: moves it by an amount, or counts it anew. */
export type QueuedStockChange =
  { material_id: string; by: number } | { material_id: string; counted: number };

/**
 * What a recipe takes to make `quantity` of a prepared material, per input in its base unit: the
 * caller knows the recipes (a preparation's inputs go out of stock with it).
 */
export type RecipeUse = (materialId: string, quantity: number) => Iterable<[string, number]>;

interface Line {
  material_id?: unknown;
  quantity?: unknown;
}
const linesOf = (body: Record<string, unknown> | undefined): Line[] =>
  Array.isArray(body?.lines) ? (body.lines as Line[]) : [];
const moved = (material: unknown, by: unknown, sign: 1 | -1): QueuedStockChange[] =>
  typeof material === 'string' && typeof by === 'number' && by !== 0
    ? [{ material_id: material, by: sign * by }]
    : [];
const idIn = (path: string, pattern: RegExp) => pattern.exec(path.split('?')[0]!)?.[1] ?? null;
const locOf = (path: string) => new URLSearchParams(path.split('?')[1] ?? '').get('loc');

/** A confirmed batch: what its inputs used goes out, what came out comes in. */
function workOrderChanges(entry: OutboxEntry, loc: string): QueuedStockChange[] {
  const order = entry.before as WorkOrderRow | null;
  const confirm = pathOf(workOrderCalls.confirm, { id: entry.rowId });
  if (entry.path.split('?')[0] !== confirm || order?.location_id !== loc) return [];
  const body = entry.body as WorkOrderConfirmBody;
  const typed = new Map((body.inputs ?? []).map((i) => [i.material_id, i.actual]));
  return [
    ...usedInputs(order, body.actual_quantity, typed).flatMap((i) =>
      moved(i.material_id, i.actual, -1),
    ),
    ...moved(order.material_id, body.actual_quantity, 1),
  ];
}

/** A supplier's delivery: good stock of each line (or of its substitute) comes in. */
function deliveryChanges(entry: OutboxEntry, loc: string): QueuedStockChange[] {
  const order = entry.before as SupplierOrderRow | null;
  if (!idIn(entry.path, /^\/supplier-orders\/([^/]+)\/receive$/) || order?.location_id !== loc) {
    return [];
  }
  const ordered = new Map(order.lines.map((l) => [l.id, l.material_id]));
  return (entry.body as ReceiptInput).lines.flatMap((l) =>
    moved(l.substitute_material_id ?? ordered.get(l.line_id), l.quantity, 1),
  );
}

/** A transfer leaves the sender when sent (back if a sent one is cancelled), arrives when received. */
function transferChanges(entry: OutboxEntry, loc: string): QueuedStockChange[] {
  if (entry.method === 'POST') {
    const body = entry.body as TransferCreateBody;
    return body.send && locOf(entry.path) === loc
      ? body.lines.flatMap((l) => moved(l.material_id, l.quantity, -1))
      : [];
  }
  const transfer = entry.before as TransferRow | null;
  if (!transfer || entry.path !== pathOf(transferCalls.change, { id: transfer.id })) return [];
  const body = entry.body as TransferChangeBody;
  const sent = (sign: 1 | -1) =>
    transfer.location_id === loc
      ? transfer.lines.flatMap((l) => moved(l.material_id, l.quantity, sign))
      : [];
  if (body.status === 'sent') return sent(-1);
  if (body.status === 'cancelled') return transfer.status === 'sent' ? sent(1) : [];
  if (transfer.to_location_id !== loc) return [];
  const arrived = new Map((body.receipt?.lines ?? []).map((l) => [l.line_id, l.received_quantity]));
  return transfer.lines.flatMap((l) => moved(l.material_id, arrived.get(l.id) ?? l.quantity, 1));
}

/** An inventory screen's posting: a preparation, a receipt, wastage, or a count of one material. */
function postingChanges(
  entry: OutboxEntry,
  loc: string,
  recipeUse: RecipeUse | undefined,
): QueuedStockChange[] {
  if (entry.path === preparationPath(loc) && entry.body) {
    const { material_id, quantity } = entry.body;
    const inputs =
      recipeUse && typeof material_id === 'string' && typeof quantity === 'number'
        ? [...recipeUse(material_id, quantity)].flatMap(([input, used]) => moved(input, used, -1))
        : [];
    return [...moved(material_id, quantity, 1), ...inputs];
  }
  const posting = postingOf(entry, loc);
  if (!posting) return [];
  if (posting.kind === 'physical') {
    const counted = posting.body.quantity;
    return posting.materialId && typeof counted === 'number'
      ? [{ material_id: posting.materialId, counted }]
      : [];
  }
  const sign = posting.kind === 'receipt' ? 1 : -1;
  return linesOf(posting.body).flatMap((l) => moved(l.material_id, l.quantity, sign));
}

const changesOf: Record<string, typeof workOrderChanges> = {
  [WORK_ORDERS_COLLECTION]: workOrderChanges,
  [SUPPLIER_ORDERS_COLLECTION]: deliveryChanges,
  [TRANSFERS_COLLECTION]: transferChanges,
};

/**
 * The stock changes at a location that calls waiting in the outbox will make, oldest first. Only
 * calls still on their way count: one the server refused (failed, or a conflict) moves nothing
 * unless it is sent again, and then it is waiting again. Order requests move stock through the
 * transfer the server makes for them, which this device does not hold yet: they are not counted.
 */
export function queuedStockChanges(
  entries: readonly OutboxEntry[],
  loc: string,
  recipeUse?: RecipeUse,
): QueuedStockChange[] {
  return entries
    .filter((entry) => entry.status === 'pending')
    .flatMap((entry) => {
      const documentChanges = changesOf[entry.collection];
      return documentChanges ? documentChanges(entry, loc) : postingChanges(entry, loc, recipeUse);
    });
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Stock on hand as the server last read it, with the changes still on this device applied in order. */
export function withQueuedStock(
  onHand: ReadonlyMap<string, number>,
  changes: readonly QueuedStockChange[],
): Map<string, number> {
  const out = new Map(onHand);
  for (const change of changes) {
    const next =
      'counted' in change ? change.counted : (out.get(change.material_id) ?? 0) + change.by;
    out.set(change.material_id, round3(next));
  }
  return out;
}

/**
 * The queued stock changes at a location, live: they change as calls are queued and as the server
 * takes them. `undefined` while the outbox is first read.
 */
export function useQueuedStockChanges(
  loc: string | null,
  recipeUse?: RecipeUse,
): QueuedStockChange[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local || !loc) return [];
    // The outbox is short (what has not reached the server yet): reading it whole is cheap.
    const entries = await local.db.outbox.orderBy('seq').toArray();
    return queuedStockChanges(entries, loc, recipeUse);
  }, [local, loc, recipeUse]);
}
