import { z } from 'zod';
import { call } from './call';
import { id, pagination } from './common';
import { resources, rowSchema, type RowOf } from './registry';
import { tableStatuses } from './resources/config';

/**
 * The calls of SPEC section 7 "Floors and tables" beyond the generic CRUD (issue 12): the floors and
 * tables of a location as a floor plan reads them, the host stand's toggles, bulk operations, and
 * the pay-and-order link each table's QR code carries.
 */

export const tableRow = rowSchema(resources.tables);
export type TableRow = RowOf<'tables'>;
export const floorRow = rowSchema(resources.floors);
export type FloorRow = RowOf<'floors'>;
export type TableStatus = (typeof tableStatuses)[number];

/**
 * Host-stand rules, checked on every write of a table (generic update, toggles, bulk): guests can
 * only be seated at, or a table reserved for them only on, a table in use. So an inactive table may
 * not be occupied or reserved, and a table with guests at it (occupied) may not be deactivated:
 * free it first. Every other move between statuses is allowed, to correct a mistake at once.
 */
export const STATUSES_NEEDING_ACTIVE: readonly TableStatus[] = ['occupied', 'reserved'];
export const tableStatusAllowed = (row: { is_active: boolean; status: TableStatus }): boolean =>
  row.is_active || !STATUSES_NEEDING_ACTIVE.includes(row.status);

export const locParams = z.object({ loc: id });
export const tableIdParams = z.object({ id });

/** `GET /floors-location/{loc}`: the floors of a location with how many tables each holds. */
export const floorWithCounts = floorRow.extend({
  table_count: z.number().int().describe('Live tables on the floor'),
  active_count: z.number().int().describe('Of which active'),
  occupied_count: z.number().int().describe('Of which occupied now'),
});
export const floorsOfLocationReply = z.object({ data: z.array(floorWithCounts) });

/** A table as the floor plan reads it: the row, its floor's name and its pay-and-order link. */
export const planTable = tableRow.extend({
  floor_name: z.string().nullable(),
  pay_link: z.string(),
});
export type PlanTable = TableRow & { floor_name: string | null; pay_link: string };

/** Tables one location may hold; `GET /tables-location/{loc}` answers them all, unpaged. */
export const TABLES_PER_LOCATION_MAX = 2000;
export const tablesOfLocationQuery = z.object({
  floor: id.optional().describe('Only the tables of this floor'),
});
export const tablesOfLocationReply = z.object({ data: z.array(planTable) });

/** `GET /tables/v2/all`: paged like every list (50 a page by default, at most 1000). */
export const tablesV2Query = z.object({
  loc: z.string().max(64).optional(),
  search: z.string().max(200).optional(),
  floor: id.optional(),
  status: z.enum(tableStatuses).optional(),
  active: z.enum(['0', '1']).optional().describe('1: only active tables; 0: only inactive ones'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});
export const tablesV2Reply = z.object({ data: z.array(planTable), pagination });

export const toggleStatusBody = z.object({ isActive: z.boolean() }).strict();
export const currentStatusBody = z.object({ status: z.enum(tableStatuses) }).strict();

/** Ids one bulk call may name: a location's tables and then some. */
export const TABLE_BULK_MAX = 1000;
const tableIds = z.array(id).min(1).max(TABLE_BULK_MAX);

export const tableBulkOperations = [
  'activate',
  'deactivate',
  'set_status',
  'move_to_floor',
  'delete',
] as const;
export type TableBulkOperation = (typeof tableBulkOperations)[number];

/**
 * `POST /tables/v2/bulk-operations`: one operation on many tables, all or nothing. `set_status`
 * needs `status`, `move_to_floor` needs `floorId` (a floor of each table's own location).
 */
export const tableBulkBody = z
  .object({
    tableIds,
    operation: z.enum(tableBulkOperations),
    status: z.enum(tableStatuses).optional(),
    floorId: id.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.operation === 'set_status' && body.status === undefined) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'required' });
    }
    if (body.operation === 'move_to_floor' && body.floorId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['floorId'], message: 'required' });
    }
  });
export type TableBulkBody = z.infer<typeof tableBulkBody>;
export const tableBulkReply = z.object({
  operation: z.enum(tableBulkOperations),
  data: z.array(tableRow).describe('The tables as they are now (deleted ones with deleted_at)'),
});

/** What a printed table card shows; the client draws the QR from `link` (offline too). */
export const tableCard = z.object({
  table_id: id,
  table_name: z.string(),
  floor_name: z.string().nullable(),
  location_name: z.string(),
  link: z.string(),
});
export type TableCard = z.infer<typeof tableCard>;
export const tableCardsReply = z.object({ data: z.array(tableCard) });
export const printSheetBody = z.object({ tableIds }).strict();

export const payLinkReply = z.object({
  table_id: id,
  location_id: id,
  link: z.string(),
});

/** `GET /tables/paygetorder-link/check`: what a guest's page learns from a genuine link. */
export const payLinkCheckQuery = z.object({
  restaurant: id,
  table: id,
  sig: z.string().min(1).max(100),
});
export const payLinkCheckReply = z.object({
  location_id: id,
  location_name: z.string(),
  table_id: id,
  table_name: z.string(),
  is_active: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// Calls

const tag = 'tables';
const hostStandRules =
  'Host-stand rules: an inactive table cannot be occupied or reserved, so deactivating an ' +
  'occupied or reserved table, or seating or reserving at an inactive one, is 409 ' +
  'INVALID_STATUS_CHANGE. Every other move is allowed.';

/**
 * The calls of SPEC section 7 "Floors and tables" beyond the generic `/floors` and `/tables`
 * resources (issue 12): the floor plan's reads, each table's pay-and-order link (see
 * server/tables/links.ts for how it is signed), its QR code and printed cards, the check a guest's
 * page makes, and the host stand's writes, which the app queues (`collection`).
 */
export const tableCalls = {
  floorsOfLocation: call({
    method: 'GET',
    path: '/floors-location/:loc',
    tag,
    summary: 'The floors of a location, in order, with how many tables each holds',
    params: locParams,
    reply: floorsOfLocationReply,
    access: 'config.read',
  }),
  ofLocation: call({
    method: 'GET',
    path: '/tables-location/:loc',
    tag,
    summary: 'Every table of a location, as its floor plan draws them',
    description:
      'Floor, status, active flag, place on the plan (`plan_*`; null `plan_x` is not placed ' +
      'yet) and pay-and-order link. Unpaged: a location holds at most 2,000 tables.',
    params: locParams,
    query: tablesOfLocationQuery,
    reply: tablesOfLocationReply,
    access: 'config.read',
  }),
  all: call({
    method: 'GET',
    path: '/tables/v2/all',
    tag,
    summary: 'Tables of every location the caller may use (or of `loc`), paged',
    description: 'Paged: `page` from 1, `limit` 50 by default and at most 1,000.',
    query: tablesV2Query,
    reply: tablesV2Reply,
    access: 'config.read',
  }),
  payLink: call({
    method: 'GET',
    path: '/tables/:id/generate-paygetorder-link',
    tag,
    summary: 'The pay-and-order link of a table (what its QR code carries)',
    description:
      '`<PAYGETORDER_URL>/<location id>/<table id>?sig=<signature>`; the signature makes a ' +
      'link to another table unforgeable (check it with `GET /tables/paygetorder-link/check`).',
    params: tableIdParams,
    reply: payLinkReply,
    access: 'config.read',
  }),
  qr: call({
    method: 'POST',
    path: '/tables/v2/:id/generate-qr',
    tag,
    summary: "A table's QR code (its pay-and-order link) as a PNG image",
    params: tableIdParams,
    reply: z.any().describe('image/png'),
    file: true,
    access: 'config.read',
  }),
  card: call({
    method: 'POST',
    path: '/tables/v2/:id/print-qr',
    tag,
    summary: "What a table's printed card shows: names and the link its QR code carries",
    description:
      'The app draws the card (an A4 PDF) itself, so a sheet prints offline from what it read ' +
      'last; `POST /tables/v2/print-qr` answers the cards of many tables at once.',
    params: tableIdParams,
    reply: tableCardsReply,
    access: 'config.read',
  }),
  sheet: call({
    method: 'POST',
    path: '/tables/v2/print-qr',
    tag,
    summary: 'The cards of a QR sheet: one per table, in the order asked (at most 1,000)',
    body: printSheetBody,
    reply: tableCardsReply,
    access: 'config.read',
  }),
  checkPayLink: call({
    method: 'GET',
    path: '/tables/paygetorder-link/check',
    tag,
    summary: 'Whether a pay-and-order link is genuine, and the table it names (no sign-in)',
    description:
      'Answers 404 for a wrong signature, an unknown or deleted table, or a table that is not ' +
      'at that location. Rate limited per address (429 RATE_LIMITED).',
    query: payLinkCheckQuery,
    reply: payLinkCheckReply,
    access: 'public',
  }),
  toggleStatus: call({
    method: 'PUT',
    path: '/tables/v2/:id/toggle-status',
    tag,
    summary: 'Put a table in use or take it out of use',
    description: hostStandRules,
    params: tableIdParams,
    body: toggleStatusBody,
    reply: tableRow,
    access: 'config.write',
    idempotent: true,
    collection: resources.tables.collection,
  }),
  setStatus: call({
    method: 'PUT',
    path: '/tables/v2/:id/current-status',
    tag,
    summary: "Set a table's current status (available, occupied, reserved, cleaning...)",
    description: hostStandRules,
    params: tableIdParams,
    body: currentStatusBody,
    reply: tableRow,
    access: 'config.write',
    idempotent: true,
    collection: resources.tables.collection,
  }),
  bulk: call({
    method: 'POST',
    path: '/tables/v2/bulk-operations',
    tag,
    summary: 'One operation on many tables (at most 1,000), all or nothing',
    description:
      'Operations: `activate`, `deactivate`, `set_status` (with `status`), `move_to_floor` ' +
      '(with `floorId`, a floor of the tables’ own location) and `delete`. Repeated, unknown, ' +
      'deleted and other businesses’ ids are 400 naming `tableIds.<i>`; a table at a location ' +
      `the caller may not use is 403. ${hostStandRules}`,
    body: tableBulkBody,
    reply: tableBulkReply,
    access: 'config.write',
    idempotent: true,
    collection: resources.tables.collection,
  }),
};
