import { z } from 'zod';
import { call } from './call';
import { id, longText, rowMeta, text } from './common';

/**
 * Inventory counts (issue 9). A count is made for a location and a set of count sheets, with a
 * cut-off time: the moment whose stock it measures. Counters on several devices append entries (each
 * with its own client-made id, kept once, never overwritten; an undo is a tombstone). The review
 * brings every counted quantity back to the cut-off through the movements after it, and approving
 * posts the variances to the ledger at the cut-off, once.
 */
export const countStatuses = ['counting', 'submitted', 'approved', 'sent_back'] as const;
export type CountStatus = (typeof countStatuses)[number];

/** What a material on the count's sheets that nobody counted means when the count is approved. */
export const uncountedMeanings = ['unchanged', 'zero'] as const;

/** The body of `countCalls.create`. */
export const countCreateBody = z
  .object({
    id,
    name: text(120).default(''),
    sheet_ids: z.array(id).min(1).max(50),
    /** ISO instant; now when left out. */
    cutoff_at: z.iso.datetime({ offset: true }).optional(),
    uncounted: z.enum(uncountedMeanings).default('unchanged'),
    note: longText(2000).default(''),
  })
  .strict();
export type CountCreateBody = z.infer<typeof countCreateBody>;

/**
 * How the review settles one material in one area counted by several counters: add their totals
 * (they counted different shelves) or keep one counter's.
 */
export const countResolution = z
  .object({
    material_id: id,
    area_id: id,
    keep: z.union([z.literal('sum'), id]),
  })
  .strict();
export type CountResolution = z.infer<typeof countResolution>;

/** A count as every read and the sync pull return it (collection `inventoryCounts`). */
export const countRow = rowMeta.extend({
  name: z.string(),
  location_id: id,
  sheet_ids: z.array(id),
  cutoff_at: z.string(),
  status: z.enum(countStatuses),
  uncounted: z.enum(uncountedMeanings),
  note: z.string(),
  review_note: z.string(),
  resolutions: z.array(countResolution),
  created_by: id.nullable(),
  submitted_at: z.string().nullable(),
  submitted_by: id.nullable(),
  approved_at: z.string().nullable(),
  approved_by: id.nullable(),
  /** Figures of an approved count; absent for a blind caller. */
  adjustment_value: z.number().nullable().optional(),
});
export type CountRow = z.infer<typeof countRow>;

/** One part of an entry: "2 cases" is `{ unit: 'case', factor: 12, quantity: 2 }`. */
export const entryPart = z
  .object({
    /** The pack's name, or '' for the base unit. */
    unit: text(40),
    /** Base units in one `unit`, as the counter's device knew it. */
    factor: z.number().finite().gt(0).max(1_000_000),
    quantity: z.number().finite().min(0).max(1_000_000_000),
  })
  .strict();
export type EntryPart = z.infer<typeof entryPart>;

/** `add`: adds to what this counter counted of the material in the area; `replace`: corrects it. */
export const entryModes = ['add', 'replace'] as const;
export type EntryMode = (typeof entryModes)[number];

/** The body of `countCalls.addEntry`: one entry, recorded once however often it is sent. */
export const countEntryBody = z
  .object({
    id,
    count_id: id,
    material_id: id,
    area_id: id,
    parts: z.array(entryPart).min(1).max(10),
    mode: z.enum(entryModes).default('add'),
    /** The device it was entered on (a stable id kept by the app per browser). */
    device_id: text(64),
    /** When the counter entered it: the review brings it back to the cut-off from this moment. */
    counted_at: z.iso.datetime({ offset: true }),
  })
  .strict();
export type CountEntryBody = z.infer<typeof countEntryBody>;

/** An entry as every read and the sync pull return it (collection `countEntries`). */
export const countEntryRow = rowMeta.extend({
  location_id: id,
  count_id: id,
  material_id: id,
  area_id: id,
  parts: z.array(entryPart),
  mode: z.enum(entryModes),
  /** Σ parts' quantity x factor, in the material's base unit. */
  quantity: z.number(),
  device_id: z.string(),
  counted_at: z.string(),
  counted_by: id,
  counted_by_name: z.string(),
});
export type CountEntryRow = z.infer<typeof countEntryRow>;

/** The body of `countCalls.undoEntry`: undoes one entry (kept as a tombstone). */
export const entryDeleteBody = z.object({ id }).strict();

/** The body of `countCalls.submit`, `sendBack` and `approve`. */
export const countStatusBody = z
  .object({
    note: longText(2000).optional(),
    resolutions: z.array(countResolution).max(10_000).optional(),
  })
  .strict();

/** One counter's part in a review line: their entries, folded (add / replace) in entry order. */
export const reviewCounter = z.object({
  user_id: id,
  name: z.string(),
  area_id: id,
  quantity: z.number(),
  entries: z.array(
    z.object({
      id,
      quantity: z.number(),
      mode: z.enum(entryModes),
      counted_at: z.string(),
      device_id: z.string(),
    }),
  ),
});

/**
 * One material of a review: counted (brought back to the cut-off) against expected at the cut-off.
 * `variance` = counted − expected; `variance_percent` = variance / expected x 100 (null when nothing
 * was expected); `variance_value` = variance x average cost at the cut-off.
 */
export const reviewLine = z.object({
  material_id: id,
  name: z.string(),
  unit: z.string(),
  category_id: id.nullable(),
  counted: z.number().nullable(),
  /** What was counted, before movements between the cut-off and the entries were taken back out. */
  counted_raw: z.number().nullable(),
  /** Net movements between the cut-off and the material's last entry, taken back out. */
  after_cutoff: z.number(),
  expected: z.number(),
  variance: z.number(),
  variance_percent: z.number().nullable(),
  average_cost: z.number(),
  variance_value: z.number(),
  /** Two or more counters counted it in the same area and the review has not settled which holds. */
  needs_resolution: z.boolean(),
  uncounted: z.boolean(),
  /** Counted though on none of the count's sheets (found on another shelf): shown, flagged. */
  on_sheet: z.boolean(),
  counters: z.array(reviewCounter),
});
export type ReviewLine = z.infer<typeof reviewLine>;

/** The reply of `countCalls.review`: the count with its lines, largest variance value first. */
export const reviewReply = z.object({
  count: countRow,
  lines: z.array(reviewLine),
  totals: z.object({
    expected_value: z.number(),
    counted_value: z.number(),
    variance_value: z.number(),
    lines: z.number(),
    counted_lines: z.number(),
    needs_resolution: z.number(),
  }),
});
export type ReviewReply = z.infer<typeof reviewReply>;

/** The reply of `countCalls.list`. */
export const countListReply = z.object({ data: z.array(countRow) });

/** The reply of `countCalls.activity`: entries of a count, newest first, undone ones included. */
export const activityReply = z.object({ data: z.array(countEntryRow) });

/** The body of `countCalls.update`: what may change while the count is not approved, at `version`. */
export const countUpdateBody = z
  .object({
    version: z.number().int().min(1),
    name: text(120).optional(),
    note: longText(2000).optional(),
    uncounted: z.enum(uncountedMeanings).optional(),
    resolutions: z.array(countResolution).max(10_000).optional(),
  })
  .strict();
export type CountUpdateBody = z.infer<typeof countUpdateBody>;

const tag = 'inventoryCounts';
const idQuery = z.object({ id });
const idParams = z.object({ id });
/** A location the caller may use; `all` (as the sales calls take it) is every one of them. */
const locQuery = z.object({ loc: z.string().max(64).optional() });

/**
 * The calls of inventory counts (SPEC section 7): counts, their entries from every counting device,
 * the review at the cut-off and its approval. Every write honours `Idempotency-Key`; entries and
 * counts are also idempotent on their own ids. Who may count or approve is checked by the handlers
 * beyond `access` (a reviewer settles double counts too).
 */
export const countCalls = {
  list: call({
    method: 'GET',
    path: '/inventory-counts/list',
    tag,
    summary: 'Counts of a location (or of every location the caller may use), latest cut-off first',
    query: locQuery,
    reply: countListReply,
    access: 'inventory.read',
  }),
  byId: call({
    method: 'GET',
    path: '/inventory-counts/by-id',
    tag,
    summary: 'One count',
    query: idQuery,
    reply: countRow,
    access: 'inventory.read',
  }),
  activity: call({
    method: 'GET',
    path: '/inventory-counts/activity',
    tag,
    summary: 'Entries of a count, newest first, undone ones included (with deleted_at)',
    query: idQuery,
    reply: activityReply,
    access: 'inventory.read',
  }),
  review: call({
    method: 'GET',
    path: '/inventory-counts/review',
    tag,
    summary: 'Counted against expected at the cut-off, per material, largest variance value first',
    description:
      'Each counter’s entries fold in order (add adds, replace sets); a material counted in one ' +
      'area by several counters is flagged until the count’s resolutions settle it. Counted ' +
      'quantities are brought back to the cut-off by the movements between it and the ' +
      'material’s last entry. Needs inventory.costs.',
    query: idQuery,
    reply: reviewReply,
    access: 'inventory.costs',
  }),
  create: call({
    method: 'POST',
    path: '/inventory-counts/create',
    tag,
    summary: 'Start a count of a location’s sheets, with its cut-off (idempotent on id)',
    query: locQuery,
    body: countCreateBody,
    reply: countRow,
    access: 'inventory.read',
    idempotent: true,
    creates: true,
    collection: 'inventoryCounts',
  }),
  addEntry: call({
    method: 'POST',
    path: '/inventory-counts/add-item',
    tag,
    summary: 'Record one count entry, once however often it is sent',
    description:
      'The same id with the same content answers 200 with the stored entry; other content under ' +
      'that id is 409 ID_REUSED. Accepted until the count is approved (then 409 COUNT_CLOSED).',
    body: countEntryBody,
    reply: countEntryRow,
    access: 'inventory.read',
    idempotent: true,
    creates: true,
    collection: 'countEntries',
  }),
  undoEntry: call({
    method: 'DELETE',
    path: '/inventory-counts/activity',
    tag,
    summary: 'Undo one entry (kept as a tombstone; undoing again changes nothing)',
    body: entryDeleteBody,
    reply: countEntryRow,
    access: 'inventory.read',
    idempotent: true,
    collection: 'countEntries',
  }),
  submit: call({
    method: 'POST',
    path: '/inventory-counts/:id/submit',
    tag,
    summary: 'Hand a count in for review',
    params: idParams,
    body: countStatusBody,
    reply: countRow,
    access: 'inventory.read',
    idempotent: true,
    collection: 'inventoryCounts',
  }),
  sendBack: call({
    method: 'POST',
    path: '/inventory-counts/:id/send-back',
    tag,
    summary: 'Send a submitted count back to its counters, with a note',
    params: idParams,
    body: countStatusBody,
    reply: countRow,
    access: 'inventory.read',
    idempotent: true,
  }),
  approve: call({
    method: 'POST',
    path: '/inventory-counts/:id/approve',
    tag,
    summary: 'Approve a count: post its variances to the ledger at the cut-off, once',
    params: idParams,
    body: countStatusBody,
    reply: countRow,
    access: 'inventory.read',
    idempotent: true,
  }),
  update: call({
    method: 'PUT',
    path: '/inventory-counts/:id',
    tag,
    summary: 'Change a count’s name, note, uncounted meaning or resolutions (not once approved)',
    params: idParams,
    body: countUpdateBody,
    reply: countRow,
    access: 'inventory.read',
    idempotent: true,
    collection: 'inventoryCounts',
  }),
};
