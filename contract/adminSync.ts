import { z } from 'zod';
import { call } from './call';
import { id, pagination, text } from './common';
import type { ResourceKey } from './registry';

/**
 * Publishing to the tills (issue 12, admin sync). The tills sell from a published catalogue, not from
 * the rows being edited: `POST /admin/bulk-sync-<target>` freezes what the target names as a new
 * numbered version of the business's publication, and the tills fetch the latest version.
 *
 * - A *part* is one published list of rows: a registry resource, or a slice of one (`products` are the
 *   products that are not add-ons, `addons` the ones that are, as the catalogue screens split them).
 * - A *target* is what a call names: one part, `all` (the catalogue's parts) or `all-modules` (every
 *   part a till reads: the catalogue, the materials its recipes deplete, and the configuration it
 *   sells with: taxes, payment methods, discounts, coupons, order types, locations, floors, tables).
 *   Suppliers, roles, count sheets and the like stay in the back office and are never published.
 * - A *version* numbers one publish: 1, 2, 3… per business, with no gap or repeat even when two
 *   people publish at once. Each version stores a snapshot of the parts it names; the tills' catalogue
 *   is, for each part, the snapshot of the newest version that named it.
 */

/** Every published part and the registry resource its rows come from. */
export const publishedParts = {
  products: 'products',
  addons: 'products',
  brands: 'brands',
  categories: 'categories',
  groups: 'groups',
  menus: 'menus',
  labels: 'labels',
  deals: 'deals',
  modifiers: 'modifiers',
  'modifier-items': 'modifierItems',
  channels: 'channels',
  materials: 'materials',
  tax: 'taxes',
  'tax-group': 'taxGroups',
  'payment-methods': 'paymentMethods',
  discounts: 'discounts',
  coupons: 'coupons',
  'order-type': 'orderTypes',
  locations: 'locations',
  floors: 'floors',
  tables: 'tables',
} as const satisfies Record<string, ResourceKey>;
export type PublishedPart = keyof typeof publishedParts;

/** The catalogue: what `bulk-sync-all` publishes. */
export const catalogueParts = [
  'products',
  'addons',
  'brands',
  'categories',
  'groups',
  'menus',
  'labels',
  'deals',
  'modifiers',
  'modifier-items',
  'channels',
] as const satisfies readonly PublishedPart[];

/** Every part a till reads: what `bulk-sync-all-modules` publishes. */
export const allModuleParts = Object.keys(publishedParts) as PublishedPart[];

/** What `POST /admin/bulk-sync-<target>` may name (SPEC section 7, "Admin"). */
export const publishTargets = [
  'products',
  'brands',
  'materials',
  'categories',
  'groups',
  'menus',
  'labels',
  'deals',
  'addons',
  'modifiers',
  'modifier-items',
  'channels',
  'all',
  'all-modules',
] as const;
export type PublishTarget = (typeof publishTargets)[number];
export const publishTarget = z.enum(publishTargets);

/** The parts a target names, in the order of `publishedParts`. */
export function partsOf(target: PublishTarget): PublishedPart[] {
  if (target === 'all') return [...catalogueParts];
  if (target === 'all-modules') return allModuleParts;
  return [target];
}

/**
 * The preview's question: either a target, or a list of parts (the screen's checkboxes), comma
 * separated. Unknown names are a 400.
 */
export const publishPreviewQuery = z.object({
  what: z
    .string()
    .max(400)
    .describe('A target (e.g. `all`) or parts separated by commas (e.g. `products,brands`)'),
});

/** A publish call's body: optional, and only a note for the log. */
export const publishBody = z
  .object({ note: text(300).optional().describe('Why this was published, shown in the log') })
  .strict();
export type PublishBody = z.infer<typeof publishBody>;

/**
 * Publishing from the screen names its checked parts: `POST /admin/publish` with `{ parts }`, the same
 * as a `bulk-sync-<target>` of exactly those parts.
 */
export const publishPartsBody = publishBody
  .extend({
    parts: z
      .array(z.enum(allModuleParts as [PublishedPart, ...PublishedPart[]]))
      .min(1)
      .max(allModuleParts.length),
  })
  .strict();
export type PublishPartsBody = z.infer<typeof publishPartsBody>;

export const changeKinds = ['added', 'changed', 'removed'] as const;
export type ChangeKind = (typeof changeKinds)[number];

/** One row that differs from the part's last published snapshot. */
export const rowChange = z.object({
  id,
  /** The row's name (a coupon's code, an id when it has neither), as of now or, removed, as published. */
  name: z.string(),
  change: z.enum(changeKinds),
  /** For `changed`: the fields whose values differ. */
  fields: z.array(z.string()),
});
export type RowChange = z.infer<typeof rowChange>;

/** Rows shown per part and kind at most; the counts are always whole. */
export const CHANGES_SHOWN = 100;

export const partCounts = z.object({
  rows: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
});
export type PartCounts = z.infer<typeof partCounts>;

export const partChanges = partCounts.extend({
  part: z.enum(allModuleParts as [PublishedPart, ...PublishedPart[]]),
  /** The version whose snapshot the rows are compared with: null when the part was never published. */
  published_version: z.number().int().nullable(),
  /** Changed rows first, then added, then removed; at most CHANGES_SHOWN of each kind. */
  items: z.array(rowChange),
  /** Some rows of a kind were left out of `items`. */
  more: z.boolean(),
});
export type PartChanges = z.infer<typeof partChanges>;

export const publishPreviewReply = z.object({
  /** The business's latest version, or null before the first publish. */
  latest_version: z.number().int().nullable(),
  parts: z.array(partChanges),
  totals: partCounts,
});
export type PublishPreviewReply = z.infer<typeof publishPreviewReply>;

/** One entry of the publish log. */
export const publication = z.object({
  version: z.number().int().min(1),
  /** The target called (`all`, `products`…), or `parts` when the screen named its own list. */
  what: z.string(),
  parts: z.array(z.string()),
  counts: z.record(z.string(), partCounts),
  note: z.string().nullable(),
  published_at: z.string(),
  published_by: z.object({ id, name: z.string() }),
});
export type Publication = z.infer<typeof publication>;

export const publishReply = z.object({ publication, changes: publishPreviewReply });
export type PublishReply = z.infer<typeof publishReply>;

export const publicationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export const publicationsReply = z.object({ data: z.array(publication), pagination });
export type PublicationsReply = z.infer<typeof publicationsReply>;

export const publishedLatestQuery = z.object({
  since: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .optional()
    .describe('The version the till holds: only parts published after it are sent'),
});

/** A published row: the resource's fields with id, location, version and time of last change. */
export const publishedRow = z.record(z.string(), z.unknown());

export const publishedLatestReply = z.object({
  /** The latest version; null when nothing was ever published. */
  version: z.number().int().nullable(),
  published_at: z.string().nullable(),
  /** Each part published after `since` (every part without it), as its newest version froze it. */
  parts: z.record(
    z.string(),
    z.object({
      version: z.number().int(),
      published_at: z.string(),
      rows: z.array(publishedRow),
    }),
  ),
});
export type PublishedLatestReply = z.infer<typeof publishedLatestReply>;

/** What `POST /admin/update-main-tables` rebuilt. */
export const updateMainTablesReply = z.object({
  /** Completed invoices the sales aggregates were rebuilt from. */
  invoices: z.number().int(),
  /** Rows of each sales aggregate after the rebuild, and of its monthly twin (`<name>_monthly`). */
  sales: z.record(z.string(), z.number().int()),
  /** Stock movements the balances were replayed from, and the balances and daily rows that gave. */
  stock_movements: z.number().int(),
  stock_balances: z.number().int(),
  stock_daily: z.number().int(),
  took_ms: z.number().int(),
});
export type UpdateMainTablesReply = z.infer<typeof updateMainTablesReply>;

const tag = 'admin sync';

/**
 * Admin sync's calls (issue 12): publishing the catalogue to the tills, its preview and log, the
 * tills' read of the latest version, and `update-main-tables`. The design is in
 * server/admin/publish.ts.
 */
export const adminSyncCalls = {
  preview: call({
    method: 'GET',
    path: '/admin/publish-preview',
    tag,
    summary: 'What publishing would change for the tills, since the last published version',
    description:
      'Per part: rows added, changed (with the fields that differ) and removed, against the ' +
      'newest version that published the part. Counts are whole; at most 100 rows of each ' +
      'kind are listed. `what`: a target of bulk-sync (e.g. `all`) or parts, comma separated.',
    query: publishPreviewQuery,
    reply: publishPreviewReply,
    access: 'sync.admin',
  }),
  bulkSync: call({
    method: 'POST',
    path: '/admin/bulk-sync-:target',
    tag,
    summary: 'Publish a part of the catalogue to the tills as a new version',
    description:
      '`all`: the catalogue (products, add-ons, brands, categories, groups, menus, labels, ' +
      'deals, modifiers, modifier items, channels). `all-modules`: the catalogue, materials, ' +
      'taxes, tax groups, payment methods, discounts, coupons, order types, locations, floors ' +
      'and tables. Versions count 1, 2, 3… per business. The reply has the log entry and the ' +
      'changes since the version before. The body is optional.',
    params: z.object({ target: publishTarget }),
    body: publishBody.nullish(),
    reply: publishReply,
    access: 'sync.admin',
    idempotent: true,
  }),
  publish: call({
    method: 'POST',
    path: '/admin/publish',
    tag,
    summary: 'Publish a chosen list of parts to the tills as one new version',
    description: 'As bulk-sync, for the parts the admin sync screen has checked.',
    body: publishPartsBody,
    reply: publishReply,
    access: 'sync.admin',
    idempotent: true,
  }),
  publications: call({
    method: 'GET',
    path: '/admin/publications',
    tag,
    summary: 'The publish log: who published which parts as which version, newest first',
    query: publicationsQuery,
    reply: publicationsReply,
    access: 'sync.admin',
  }),
  latest: call({
    method: 'GET',
    path: '/admin/published/latest',
    tag,
    summary: "The tills' read of the published catalogue",
    description:
      "With the till's bearer token (a user who may record sales, as for POST /invoices). " +
      'Without `since`: every published part. With `since`: 304 and no body when no version ' +
      'is newer, else only the parts published after it. Each part comes whole, as its newest ' +
      'version froze it: a till replaces what it holds of that part. Rows of floors, tables and ' +
      "locations are the caller's locations' only.",
    query: publishedLatestQuery,
    reply: publishedLatestReply,
    otherReplies: { 304: z.null().describe('Nothing published after `since`') },
    access: 'sales.write',
  }),
  updateMainTables: call({
    method: 'POST',
    path: '/admin/update-main-tables',
    tag,
    summary: 'Rebuild the sales aggregates and the stock balances from invoices and movements',
    description:
      'One transaction. The reply counts what was read and what was rebuilt: completed ' +
      'invoices and the rows of each sales aggregate and its monthly twin, stock movements, ' +
      'balances and daily sums.',
    reply: updateMainTablesReply,
    access: 'sync.admin',
  }),
};
