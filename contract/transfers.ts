import { z } from 'zod';
import { call } from './call';
import { id, isoDate, longText, pagination, rowMeta, text, timeOfDay } from './common';

/**
 * Between locations (issue 10). A store asks a warehouse or the central kitchen for materials (an
 * order request); the supplying place accepts it (possibly with other quantities) and sends it, which
 * makes a transfer; the store receives the transfer, which completes the request. A transfer can
 * also be made on its own. Stock leaves the sender when a transfer is sent and reaches the receiver
 * when it is received: in between it is on the transfer ("in transit"), never in two places or in
 * none, and every difference found on arrival is a movement of its own.
 *
 * Quantities are in the material's base unit, money in plain numbers (both to 3 decimals).
 */

/** Sync collections (the app's Dexie tables) of order requests and transfers. */
export const ORDER_REQUESTS_COLLECTION = 'orderRequests';
export const TRANSFERS_COLLECTION = 'transfers';

/** Prefixes of the numbers the server gives documents when they are made: `OR-000123`. */
export const ORDER_REQUEST_PREFIX = 'OR';
export const TRANSFER_PREFIX = 'TR';

/** Every status of an order request; the order is the life of one. */
export const orderRequestStatuses = [
  'pending',
  'accepted',
  'sent',
  'completed',
  'declined',
  'cancelled',
] as const;
export type OrderRequestStatus = (typeof orderRequestStatuses)[number];

/** The list's status filter (SPEC section 4): Pending is anything not yet received or closed. */
export const orderRequestFilters = ['all', 'completed', 'pending'] as const;
export const pendingRequestStatuses: readonly OrderRequestStatus[] = [
  'pending',
  'accepted',
  'sent',
];

/** `created`: the requests this location made; `received`: the ones made of it. */
export const orderRequestTypes = ['created', 'received'] as const;
export type OrderRequestType = (typeof orderRequestTypes)[number];

export const transferStatuses = ['draft', 'sent', 'received', 'cancelled'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

/** `in`: transfers this location receives; `out`: the ones it sends. */
export const transferDirections = ['in', 'out', 'all'] as const;

/** A quantity in the material's base unit. */
const quantity = z.number().finite().min(0).max(1_000_000_000);
const positive = quantity.gt(0);
const lineNote = text(500).default('');

/** At most this many lines on one document. */
export const MAX_DOCUMENT_LINES = 500;

// ---------------------------------------------------------------------------------------------
// Locations: what a store may ask, and when it arrives.

/** Days of the week, 0 Sunday to 6 Saturday (as `Date.getDay`). */
export const weekday = z.number().int().min(0).max(6);

/**
 * A supplying place as `GET /warehouseLocation?loc=` returns it: its daily cut-off and the next
 * delivery an order made now gets (the first delivery day after the cut-off, in its time zone).
 */
export const supplyingLocation = z.object({
  id,
  name: z.string(),
  kind: z.enum(['warehouse', 'central_kitchen']),
  /** 'HH:mm' on the supplying place's clock, or '' when it takes orders until midnight. */
  order_cutoff_time: z.union([z.literal(''), timeOfDay]),
  /** Weekdays it delivers on; empty: every day. */
  delivery_days: z.array(weekday),
  time_zone: z.string(),
  /** The date (its time zone) an order made now is delivered. */
  next_delivery: isoDate,
  /** The instant (ISO) by which an order must be made to arrive on `next_delivery`; null: midnight. */
  order_by: z.string().nullable(),
});
export type SupplyingLocation = z.infer<typeof supplyingLocation>;

export const warehouseLocationQuery = z.object({ loc: z.string().max(64).optional() });
export const warehouseLocationReply = z.object({ data: z.array(supplyingLocation) });

/** `GET /requestMaterials?loc=&from=`: what `from` holds, as the store at `loc` asks for it. */
export const requestMaterialsQuery = z.object({
  loc: z.string().max(64).optional(),
  from: id,
});

export const requestMaterial = z.object({
  material_id: id,
  name: z.string(),
  unit: z.string(),
  category_id: id.nullable(),
  /** Stock at the supplying place now; absent without inventory.costs. */
  available: z.number().optional(),
  /** The store's par of it (0: none set). */
  par: z.number(),
  /** The quantity the store asked for last time, and when; null: never asked. */
  last_quantity: z.number().nullable(),
  last_requested_at: z.string().nullable(),
  /** The store's average use per week over the last 8 weeks (server/supply/usage.ts). */
  average_weekly_use: z.number(),
});
export type RequestMaterial = z.infer<typeof requestMaterial>;
export const requestMaterialsReply = z.object({ data: z.array(requestMaterial) });

// ---------------------------------------------------------------------------------------------
// Order requests.

export const orderRequestLine = z.object({
  id,
  material_id: id,
  /** Asked for by the store. */
  quantity: z.number(),
  /** Set when accepted (the supplying place may change it; 0 leaves the line out). */
  accepted_quantity: z.number().nullable(),
  /** Set when sent. */
  sent_quantity: z.number().nullable(),
  /** Set when the store received it. */
  received_quantity: z.number().nullable(),
  note: z.string(),
});
export type OrderRequestLine = z.infer<typeof orderRequestLine>;

/** An order request as every read and the sync pull return it (collection `orderRequests`). */
export const orderRequestRow = rowMeta.extend({
  /** The requesting store (`location_id`) asks `from_location_id`. */
  location_id: id,
  from_location_id: id,
  number: z.string(),
  status: z.enum(orderRequestStatuses),
  needed_by: isoDate.nullable(),
  note: z.string(),
  lines: z.array(orderRequestLine),
  /** The transfer that carries it, once sent. */
  transfer_id: id.nullable(),
  /** Why the supplying place declined it, or the store cancelled it. */
  status_reason: z.string(),
  created_by: id.nullable(),
  accepted_at: z.string().nullable(),
  accepted_by: id.nullable(),
  sent_at: z.string().nullable(),
  sent_by: id.nullable(),
  completed_at: z.string().nullable(),
  completed_by: id.nullable(),
  declined_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type OrderRequestRow = z.infer<typeof orderRequestRow>;

const requestLineBody = z
  .object({ id, material_id: id, quantity: positive, note: lineNote })
  .strict();

/** `POST /stock-order-request?loc=<the store>`: idempotent on `id`. */
export const orderRequestCreateBody = z
  .object({
    id,
    from_location_id: id,
    needed_by: isoDate.nullable().default(null),
    note: longText(2000).default(''),
    lines: z.array(requestLineBody).min(1).max(MAX_DOCUMENT_LINES),
  })
  .strict();
export type OrderRequestCreateBody = z.infer<typeof orderRequestCreateBody>;

/** `PUT /stock-order-request/update/{id}`: the store's changes while pending, at `version`. */
export const orderRequestUpdateBody = z
  .object({
    version: z.number().int().min(1),
    needed_by: isoDate.nullable().optional(),
    note: longText(2000).optional(),
    lines: z.array(requestLineBody).min(1).max(MAX_DOCUMENT_LINES).optional(),
  })
  .strict();
export type OrderRequestUpdateBody = z.infer<typeof orderRequestUpdateBody>;

/**
 * `PUT /stock-order-request/accept/{id}`: by the supplying place. Lines left out are accepted as
 * asked; 0 accepts none of a line.
 */
export const orderRequestAcceptBody = z
  .object({
    lines: z
      .array(z.object({ line_id: id, accepted_quantity: quantity }).strict())
      .max(MAX_DOCUMENT_LINES)
      .default([]),
    note: longText(2000).optional(),
  })
  .strict();
export type OrderRequestAcceptBody = z.infer<typeof orderRequestAcceptBody>;

/** What arrived of a transfer, per line; lines left out arrived as sent. */
export const transferReceipt = z
  .object({
    /** Client-made: the receipt's movements derive their ids from it, so a resend posts once. */
    id,
    received_at: z.iso.datetime({ offset: true }).optional(),
    lines: z
      .array(z.object({ line_id: id, received_quantity: quantity }).strict())
      .max(MAX_DOCUMENT_LINES)
      .default([]),
  })
  .strict();
export type TransferReceipt = z.infer<typeof transferReceipt>;

/**
 * `PUT /stock-order-request/status/{id}`. `sent` (supplying place; from accepted) makes the transfer
 * and takes the stock out, with sent quantities per line (default: accepted); `declined`
 * (supplying place) and `cancelled` (store) end a pending request; `completed` (store) receives its
 * transfer.
 */
export const orderRequestStatusBody = z.discriminatedUnion('status', [
  z
    .object({
      status: z.literal('sent'),
      lines: z
        .array(z.object({ line_id: id, sent_quantity: quantity }).strict())
        .max(MAX_DOCUMENT_LINES)
        .default([]),
    })
    .strict(),
  z.object({ status: z.literal('declined'), reason: text(500).default('') }).strict(),
  z.object({ status: z.literal('cancelled'), reason: text(500).default('') }).strict(),
  z.object({ status: z.literal('completed'), receipt: transferReceipt.optional() }).strict(),
]);
export type OrderRequestStatusBody = z.infer<typeof orderRequestStatusBody>;

export const orderRequestListQuery = z.object({
  loc: z.string().max(64).optional(),
  type: z.enum(orderRequestTypes).default('created'),
  /** All, Completed, Pending (SPEC section 4), or one exact status. */
  st: z.enum([...orderRequestFilters, ...orderRequestStatuses]).default('all'),
  /** Created on or after / up to this date of the location's business day. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});
export type OrderRequestListQuery = z.infer<typeof orderRequestListQuery>;
export const orderRequestListReply = z.object({ data: z.array(orderRequestRow), pagination });

/** `GET /stock-order-request/export`: the list's filters, every page, one row per line. */
export const orderRequestExportQuery = orderRequestListQuery.omit({ page: true, limit: true });

/** The prefix of the export's file name (SPEC section 9): `order-requests-<ISO timestamp>.xlsx`. */
export const ORDER_REQUESTS_EXPORT_PREFIX = 'order-requests';

// ---------------------------------------------------------------------------------------------
// Transfers.

export const transferLine = z.object({
  id,
  material_id: id,
  /** Sent (or to send, while a draft). */
  quantity: z.number(),
  /** The sender's average cost at send; absent without inventory.costs. */
  unit_cost: z.number().nullable().optional(),
  /** Set when received. */
  received_quantity: z.number().nullable(),
});
export type TransferLine = z.infer<typeof transferLine>;

/** A transfer as every read and the sync pull return it (collection `transfers`). */
export const transferRow = rowMeta.extend({
  /** The sender (`location_id`) sends to `to_location_id`. */
  location_id: id,
  to_location_id: id,
  number: z.string(),
  status: z.enum(transferStatuses),
  note: z.string(),
  lines: z.array(transferLine),
  /** The order request it fulfils, if any. */
  order_request_id: id.nullable(),
  /** Σ quantity × unit cost once sent; absent without inventory.costs. */
  value: z.number().nullable().optional(),
  created_by: id.nullable(),
  sent_at: z.string().nullable(),
  sent_by: id.nullable(),
  received_at: z.string().nullable(),
  received_by: id.nullable(),
  receipt_id: id.nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: id.nullable(),
});
export type TransferRow = z.infer<typeof transferRow>;

/** `POST /stock-transfer-invoices?loc=<the sender>`: idempotent on `id`; `send: true` sends at once. */
export const transferCreateBody = z
  .object({
    id,
    to_location_id: id,
    note: longText(2000).default(''),
    lines: z
      .array(z.object({ id, material_id: id, quantity: positive }).strict())
      .min(1)
      .max(MAX_DOCUMENT_LINES),
    send: z.boolean().default(false),
  })
  .strict();
export type TransferCreateBody = z.infer<typeof transferCreateBody>;

/**
 * `PUT /stock-transfer-invoices-change/{id}`: `sent` and `cancelled` by the sender, `received` by
 * the receiver (with what arrived; without a receipt everything arrived as sent).
 */
export const transferChangeBody = z.discriminatedUnion('status', [
  z.object({ status: z.literal('sent') }).strict(),
  z.object({ status: z.literal('received'), receipt: transferReceipt.optional() }).strict(),
  z.object({ status: z.literal('cancelled'), reason: text(500).default('') }).strict(),
]);
export type TransferChangeBody = z.infer<typeof transferChangeBody>;

export const transferListQuery = z.object({
  loc: z.string().max(64).optional(),
  direction: z.enum(transferDirections).default('all'),
  st: z.enum(['all', ...transferStatuses]).default('all'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

/** Stock on its way to a location: sent to it, not yet received, per material. */
export const inTransit = z.object({
  location_id: id,
  material_id: id,
  quantity: z.number(),
});
export type InTransit = z.infer<typeof inTransit>;

export const transferListReply = z.object({
  data: z.array(transferRow),
  pagination,
  /** What is in transit to the listed location(s) (every location the caller may use without loc). */
  in_transit: z.array(inTransit),
});

// ---------------------------------------------------------------------------------------------
// Calls.

const idParams = z.object({ id });
/** The location a write acts for: `loc`, else the caller's own. */
const locQuery = z.object({ loc: z.string().max(64).optional() });

/**
 * The calls of order requests (SPEC section 7 "Stock order requests", issue 10). A store creates,
 * changes, cancels and completes (receives) its requests; the warehouse or central kitchen asked
 * accepts, declines and sends them. Each side's calls check that side's location. Writes are one
 * transaction each, logged for sync at both places, idempotent on ids and `Idempotency-Key`; a
 * device queues them in the outbox (collection `orderRequests`).
 */
export const orderRequestCalls = {
  list: call({
    method: 'GET',
    path: '/stock-order-request',
    tag: 'orderRequests',
    summary: 'Requests a location made (type=created) or was asked (type=received), newest first',
    description:
      'st: all, completed, pending (pending, accepted or sent) or one exact status; from and to ' +
      'are business dates of the location.',
    query: orderRequestListQuery,
    reply: orderRequestListReply,
    access: 'inventory.read',
  }),
  export: call({
    method: 'GET',
    path: '/stock-order-request/export',
    tag: 'orderRequests',
    summary: 'The list’s requests as order-requests-<ISO timestamp>.xlsx, one row per line',
    query: orderRequestExportQuery,
    reply: z.any().describe('The .xlsx file'),
    file: true,
    access: 'inventory.read',
  }),
  supplyingPlaces: call({
    method: 'GET',
    path: '/warehouseLocation',
    tag: 'orderRequests',
    summary: 'The warehouses and central kitchens a location may ask, with their next delivery',
    description:
      'Active places of kind warehouse or central_kitchen other than loc. next_delivery is the ' +
      'first delivery day after the order cut-off, on the supplying place’s clock.',
    query: warehouseLocationQuery,
    reply: warehouseLocationReply,
    access: 'inventory.read',
  }),
  materials: call({
    method: 'GET',
    path: '/requestMaterials',
    tag: 'orderRequests',
    summary: 'What a supplying place holds, with the store’s last request and 8-week use',
    description:
      'Active materials with stock or a par at `from`; `available` (stock there) only with ' +
      'inventory.costs.',
    query: requestMaterialsQuery,
    reply: requestMaterialsReply,
    access: 'inventory.read',
  }),
  byId: call({
    method: 'GET',
    path: '/stock-order-request/:id',
    tag: 'orderRequests',
    summary: 'One order request',
    params: idParams,
    reply: orderRequestRow,
    access: 'inventory.read',
  }),
  create: call({
    method: 'POST',
    path: '/stock-order-request',
    tag: 'orderRequests',
    summary: 'A store (loc) asks a warehouse or central kitchen for materials (idempotent on id)',
    query: locQuery,
    body: orderRequestCreateBody,
    reply: orderRequestRow,
    access: 'inventory.write',
    idempotent: true,
    creates: true,
    collection: ORDER_REQUESTS_COLLECTION,
  }),
  update: call({
    method: 'PUT',
    path: '/stock-order-request/update/:id',
    tag: 'orderRequests',
    summary: 'The store changes a pending request (lines, note, needed by) at its version',
    params: idParams,
    body: orderRequestUpdateBody,
    reply: orderRequestRow,
    access: 'inventory.write',
    idempotent: true,
    collection: ORDER_REQUESTS_COLLECTION,
  }),
  accept: call({
    method: 'PUT',
    path: '/stock-order-request/accept/:id',
    tag: 'orderRequests',
    summary: 'The supplying place accepts a pending request, with its quantities',
    params: idParams,
    body: orderRequestAcceptBody,
    reply: orderRequestRow,
    access: 'inventory.write',
    idempotent: true,
    collection: ORDER_REQUESTS_COLLECTION,
  }),
  status: call({
    method: 'PUT',
    path: '/stock-order-request/status/:id',
    tag: 'orderRequests',
    summary:
      'sent (supplying place: makes and sends the transfer), declined, cancelled (store), ' +
      'completed (store: receives the transfer)',
    params: idParams,
    body: orderRequestStatusBody,
    reply: orderRequestRow,
    access: 'inventory.write',
    idempotent: true,
    collection: ORDER_REQUESTS_COLLECTION,
  }),
};

/**
 * The calls of transfers between locations (SPEC section 7 "Stock", issue 10). The sender makes,
 * sends and may cancel a transfer; the receiver receives it. Stock leaves the sender when sent, is
 * in transit on the transfer, and reaches the receiver with every difference recorded when
 * received. A device queues the writes in the outbox (collection `transfers`).
 */
export const transferCalls = {
  list: call({
    method: 'GET',
    path: '/stock-transfer-invoices',
    tag: 'transfers',
    summary: 'Transfers of a location (in, out or all), newest first, with what is in transit',
    description:
      'Without loc: every location the caller may use. in_transit sums what was sent to the ' +
      'listed locations and not yet received, per material. Unit costs and values only with ' +
      'inventory.costs.',
    query: transferListQuery,
    reply: transferListReply,
    access: 'inventory.read',
  }),
  byId: call({
    method: 'GET',
    path: '/stock-transfer-invoices/:id',
    tag: 'transfers',
    summary: 'One transfer',
    params: idParams,
    reply: transferRow,
    access: 'inventory.read',
  }),
  create: call({
    method: 'POST',
    path: '/stock-transfer-invoices',
    tag: 'transfers',
    summary: 'The sender (loc) makes a transfer; send: true sends it at once (idempotent on id)',
    query: locQuery,
    body: transferCreateBody,
    reply: transferRow,
    access: 'inventory.write',
    idempotent: true,
    creates: true,
    collection: TRANSFERS_COLLECTION,
  }),
  change: call({
    method: 'PUT',
    path: '/stock-transfer-invoices-change/:id',
    tag: 'transfers',
    summary: 'sent or cancelled (by the sender), received (by the receiver, with what arrived)',
    description:
      'Receiving posts transfer_in of the sent quantity at the sent cost, then transit_loss ' +
      'wastage for what is short or an adjustment for what is over; received twice posts ' +
      'once. Cancelling a sent transfer brings its stock back to the sender.',
    params: idParams,
    body: transferChangeBody,
    reply: transferRow,
    access: 'inventory.write',
    idempotent: true,
    collection: TRANSFERS_COLLECTION,
  }),
};
