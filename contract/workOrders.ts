import { z } from 'zod';
import { call } from './call';
import { id, isoDate, localizedText, longText, pagination, rowMeta, text } from './common';
import { stockQuantity } from './resources/inventory';

/**
 * Production (issue 10): a work order is a batch of a prepared material (an SR, or an FG with a
 * recipe) made at one location from its recipe. It is planned first (what will go in, scaled from
 * the recipe by the planned quantity and its yield), then confirmed with what really came out: the
 * inputs go out of stock and the output comes in at the cost of what went out, once. A roast is a
 * work order of kind `roast` (green coffee in, roasted coffee out) that also records its weight
 * loss. Synced to devices as the collection `workOrders`.
 */
export const WORK_ORDERS_COLLECTION = 'workOrders';

export const workOrderKinds = ['production', 'roast'] as const;
export type WorkOrderKind = (typeof workOrderKinds)[number];

/**
 * `planned → confirmed | cancelled`. Only a planned order may be edited or cancelled (DELETE); a
 * confirmed one has moved stock and stays as it is.
 */
export const workOrderStatuses = ['planned', 'confirmed', 'cancelled'] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];

/** A quantity made or used, in the material's base unit: positive, bounded like stock lines. */
const batchQuantity = z.number().finite().gt(0).max(1_000_000_000);
/** What an input really used: none at all is possible (left out of this batch). */
const usedQuantity = z.number().finite().min(0).max(1_000_000_000);

/**
 * The business day a batch is planned for (YYYY-MM-DD, the location's business date): what the
 * kitchen and the roastery see under "to produce today". Bounded like every date picker.
 */
export const plannedDate = isoDate.refine(
  (day) => day >= '1900-01-01' && day <= '2099-12-31',
  'date_range',
);

/** A shop-floor batch or lot code printed on the label (free text, may be empty). */
const batchCode = text(60);

/**
 * One material going into the batch, in its own base unit: `planned` from the recipe at create (or
 * at an edit of the planned quantity), `actual` once confirmed (null before).
 */
export const workOrderInput = z.object({
  material_id: id,
  planned: stockQuantity,
  actual: stockQuantity.nullable(),
});
export type WorkOrderInput = z.infer<typeof workOrderInput>;

/** A work order as every read, every write's reply and the sync pull return it. */
export const workOrderRow = rowMeta.extend({
  location_id: id,
  /** `WO-000123`: made by the server at create, per business. */
  number: z.string(),
  kind: z.enum(workOrderKinds),
  status: z.enum(workOrderStatuses),
  /** The prepared material made. */
  material_id: id,
  planned_quantity: stockQuantity,
  /** The business day it is planned for (YYYY-MM-DD). */
  planned_for: isoDate,
  /** What really came out, set when confirmed. */
  actual_quantity: stockQuantity.nullable(),
  inputs: z.array(workOrderInput),
  /** The last day the batch may be used (YYYY-MM-DD), or null. */
  use_by: isoDate.nullable(),
  batch_code: z.string(),
  note: z.string(),
  created_by: id.nullable(),
  confirmed_at: z.string().nullable(),
  confirmed_by: id.nullable(),
  /**
   * Roasts, once confirmed: (input − output) / input × 100, over the inputs in the output's unit
   * (green coffee 10 kg → roasted 8.4 kg is 16). Null for production and before confirming.
   */
  weight_loss_percent: z.number().nullable(),
  /**
   * Cost of one base unit of the output: what went out divided by what came out (confirmed only).
   * Absent for a caller without `inventory.costs`.
   */
  unit_cost: z.number().nullable().optional(),
});
export type WorkOrderRow = z.infer<typeof workOrderRow>;

/** `POST /work-orders`: plans a batch; its inputs come from the material's recipe. */
export const workOrderCreateBody = z
  .object({
    /** Client-made uuid: the same id sent again is the same work order. */
    id,
    location_id: id,
    material_id: id,
    kind: z.enum(workOrderKinds).default('production'),
    planned_quantity: batchQuantity,
    /** The location's business day it is to be made (the form offers that day's "today"). */
    planned_for: plannedDate,
    use_by: isoDate.nullable().default(null),
    batch_code: batchCode.default(''),
    note: longText(1000).default(''),
  })
  .strict();
export type WorkOrderCreateBody = z.infer<typeof workOrderCreateBody>;
/** The body as a client may send it (defaults left out). */
export type WorkOrderCreateInput = z.input<typeof workOrderCreateBody>;

/**
 * `PUT /work-orders/{id}`: a planned order's quantity, day, use-by, batch code or note, with the version
 * the client edited (stale → 409 VERSION_CONFLICT). A new planned quantity scales the inputs again.
 */
export const workOrderUpdateBody = z
  .object({
    version: z.number().int().min(1),
    planned_quantity: batchQuantity.optional(),
    planned_for: plannedDate.optional(),
    use_by: isoDate.nullable().optional(),
    batch_code: batchCode.optional(),
    note: longText(1000).optional(),
  })
  .strict();
export type WorkOrderUpdateBody = z.infer<typeof workOrderUpdateBody>;

/**
 * `POST /work-orders/{id}/confirm`: what came out, and what each input really used when it differs
 * from planned × actual / planned (an input not listed is scaled so). A material that was not
 * planned may be listed too (a substitute). Confirming again answers the confirmed order.
 */
export const workOrderConfirmBody = z
  .object({
    actual_quantity: batchQuantity,
    inputs: z
      .array(z.object({ material_id: id, actual: usedQuantity }).strict())
      .max(200)
      .optional(),
  })
  .strict();
export type WorkOrderConfirmBody = z.infer<typeof workOrderConfirmBody>;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * What each planned input used once `made` came out: the amount typed for it, else its planned
 * amount scaled by the yield (planned × made / planned quantity), as confirming does on the server.
 */
export function usedInputs(
  order: Pick<WorkOrderRow, 'inputs' | 'planned_quantity'>,
  made: number,
  typed: ReadonlyMap<string, number>,
): WorkOrderInput[] {
  const scale = made / order.planned_quantity;
  return order.inputs.map((input) => ({
    ...input,
    actual: round3(typed.get(input.material_id) ?? input.planned * scale),
  }));
}

/**
 * `GET /work-orders?loc=&st=&kind=&planned_for=&from=&to=&page=&limit=`: newest first.
 * `planned_for` is one business day; `from` and `to` (both included) a range of them.
 */
export const workOrderListQuery = z.object({
  /** A location, or `all` (or nothing) for every location the caller may use. */
  loc: z.string().max(64).optional(),
  st: z.enum([...workOrderStatuses, 'all']).default('all'),
  kind: z.enum(workOrderKinds).optional(),
  planned_for: isoDate.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});
export type WorkOrderListQuery = z.infer<typeof workOrderListQuery>;

export const workOrderListReply = z.object({
  data: z.array(workOrderRow),
  pagination,
});
export type WorkOrderListReply = z.infer<typeof workOrderListReply>;

/**
 * The origin the QR code links to: `http(s)://host[:port]` without credentials, path, query or
 * fragment (a trailing slash is allowed). The image encodes `<frontendBase>/batch/<id>`.
 */
export const frontendBase = z
  .string()
  .max(200)
  .refine((value) => frontendOrigin(value) !== null, 'http_origin');

/** The origin `value` names (no trailing slash), or null when it is not a bare http(s) origin. */
export function frontendOrigin(value: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  const bare =
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.pathname === '/' &&
    parsed.search === '' &&
    parsed.hash === '' &&
    !value.includes('?') &&
    !value.includes('#');
  return bare ? parsed.origin : null;
}

/** The public page's path for a batch, under the PWA's origin (the QR code's target). */
export const batchPagePath = (workOrderId: string) => `/batch/${workOrderId}`;

export const workOrderQrQuery = z.object({ frontendBase });

/**
 * `GET /work-orders/public/{id}`, no sign-in: the batch as its label's QR code shows it, and nothing
 * else of the business (no costs, no inputs, no ids). Only confirmed orders are found.
 */
export const publicBatchReply = z
  .object({
    number: z.string(),
    material_name: z.string(),
    material_name_localized: localizedText,
    quantity: stockQuantity,
    unit: z.string(),
    produced_at: z.string(),
    /** The first name of who confirmed it. */
    produced_by: z.string(),
    use_by: isoDate.nullable(),
    batch_code: z.string(),
    location_name: z.string(),
    status: z.enum(workOrderStatuses),
  })
  .strict();
export type PublicBatchReply = z.infer<typeof publicBatchReply>;

const tag = 'workOrders';
const idParams = z.object({ id });

/**
 * The calls of work orders and roasts (SPEC section 7 "Work orders", issue 10): plan a batch from
 * its recipe, edit or cancel it while planned, confirm it once with what came out, print its QR
 * code, and the public page the code opens. Writes honour `Idempotency-Key` and wait in the outbox
 * (collection `workOrders`); the create is idempotent on its id, confirm on the order's status.
 */
export const workOrderCalls = {
  list: call({
    method: 'GET',
    path: '/work-orders',
    tag,
    summary: 'Work orders of a location (or of every location the caller may use), newest first',
    description:
      '`planned_for` keeps the orders planned for one business day (YYYY-MM-DD); `from` and ' +
      '`to` a range of them, both included.',
    query: workOrderListQuery,
    reply: workOrderListReply,
    access: 'inventory.read',
  }),
  /** Rate limited per address by its handler, like sign-in. */
  publicBatch: call({
    method: 'GET',
    path: '/work-orders/public/:id',
    tag,
    summary: 'A confirmed batch as its QR label shows it (no sign-in)',
    description:
      'What was made, how much, when, by whom (first name), its use-by and batch code and where; ' +
      'nothing else of the business. Planned, cancelled and unknown ids are 404. Rate limited ' +
      'per address like sign-in (429 RATE_LIMITED).',
    params: z.object({ id: z.string().max(64) }),
    reply: publicBatchReply,
    access: 'public',
  }),
  byId: call({
    method: 'GET',
    path: '/work-orders/:id',
    tag,
    summary: 'One work order',
    params: idParams,
    reply: workOrderRow,
    access: 'inventory.read',
  }),
  qr: call({
    method: 'GET',
    path: '/work-orders/:id/qr',
    tag,
    summary: 'The QR code of a work order’s public batch page, as a PNG',
    description:
      'Encodes `<frontendBase>/batch/<id>`. `frontendBase` is the PWA’s origin: http or https, ' +
      'no path, query or credentials (else 400).',
    params: idParams,
    query: workOrderQrQuery,
    reply: z.any().describe('image/png'),
    access: 'inventory.read',
    file: true,
  }),
  create: call({
    method: 'POST',
    path: '/work-orders',
    tag,
    summary: 'Plan a batch of a prepared material from its recipe (idempotent on id)',
    description:
      '`planned_for` is the location’s business day it is to be made (required). ' +
      'Inputs are the recipe × planned quantity / yield, in each material’s base unit. The same ' +
      'id with the same content answers 200 with the stored order; other content under that id ' +
      'is 409 ID_REUSED.',
    body: workOrderCreateBody,
    reply: workOrderRow,
    access: 'inventory.write',
    idempotent: true,
    creates: true,
    collection: WORK_ORDERS_COLLECTION,
  }),
  update: call({
    method: 'PUT',
    path: '/work-orders/:id',
    tag,
    summary:
      'Edit a planned work order: quantity, day, use-by, batch code, note (with its version)',
    description:
      'A new planned quantity scales the inputs from the recipe again. A stale version is 409 ' +
      'VERSION_CONFLICT; an order no longer planned is 409 INVALID_TRANSITION.',
    params: idParams,
    body: workOrderUpdateBody,
    reply: workOrderRow,
    access: 'inventory.write',
    idempotent: true,
    collection: WORK_ORDERS_COLLECTION,
  }),
  cancel: call({
    method: 'DELETE',
    path: '/work-orders/:id',
    tag,
    summary: 'Cancel a planned work order (it stays, as cancelled)',
    description:
      'Cancelling again answers the cancelled order; a confirmed one is 409 INVALID_TRANSITION.',
    params: idParams,
    reply: workOrderRow,
    access: 'inventory.write',
    idempotent: true,
    collection: WORK_ORDERS_COLLECTION,
  }),
  confirm: call({
    method: 'POST',
    path: '/work-orders/:id/confirm',
    tag,
    summary: 'Confirm a batch with what came out: its stock moves, once',
    description:
      'Posts `preparation_out` per input (the given actual, else planned × actual / planned) and ' +
      '`preparation_in` of the output at the value of what went out. Confirming again, resent ' +
      'or concurrent, answers the confirmed order and posts nothing; a cancelled one is 409 ' +
      'INVALID_TRANSITION. Roasts record their weight loss percent.',
    params: idParams,
    body: workOrderConfirmBody,
    reply: workOrderRow,
    access: 'inventory.write',
    idempotent: true,
    collection: WORK_ORDERS_COLLECTION,
  }),
};
