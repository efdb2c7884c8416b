import { z } from 'zod';
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

/** `POST /inventory-counts/create?loc=`. */
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

/** `POST /inventory-counts/add-item`: one entry, recorded once however often it is sent. */
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

/** `DELETE /inventory-counts/activity`: undoes one entry (kept as a tombstone). */
export const entryDeleteBody = z.object({ id }).strict();

/** `POST /inventory-counts/{id}/submit`, `/send-back`, `/approve`. */
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

/** `GET /inventory-counts/review?id=`: the count with its lines, largest variance value first. */
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

/** `GET /inventory-counts/list?loc=`. */
export const countListReply = z.object({ data: z.array(countRow) });

/** `GET /inventory-counts/activity?id=`: entries of a count, newest first, undone ones included. */
export const activityReply = z.object({ data: z.array(countEntryRow) });

/** `PUT /inventory-counts/{id}`: what may change while the count is not approved, at `version`. */
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
