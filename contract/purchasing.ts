import { z } from 'zod';
import { call } from './call';
import { id, isoDate, longText, money, pagination, ref, rowMeta, text } from './common';
import { forecastSuggestion, forecastSuggestionSummary, orderLineBasis } from './forecast';
import { supplierInvoiceStatuses, supplierOrderStatuses } from './purchasingStatuses';

export {
  supplierInvoiceStatuses,
  supplierOrderStatuses,
  type SupplierInvoiceStatus,
  type SupplierOrderStatus,
} from './purchasingStatuses';

/**
 * Purchasing (issue 10): what each supplier sells, suggested orders to par, supplier orders and
 * their deliveries, supplier invoices matched against them. Quantities are in the material's base
 * unit and money is plain numbers (both rounded to 3 decimals); the ledger keeps its own milli.
 */

/** Sync collections (the app's Dexie tables). */
export const SUPPLIER_ORDERS_COLLECTION = 'supplierOrders';
export const SUPPLIER_INVOICES_COLLECTION = 'supplierInvoices';

/** A price per pack, a pack size: finite, positive where it must be, bounded. */
const packSize = z.number().finite().gt(0).max(1_000_000);
const price = z.number().finite().min(0).max(1_000_000_000);
const quantity = z.number().finite().min(0).max(1_000_000_000);
const packs = z.number().finite().min(0).max(1_000_000);

/**
 * Registry resource `supplierMaterials` (`/supplier-materials`): a material a supplier sells, in
 * its pack. One live row per (supplier, material); at most one preferred supplier per material
 * (marking one preferred clears the others, in the same write).
 */
export const supplierMaterialFields = z
  .object({
    supplier_id: ref('suppliers'),
    material_id: ref('materials'),
    /** The supplier's own code for it, printed on orders. */
    item_code: text(64).default(''),
    /** What one pack is called on the supplier's side ("case of 12 x 1 l"). */
    pack_name: text(60).default(''),
    /** Base units of the material in one pack. */
    pack_size: packSize.default(1),
    /** Price of one pack. */
    price: price.default(0),
    is_preferred: z.boolean().default(false),
    is_active: z.boolean().default(true),
  })
  .strict();
export type SupplierMaterialFields = z.infer<typeof supplierMaterialFields>;

// ---------------------------------------------------------------------------------------------
// Par suggestions

/** `GET /supplier-orders/suggestions?supplier=&loc=`. */
export const suggestionsQuery = z.object({ supplier: id, loc: id });

/**
 * One material the supplier sells, brought up to par at the location: need = par − on hand − on
 * order; packs = whole packs of need, plus one more when the rest is at least `threshold` of a pack.
 */
export const suggestionLine = z.object({
  supplier_material_id: id,
  material_id: id,
  name: z.string(),
  unit: z.string(),
  item_code: z.string(),
  pack_name: z.string(),
  pack_size: z.number(),
  /** Price of one pack. */
  price: z.number(),
  is_preferred: z.boolean(),
  par: z.number(),
  minimum: z.number(),
  on_hand: z.number(),
  /** Ordered and not yet received on open orders at the location, from any supplier. */
  on_order: z.number(),
  need: z.number(),
  /** Suggested packs and what they hold (base units). */
  packs: z.number(),
  quantity: z.number(),
  line_total: z.number(),
  /** On hand is below the location's minimum for it. */
  below_minimum: z.boolean(),
  /** The last order from this supplier at this location that had it (not drafts or cancelled). */
  last_ordered: z
    .object({
      order_id: id,
      number: z.string(),
      packs: z.number(),
      quantity: z.number(),
      at: z.string(),
    })
    .nullable(),
  /** Average use per week over the last 8 weeks (server/supply/usage.ts). */
  average_weekly_use: z.number(),
  /** The suggestion by forecast (issue 27); null when the reply's `forecast.unavailable` says why. */
  forecast: forecastSuggestion.nullable(),
});
export type SuggestionLine = z.infer<typeof suggestionLine>;

export const suggestionsReply = z.object({
  supplier_id: id,
  location_id: id,
  /** The location's `order_pack_threshold` setting (0–1, 0.5 when unset). */
  threshold: z.number(),
  lines: z.array(suggestionLine),
  total: z.number(),
  minimum_order: z.number(),
  /** How much the suggested total is short of the supplier's minimum order (0 when it is met). */
  below_minimum: z.number(),
  /** The order by forecast: the dates it covers, its total (issue 27). */
  forecast: forecastSuggestionSummary,
});
export type SuggestionsReply = z.infer<typeof suggestionsReply>;

// ---------------------------------------------------------------------------------------------
// Supplier orders

/** Orders whose undelivered quantities count as "on order". */
export const openOrderStatuses = ['sent', 'accepted', 'partly_received'] as const;

/** What arrived in place of a line's material (same base unit), per receipt. */
export const orderSubstitute = z.object({
  receipt_id: id,
  material_id: id,
  quantity: z.number(),
  value: z.number(),
});

export const supplierOrderLine = z.object({
  id,
  material_id: id,
  item_code: z.string(),
  pack_name: z.string(),
  pack_size: z.number(),
  packs: z.number(),
  /** Base units ordered: packs × pack_size. */
  quantity: z.number(),
  /** Price of one pack as ordered. */
  price: z.number(),
  /** Good stock of the material received (base units), over every receipt. */
  received: z.number(),
  /** What that stock was received at (the delivery note's price when it differed). */
  received_value: z.number(),
  /** Delivered damaged (base units): refused, not taken into stock. */
  damaged: z.number(),
  substitutes: z.array(orderSubstitute),
  /** Base units invoiced on approved supplier invoices. */
  invoiced: z.number(),
  note: z.string(),
  /**
   * Which suggestion the line's packs were taken from (issue 27); null when typed by hand, left out
   * on lines stored before it was kept.
   */
  basis: orderLineBasis.optional(),
});
export type SupplierOrderLine = z.infer<typeof supplierOrderLine>;

/** A supplier order as every read, write reply and the sync pull return it. */
export const supplierOrderRow = rowMeta.extend({
  location_id: id,
  number: z.string(),
  supplier_id: id,
  status: z.enum(supplierOrderStatuses),
  lines: z.array(supplierOrderLine),
  note: z.string(),
  expected_on: isoDate.nullable(),
  sent_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  decline_reason: z.string(),
  closed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  total: z.number(),
  received_value: z.number(),
  invoiced_value: z.number(),
  created_by: id.nullable(),
});
export type SupplierOrderRow = z.infer<typeof supplierOrderRow>;

/**
 * A line as the client writes it: the material and how many packs. Item code, pack and price come
 * from what the supplier sells (`supplierMaterials`) unless given; a material the supplier does not
 * list needs `pack_size` and `price`.
 */
export const orderLineInput = z
  .object({
    id,
    material_id: id,
    packs,
    pack_size: packSize.optional(),
    price: price.optional(),
    item_code: text(64).optional(),
    pack_name: text(60).optional(),
    note: longText(500).default(''),
    /** Which suggestion the packs were taken from; null (or left out) when typed by hand. */
    basis: orderLineBasis.optional(),
  })
  .strict();
export type OrderLineInput = z.infer<typeof orderLineInput>;

/** `POST /supplier-orders`: a draft, or sent at once with `send: true`. Idempotent on `id`. */
export const supplierOrderCreateBody = z
  .object({
    id,
    location_id: id,
    supplier_id: id,
    lines: z.array(orderLineInput).min(1).max(2000),
    expected_on: isoDate.nullable().default(null),
    note: longText(2000).default(''),
    send: z.boolean().default(false),
  })
  .strict();
export type SupplierOrderCreateBody = z.infer<typeof supplierOrderCreateBody>;

/** `PUT /supplier-orders/{id}`: a draft's lines and details, at the version read. */
export const supplierOrderUpdateBody = z
  .object({
    version: z.number().int().min(1),
    lines: z.array(orderLineInput).min(1).max(2000).optional(),
    expected_on: isoDate.nullable().optional(),
    note: longText(2000).optional(),
  })
  .strict();
export type SupplierOrderUpdateBody = z.infer<typeof supplierOrderUpdateBody>;

/**
 * `POST /accept-supplier-order/{id}`, `/decline-supplier-order/{id}` (SPEC sections 3 and 6: body
 * with `redirect: false`, bearer token), and `/supplier-orders/{id}/send`, `/close`, `/cancel`.
 */
export const orderDecisionBody = z
  .object({
    redirect: z.literal(false).optional(),
    reason: longText(500).optional(),
  })
  .strict();
export type OrderDecisionBody = z.infer<typeof orderDecisionBody>;

/** One delivered line of a receipt. */
export const receiptLineInput = z
  .object({
    line_id: id,
    /** Good stock received, base units (of the substitute when one is named). */
    quantity,
    /** Delivered damaged and refused, base units. */
    damaged: quantity.default(0),
    /** Price per pack on the delivery note, when it differs from the order's. */
    price: price.optional(),
    /** Delivered in place of the line's material (it must share its base unit). */
    substitute_material_id: id.optional(),
    note: longText(500).default(''),
  })
  .strict();

/**
 * `POST /supplier-orders/{id}/receive`: one delivery, with its own client-made id. Its movements'
 * ids derive from it, so a receipt sent twice (two taps, two tablets, a resend) posts once.
 */
export const receiptInput = z
  .object({
    id,
    received_at: z.iso.datetime({ offset: true }).optional(),
    lines: z.array(receiptLineInput).min(1).max(2000),
    note: longText(2000).default(''),
  })
  .strict();
export type ReceiptInput = z.infer<typeof receiptInput>;

/** `GET /supplier-orders`. `st` is one status or several, comma separated. */
export const supplierOrderListQuery = z.object({
  loc: z.string().max(64).optional(),
  supplier: id.optional(),
  st: z
    .string()
    .max(200)
    .regex(/^[a-z_]+(,[a-z_]+)*$/)
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});
export type SupplierOrderListQuery = z.infer<typeof supplierOrderListQuery>;

export const supplierOrderListReply = z.object({
  data: z.array(supplierOrderRow),
  pagination,
});

// ---------------------------------------------------------------------------------------------
// Supplier invoices

export const supplierInvoiceLine = z
  .object({
    material_id: id,
    /** Base units invoiced. */
    quantity,
    /** Price of one base unit. */
    unit_price: price,
  })
  .strict();
export type SupplierInvoiceLine = z.infer<typeof supplierInvoiceLine>;

export const supplierInvoiceRow = rowMeta.extend({
  location_id: id,
  number: z.string(),
  supplier_id: id,
  supplier_order_id: id.nullable(),
  /** The order's number as the supplier wrote it (PO-000123), or free text. */
  supplier_order_ref: z.string(),
  /** The supplier's own invoice number. */
  invoice_number: z.string(),
  invoice_date: isoDate,
  due_date: isoDate.nullable(),
  lines: z.array(supplierInvoiceLine),
  /** Σ quantity × unit_price. */
  subtotal: z.number(),
  tax: z.number(),
  /** subtotal + tax. */
  total: z.number(),
  status: z.enum(supplierInvoiceStatuses),
  note: z.string(),
  approved_at: z.string().nullable(),
  approved_by: id.nullable(),
  /** Approved although it differed from the order and what was received. */
  accepted_differences: z.boolean(),
  created_by: id.nullable(),
});
export type SupplierInvoiceRow = z.infer<typeof supplierInvoiceRow>;

/** `POST /supplier-invoices`: a draft, idempotent on `id`. The due date defaults to the terms. */
export const supplierInvoiceCreateBody = z
  .object({
    id,
    location_id: id,
    supplier_id: id,
    supplier_order_id: id.nullable().default(null),
    supplier_order_ref: text(60).default(''),
    invoice_number: text(60).default(''),
    invoice_date: isoDate,
    due_date: isoDate.nullable().optional(),
    lines: z.array(supplierInvoiceLine).min(1).max(2000),
    tax: money.min(0).default(0),
    note: longText(2000).default(''),
  })
  .strict();
export type SupplierInvoiceCreateBody = z.infer<typeof supplierInvoiceCreateBody>;

/** `PUT /supplier-invoices/ref` (SPEC section 3): ties an invoice to an order by its reference. */
export const supplierInvoiceRefBody = z.object({ id, supplier_order_ref: text(60) }).strict();

/**
 * `PUT /supplier-invoice-change/{id}`: draft → approved | disputed | cancelled, disputed → draft |
 * approved | cancelled, approved → paid. Approving (and paying) needs `suppliers.approve`, and an
 * invoice that differs from its order needs `accept_differences: true`.
 */
export const supplierInvoiceChangeBody = z
  .object({
    status: z.enum(['draft', 'approved', 'disputed', 'paid', 'cancelled']),
    accept_differences: z.boolean().default(false),
    note: longText(2000).optional(),
  })
  .strict();
export type SupplierInvoiceChangeBody = z.infer<typeof supplierInvoiceChangeBody>;

/**
 * One material of the matching: what was ordered, received and invoiced, and the differences of the
 * invoice from what was received at the ordered price. Quantities in base units, prices per base unit.
 */
export const matchLine = z.object({
  material_id: id,
  name: z.string(),
  unit: z.string(),
  ordered: z.number(),
  ordered_price: z.number().nullable(),
  received: z.number(),
  received_price: z.number().nullable(),
  /** Billed on the order's other approved invoices: taken off what was received. */
  already_invoiced: z.number(),
  invoiced: z.number(),
  invoiced_price: z.number().nullable(),
  /** invoiced − (received − already invoiced). */
  quantity_difference: z.number(),
  /** invoiced price − ordered price (null when either is unknown). */
  price_difference: z.number().nullable(),
  /** invoiced amount − received quantity × ordered price. */
  amount_difference: z.number(),
  differs: z.boolean(),
});
export type MatchLine = z.infer<typeof matchLine>;

export const invoiceMatch = z.object({
  /** The order matched against, or null when the invoice names none. */
  order: z.object({ id, number: z.string(), status: z.enum(supplierOrderStatuses) }).nullable(),
  lines: z.array(matchLine),
  amount_difference: z.number(),
  has_differences: z.boolean(),
});
export type InvoiceMatch = z.infer<typeof invoiceMatch>;

/** `GET /supplier-invoices/{id}`: the invoice with its matching. */
export const supplierInvoiceDetail = supplierInvoiceRow.extend({ matching: invoiceMatch });

export const supplierInvoiceListQuery = z.object({
  loc: z.string().max(64).optional(),
  supplier: id.optional(),
  order: id.optional(),
  st: z
    .string()
    .max(200)
    .regex(/^[a-z_]+(,[a-z_]+)*$/)
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});
export type SupplierInvoiceListQuery = z.infer<typeof supplierInvoiceListQuery>;

export const supplierInvoiceListReply = z.object({
  data: z.array(supplierInvoiceRow),
  pagination,
});

/** `GET /supplier-invoices/export?from&to&loc&st` → `supplier-orders-<ISO timestamp>.xlsx`. */
export const supplierInvoiceExportQuery = supplierInvoiceListQuery.omit({
  page: true,
  limit: true,
});

/** SPEC section 9: an export's file name, a prefix and the time (colons made file-name safe). */
export const exportFileName = (prefix: string, now: Date): string =>
  `${prefix}-${now.toISOString().replace(/:/g, '-')}.xlsx`;

// ---------------------------------------------------------------------------------------------
// Calls

const idParams = z.object({ id });

const orders = 'supplierOrders';
const orderStatusDescription =
  'A resend of a change already made answers 200 with the order; a change no longer ' +
  'possible is 409 INVALID_TRANSITION naming the current status.';

/** What a status call of an order takes and answers; the app queues each (`changeOrder`). */
const orderStatusCall = {
  tag: orders,
  description: orderStatusDescription,
  params: idParams,
  body: orderDecisionBody,
  reply: supplierOrderRow,
  access: 'suppliers.write',
  idempotent: true,
  collection: SUPPLIER_ORDERS_COLLECTION,
} as const;

/**
 * The calls of supplier orders (SPEC section 7 "Suppliers", issue 10): suggestions to par, the
 * order's life from draft to closed, and deliveries received against it into the stock ledger.
 * Every write honours `Idempotency-Key` and is idempotent on its own ids; the app queues the
 * writes it makes (`collection`).
 */
export const supplierOrderCalls = {
  suggestions: call({
    method: 'GET',
    path: '/supplier-orders/suggestions',
    tag: orders,
    summary: 'What to order from a supplier to bring a location up to par, in whole packs',
    description:
      'Per active material the supplier sells: par and minimum at the location, on hand, on ' +
      'order (open orders of any supplier), need = par − on hand − on order, and packs: the ' +
      'whole packs of need plus one when the rest is at least the location’s ' +
      '`order_pack_threshold` (0.5 unless set) of a pack; with the last quantity ordered from ' +
      'the supplier there and the 8-week average use. The total is set against the supplier’s ' +
      'minimum order.',
    query: suggestionsQuery,
    reply: suggestionsReply,
    access: 'suppliers.read',
  }),
  list: call({
    method: 'GET',
    path: '/supplier-orders',
    tag: orders,
    summary: 'Supplier orders, newest first, with how much of each is received and invoiced',
    description:
      '`loc` one location (else every location the caller may use), `supplier`, `st` one ' +
      'status or several comma separated, `from`/`to` the days they were made, `search` the number.',
    query: supplierOrderListQuery,
    reply: supplierOrderListReply,
    access: 'suppliers.read',
  }),
  byId: call({
    method: 'GET',
    path: '/supplier-orders/:id',
    tag: orders,
    summary: 'One supplier order',
    params: idParams,
    reply: supplierOrderRow,
    access: 'suppliers.read',
  }),
  create: call({
    method: 'POST',
    path: '/supplier-orders',
    tag: orders,
    summary: 'Create a supplier order as a draft, or sent at once (`send: true`)',
    description:
      'Idempotent on `id`: the same content again answers 200 with the stored order, other ' +
      'content under that id 409 ID_REUSED. The server numbers it (PO-000123).',
    body: supplierOrderCreateBody,
    reply: supplierOrderRow,
    access: 'suppliers.write',
    idempotent: true,
    creates: true,
    collection: SUPPLIER_ORDERS_COLLECTION,
  }),
  update: call({
    method: 'PUT',
    path: '/supplier-orders/:id',
    tag: orders,
    summary: 'Change a draft’s lines, expected date or note, at the version read',
    params: idParams,
    body: supplierOrderUpdateBody,
    reply: supplierOrderRow,
    access: 'suppliers.write',
    idempotent: true,
  }),
  send: call({
    method: 'POST',
    path: '/supplier-orders/:id/send',
    summary: 'Send a draft order to its supplier',
    ...orderStatusCall,
  }),
  accept: call({
    method: 'POST',
    path: '/accept-supplier-order/:id',
    summary: 'The supplier accepted a sent order (body `{ redirect: false }`, bearer token)',
    ...orderStatusCall,
  }),
  decline: call({
    method: 'POST',
    path: '/decline-supplier-order/:id',
    summary:
      'The supplier declined a sent order (body `{ redirect: false, reason? }`, bearer token)',
    ...orderStatusCall,
  }),
  close: call({
    method: 'POST',
    path: '/supplier-orders/:id/close',
    summary: 'Close a received or partly received order',
    ...orderStatusCall,
  }),
  cancel: call({
    method: 'POST',
    path: '/supplier-orders/:id/cancel',
    summary: 'Cancel a draft or sent order',
    ...orderStatusCall,
  }),
  receive: call({
    method: 'POST',
    path: '/supplier-orders/:id/receive',
    tag: orders,
    summary: 'Receive a delivery: good stock into the ledger at the delivered price, once',
    description:
      'Per order line: good quantity (base units; of the substitute when one is named, which ' +
      'must share the base unit), damaged (refused, recorded only), the delivery note’s price ' +
      'per pack when it differs. Posts `receipt` movements (document `supplier_order`) whose ' +
      'ids derive from the receipt id, so a receipt sent twice posts once (the second answers ' +
      '200). Needs suppliers.write or inventory.write.',
    params: idParams,
    body: receiptInput,
    reply: supplierOrderRow,
    // Store staff receive deliveries without managing suppliers: the handler checks either.
    access: 'signed-in',
    idempotent: true,
    creates: true,
    collection: SUPPLIER_ORDERS_COLLECTION,
  }),
};

const invoices = 'supplierInvoices';

/**
 * The calls of supplier invoices (SPEC section 7 "Suppliers", issue 10): recorded against an order,
 * matched with what was ordered and received, approved (differences accepted explicitly) and paid.
 */
export const supplierInvoiceCalls = {
  list: call({
    method: 'GET',
    path: '/supplier-invoices',
    tag: invoices,
    summary: 'Supplier invoices, latest invoice date first',
    description:
      '`loc` one location (else every one the caller may use), `supplier`, `order`, `st` one ' +
      'status or several comma separated, `from`/`to` invoice dates, `search` numbers and reference.',
    query: supplierInvoiceListQuery,
    reply: supplierInvoiceListReply,
    access: 'suppliers.read',
  }),
  export: call({
    method: 'GET',
    path: '/supplier-invoices/export',
    tag: invoices,
    summary: 'The invoices of the list’s filters as an .xlsx (supplier-orders-<ISO time>.xlsx)',
    query: supplierInvoiceExportQuery,
    reply: z.any().describe('The .xlsx file'),
    file: true,
    access: 'suppliers.read',
  }),
  byId: call({
    method: 'GET',
    path: '/supplier-invoices/:id',
    tag: invoices,
    summary: 'One supplier invoice, matched against its order and what was received',
    params: idParams,
    reply: supplierInvoiceDetail,
    access: 'suppliers.read',
  }),
  create: call({
    method: 'POST',
    path: '/supplier-invoices',
    tag: invoices,
    summary: 'Record a supplier invoice as a draft (idempotent on id)',
    description:
      'Its order is `supplier_order_id`, or the order whose number is `supplier_order_ref` ' +
      '(same supplier and location). The due date defaults to the supplier’s payment terms.',
    body: supplierInvoiceCreateBody,
    reply: supplierInvoiceRow,
    access: 'suppliers.write',
    idempotent: true,
    creates: true,
    collection: SUPPLIER_INVOICES_COLLECTION,
  }),
  setRef: call({
    method: 'PUT',
    path: '/supplier-invoices/ref',
    tag: invoices,
    summary:
      'Set the order reference of a draft or disputed invoice (`{ id, supplier_order_ref }`)',
    body: supplierInvoiceRefBody,
    reply: supplierInvoiceRow,
    access: 'suppliers.write',
    idempotent: true,
  }),
  change: call({
    method: 'PUT',
    path: '/supplier-invoice-change/:id',
    tag: invoices,
    summary: 'Change an invoice’s status: approve, dispute, cancel, back to draft, pay',
    description:
      'draft → approved | disputed | cancelled; disputed → draft | approved | cancelled; ' +
      'approved → paid. Approving and paying need suppliers.approve; an invoice that differs ' +
      'from its order is approved only with `accept_differences: true` (else 409 ' +
      'INVOICE_DIFFERENCES with `differences`). Approving adds its quantities and amount to ' +
      'the order.',
    params: idParams,
    body: supplierInvoiceChangeBody,
    reply: supplierInvoiceRow,
    access: 'suppliers.write',
    idempotent: true,
    collection: SUPPLIER_INVOICES_COLLECTION,
  }),
};
