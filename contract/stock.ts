import { z } from 'zod';
import { call } from './call';
import { id, isoDate, longText, money, pagination, text } from './common';
import { stockQuantity } from './resources/inventory';
import { recipeRow } from './recipes';
import { recipeLine } from './resources/products';

/**
 * The stock ledger (issue 9): every change of stock is a movement, appended once with its own id and
 * never edited. Quantities are in the material's base unit; `value` is quantity x cost at the time,
 * negative when stock goes out. Stock on hand and its value are the running balance of the movements.
 */
export const movementKinds = [
  'opening',
  'receipt',
  'sale',
  'refund',
  'void',
  'wastage',
  'preparation_in',
  'preparation_out',
  'count',
  'adjustment',
  // Moved between places by the supply issue (10); listed now so the ledger's kinds never change.
  'transfer_in',
  'transfer_out',
] as const;
export type MovementKind = (typeof movementKinds)[number];

export const wastageReasons = [
  'expired',
  'spoiled',
  'damaged',
  'over_production',
  'staff_meal',
  'other',
] as const;
export type WastageReason = (typeof wastageReasons)[number];

/** Reasons a movement may carry: a wastage's, or stock lost between two places (issue 10). */
export const movementReasons = [...wastageReasons, 'transit_loss'] as const;
export type MovementReason = (typeof movementReasons)[number];

/** The document a movement came from: an invoice, a receipt, a wastage note, a preparation, a count. */
export const movementDocuments = [
  'invoice',
  'receipt',
  'wastage',
  'preparation',
  'count',
  'adjustment',
  // Supply (issue 10): a delivery against a supplier order, a transfer, a production batch or roast.
  'supplier_order',
  'transfer',
  'work_order',
] as const;

/** A movement as every read returns it. `value` and `unit_cost` are absent for a blind caller. */
export const movementRow = z.object({
  id: z.string(),
  location_id: id,
  material_id: id,
  kind: z.enum(movementKinds),
  quantity: stockQuantity,
  unit_cost: z.number().optional(),
  value: money.optional(),
  /** When it happened (ISO instant) and the business date of its location then. */
  occurred_at: z.string(),
  business_date: isoDate,
  reason: z.enum(movementReasons).nullable(),
  note: z.string(),
  user_id: id.nullable(),
  document_kind: z.enum(movementDocuments),
  document_id: z.string(),
  /** Stock on hand at the location right after this movement, in time order. */
  balance_after: stockQuantity.optional(),
  created_at: z.string(),
});
export type MovementRow = z.infer<typeof movementRow>;

/** A line of stock received or wasted: a quantity of a material in its base unit. */
const quantityIn = z.number().finite().gt(0).max(1_000_000_000);

/** `POST /inventory?loc=`: stock received without a supplier order. */
export const receiptBody = z
  .object({
    id,
    lines: z
      .array(
        z
          .object({
            material_id: id,
            quantity: quantityIn,
            unit_cost: money.min(0),
          })
          .strict(),
      )
      .min(1)
      .max(1000),
    note: longText(1000).optional(),
    /** When the stock arrived, if not now (a delivery note entered late). */
    occurred_at: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type ReceiptBody = z.infer<typeof receiptBody>;

/** `POST /wastage?loc=`: stock thrown away, each line with its reason. */
export const wastageBody = z
  .object({
    id,
    lines: z
      .array(
        z
          .object({ material_id: id, quantity: quantityIn, reason: z.enum(wastageReasons) })
          .strict(),
      )
      .min(1)
      .max(1000),
    note: longText(1000).optional(),
    occurred_at: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type WastageBody = z.infer<typeof wastageBody>;

/** `POST /inventory/physical/{materialId}?loc=`: a quick adjustment to what is really there. */
export const physicalBody = z
  .object({
    id,
    /** Stock on hand found, in the base unit. */
    quantity: z.number().finite().min(0).max(1_000_000_000),
    note: longText(1000).optional(),
  })
  .strict();
export type PhysicalBody = z.infer<typeof physicalBody>;

/** `POST /inventory?is_prepared=1&loc=`: a batch of a prepared material made from its recipe. */
export const preparationBody = z
  .object({
    id,
    material_id: id,
    /** How much was made, in the prepared material's base unit. */
    quantity: quantityIn,
    note: longText(1000).optional(),
  })
  .strict();
export type PreparationBody = z.infer<typeof preparationBody>;

/** What a posting call answers: the movements it appended (the first call's, when resent). */
export const postedReply = z.object({
  id,
  movements: z.array(movementRow),
});
export type PostedReply = z.infer<typeof postedReply>;

/** One material's stock at one location (`GET /inventory?loc=`). Costs are absent for a blind caller. */
export const stockItem = z.object({
  material_id: id,
  name: z.string(),
  sku: z.string(),
  type: z.string(),
  category_id: id.nullable(),
  unit: z.string(),
  quantity: stockQuantity,
  /** Weighted average cost of one base unit at the location. */
  average_cost: z.number().optional(),
  value: money.optional(),
  par: z.number(),
  minimum: z.number(),
  storage_area: z.string(),
  below_minimum: z.boolean(),
  negative: z.boolean(),
  last_movement_at: z.string().nullable(),
});
export type StockItem = z.infer<typeof stockItem>;

export const stockQuery = z.object({
  loc: id,
  search: text(200).optional(),
  category_id: id.optional(),
  type: z.enum(['RM', 'SR', 'FG']).optional(),
  /** `below`: under the minimum; `negative`: below zero; `zero`: none on hand. */
  state: z.enum(['below', 'negative', 'zero']).optional(),
});

export const stockReply = z.object({
  items: z.array(stockItem),
  /** Value of all stock on hand at the location (absent for a blind caller). */
  total: money.optional(),
  currency: z.string(),
});
export type StockReply = z.infer<typeof stockReply>;

/** `GET /movement/v2`, `GET /get-wastage`, `GET /inventory/{id}/movs`: movements, newest first. */
export const movementQuery = z.object({
  loc: id,
  from: isoDate.optional(),
  to: isoDate.optional(),
  material_id: id.optional(),
  kind: z.enum(movementKinds).optional(),
  reason: z.enum(movementReasons).optional(),
  document_id: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});
export type MovementQuery = z.infer<typeof movementQuery>;

export const movementReply = z.object({
  data: z.array(movementRow),
  pagination,
  /** Sums over every movement the query matches, not only this page. */
  totals: z.object({ quantity: z.number().nullable(), value: money.optional() }),
});
export type MovementReply = z.infer<typeof movementReply>;

/**
 * `GET /inventory/overview?loc=&from=&to=`: stock value at the end of each day and food cost (value
 * of stock sold) per day, each by material category; the screen at `/overview` and the inventory
 * dashboard read it.
 */
export const stockOverviewReply = z.object({
  currency: z.string(),
  days: z.array(
    z.object({
      date: isoDate,
      stock_value: money,
      food_cost: money,
      wastage: money,
      net_sales: money,
    }),
  ),
  categories: z.array(
    z.object({
      category_id: id.nullable(),
      stock_value: money,
      food_cost: money,
      wastage: money,
    }),
  ),
});
export type StockOverviewReply = z.infer<typeof stockOverviewReply>;

/** `POST /preparations/{id}/materials/bulk`: a prepared material's recipe, replacing what it had. */
export const preparationRecipeBody = z
  .object({
    lines: z.array(recipeLine).max(200),
    yield_quantity: z.number().finite().gt(0).max(1_000_000).optional(),
    /** The material row's version the client edited: a stale one gets 409. */
    version: z.number().int().min(1).optional(),
  })
  .strict();
export type PreparationRecipeBody = z.infer<typeof preparationRecipeBody>;

/** `GET /inventory/overview?loc=&from=&to=`. */
export const stockOverviewQuery = z.object({ loc: id, from: isoDate, to: isoDate });

/** `GET /inTypeInventory`: the movement kinds and wastage reasons, for filters. */
export const movementTypesReply = z.object({
  kinds: z.array(z.enum(movementKinds)),
  reasons: z.array(z.enum(movementReasons)),
});

/**
 * The local collection a queued stock posting is filed under: the ledger lives on the server, so
 * no local row changes, but the outbox keeps postings with the materials they move.
 */
export const STOCK_POSTINGS_COLLECTION = 'materials';

const tag = 'stock';
const locQuery = z.object({ loc: id });
const materialParams = z.object({ materialId: id });
/** `POST /inventory?loc=`, with `is_prepared=1` (or `true`) for a preparation. */
export const postingQuery = z.object({
  loc: id,
  is_prepared: z.enum(['0', '1', 'true', 'false']).optional(),
});
const costs = 'inventory.costs';
const write = { access: 'inventory.write', idempotent: true } as const;
const posting = { ...write, creates: true, collection: STOCK_POSTINGS_COLLECTION } as const;

/**
 * The stock ledger's calls (SPEC section 7, issue 9): stock on hand, receipts, wastage, quick
 * adjustments, preparations, movements and the overview. Every read of stock or cost needs
 * `inventory.costs` (a blind counter gets 403); writes need `inventory.write`, are idempotent on
 * their body id (other content under it is 409) and honour `Idempotency-Key`; every call checks the
 * location. Postings wait in the outbox (collection `materials`).
 */
export const stockCalls = {
  onHand: call({
    method: 'GET',
    path: '/inventory',
    tag,
    summary: 'Stock on hand of every active material at a location, with its value',
    query: stockQuery,
    reply: stockReply,
    access: costs,
  }),
  /**
   * A receipt (`receiptBody`), or with `is_prepared=1` a preparation (`preparationBody`): the
   * handler picks the schema by the query, so the declared body takes either.
   */
  receive: call({
    method: 'POST',
    path: '/inventory',
    tag,
    summary: 'Record stock received (or, with is_prepared=1, a batch of a prepared material)',
    description:
      'A receipt `{ id, lines: [{ material_id, quantity, unit_cost }], note? }` in base units; ' +
      'with `is_prepared=1` a preparation `{ id, material_id, quantity }`: the recipe goes out ' +
      '(line x quantity / yield) and the prepared material comes in at that value. The same id ' +
      'again with the same lines (any order) answers 200 with the movements stored the first ' +
      'time; with other lines, another location or as another kind of document, 409 ID_REUSED.',
    query: postingQuery,
    body: z.unknown(),
    reply: postedReply,
    ...posting,
  }),
  wastage: call({
    method: 'POST',
    path: '/wastage',
    tag,
    summary: 'Record stock thrown away, each line with its reason',
    description:
      'The same id again with the same lines answers 200 with what was stored; other lines ' +
      'under that id, 409 ID_REUSED.',
    query: locQuery,
    body: wastageBody,
    reply: postedReply,
    ...posting,
  }),
  physical: call({
    method: 'POST',
    path: '/inventory/physical/:materialId',
    tag,
    summary: 'Set a material to the quantity really there (a quick adjustment)',
    description:
      'The same id again with the same quantity found answers 200 with what was stored, however ' +
      'stock moved since; another quantity or material under that id, 409 ID_REUSED.',
    params: materialParams,
    query: locQuery,
    body: physicalBody,
    reply: postedReply,
    ...posting,
  }),
  movements: call({
    method: 'GET',
    path: '/movement/v2',
    tag,
    summary: 'Stock movements of a location, newest first',
    query: movementQuery,
    reply: movementReply,
    access: costs,
  }),
  wastageList: call({
    method: 'GET',
    path: '/get-wastage',
    tag,
    summary: 'Wastage of a location, newest first',
    query: movementQuery,
    reply: movementReply,
    access: costs,
  }),
  materialMovements: call({
    method: 'GET',
    path: '/inventory/:materialId/movs',
    tag,
    summary: "A material's movements at a location, with the stock after each",
    params: materialParams,
    query: movementQuery.omit({ material_id: true }),
    reply: movementReply,
    access: costs,
  }),
  movementTypes: call({
    method: 'GET',
    path: '/inTypeInventory',
    tag,
    summary: 'The kinds of stock movement and the reasons of wastage',
    reply: movementTypesReply,
    access: 'inventory.read',
  }),
  overview: call({
    method: 'GET',
    path: '/inventory/overview',
    tag,
    summary: 'Stock value, food cost and wastage per day and by category, with net sales',
    query: stockOverviewQuery,
    reply: stockOverviewReply,
    access: costs,
  }),
  preparationRecipe: call({
    method: 'GET',
    path: '/preparations/:materialId/materials',
    tag,
    summary: "A prepared material's recipe with its costs and yield",
    params: materialParams,
    reply: recipeRow,
    access: costs,
  }),
  replacePreparationRecipe: call({
    method: 'POST',
    path: '/preparations/:materialId/materials/bulk',
    tag,
    summary: "Replace a prepared material's recipe (and yield)",
    description:
      'A line naming the material itself, or a material whose recipe contains it at any depth, ' +
      'is refused (400 `recipe_cycle` on the line). A stale `version` gets 409.',
    params: materialParams,
    body: preparationRecipeBody,
    reply: recipeRow,
    ...write,
  }),
};
