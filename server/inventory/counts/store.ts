import { can } from '@contract/access';
import type {
  CountEntryRow,
  CountResolution,
  CountRow,
  CountStatus,
  EntryMode,
  EntryPart,
} from '@contract/counts';
import { resources } from '@contract/registry';
import type { CountSheetArea } from '@contract/resources/inventory';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/tables';
import type { CountEntriesTable, InventoryCountsTable } from './tables';
import type { Auth } from '../../plugins/auth';
import { ApiError } from '../../plugins/errors';
import { requireLocation } from '../../plugins/permissions';
import { resourceDb } from '../../resources/store';
import { fromMilli } from '../../sales/figures';
import { documentsByIds, liveDocument, rowMeta } from '../../supply/documents';
import { inChunks } from '../ledger';

/** Sync collections of counts and their entries (the design's names; the app's Dexie tables). */
export const COUNTS_COLLECTION = 'inventoryCounts';
export const ENTRIES_COLLECTION = 'countEntries';

export type StoredCount = Selectable<InventoryCountsTable>;
export type StoredEntry = Selectable<CountEntriesTable>;

/** A caller without `inventory.costs` counts blind: no expected quantities, no costs, anywhere. */
export const isBlind = (auth: Auth): boolean => !can(auth.grant, 'inventory.costs');

export const countClosed = () =>
  new ApiError(409, 'COUNT_CLOSED', 'The count is approved: nothing of it can change any more');

/**
 * A count as replies carry it. The adjustment (milli in the table, plain in replies) is left out
 * for a blind caller; `adjustment` overrides the stored one with the ledger's current sum.
 */
export function countRowOf(row: StoredCount, blind: boolean, adjustment?: number | null): CountRow {
  const value = adjustment !== undefined ? adjustment : row.adjustment_value;
  return {
    ...rowMeta(row),
    name: row.name,
    sheet_ids: JSON.parse(row.sheet_ids) as string[],
    cutoff_at: row.cutoff_at,
    status: row.status as CountStatus,
    uncounted: row.uncounted as CountRow['uncounted'],
    note: row.note,
    review_note: row.review_note,
    resolutions: JSON.parse(row.resolutions) as CountResolution[],
    created_by: row.created_by,
    submitted_at: row.submitted_at,
    submitted_by: row.submitted_by,
    approved_at: row.approved_at,
    approved_by: row.approved_by,
    ...(blind ? {} : { adjustment_value: value === null ? null : fromMilli(Number(value)) }),
  };
}

/**
 * What an approved count adjusted, in milli: the sum of its `count` movements. A movement posted
 * later but dated before the cut-off adds its offset here, so the figure is read, not stored once.
 */
export async function adjustmentValues(
  db: Kysely<Database>,
  customerId: string,
  counts: readonly StoredCount[],
): Promise<Map<string, number>> {
  const approved = counts.filter((c) => c.status === 'approved').map((c) => c.id);
  const rows = await inChunks(approved, (chunk) =>
    db
      .selectFrom('stock_movements')
      .select((eb) => ['document_id', eb.fn.sum<number>('value').as('value')])
      .where('customer_id', '=', customerId)
      .where('document_id', 'in', chunk)
      .where('document_kind', '=', 'count')
      .groupBy('document_id')
      .execute(),
  );
  const out = new Map<string, number>(approved.map((id) => [id, 0]));
  for (const r of rows) out.set(r.document_id, Number(r.value));
  return out;
}

/** Counts as replies carry them, approved ones with their adjustment as the ledger has it now. */
export async function countRowsOf(
  db: Kysely<Database>,
  auth: Auth,
  rows: readonly StoredCount[],
): Promise<CountRow[]> {
  const blind = isBlind(auth);
  const adjustments = blind
    ? new Map<string, number>()
    : await adjustmentValues(db, auth.customerId, rows);
  return rows.map((r) => countRowOf(r, blind, adjustments.get(r.id)));
}

/** Entries as replies carry them, with their counters' names. They never hold costs. */
export async function entryRowsOf(
  db: Kysely<Database>,
  rows: readonly StoredEntry[],
): Promise<CountEntryRow[]> {
  const userIds = [...new Set(rows.map((r) => r.counted_by))];
  const users = await inChunks(userIds, (chunk) =>
    db.selectFrom('users').select(['id', 'username']).where('id', 'in', chunk).execute(),
  );
  const names = new Map(users.map((u) => [u.id, u.username]));
  return rows.map((r) => ({
    ...rowMeta(r),
    count_id: r.count_id,
    material_id: r.material_id,
    area_id: r.area_id,
    parts: JSON.parse(r.parts) as EntryPart[],
    mode: r.mode as EntryMode,
    quantity: fromMilli(Number(r.quantity)),
    device_id: r.device_id,
    counted_at: r.counted_at,
    counted_by: r.counted_by,
    counted_by_name: names.get(r.counted_by) ?? '',
  }));
}

/** A count of the caller's business at a location they may use, or 404 / 403. */
export async function findCount(
  db: Kysely<Database>,
  auth: Auth,
  id: string,
): Promise<StoredCount> {
  const found = await liveDocument(db, auth.customerId, 'inventory_counts', id, 'Count');
  requireLocation(auth, found.location_id);
  return found;
}

export async function findEntry(
  db: Kysely<Database>,
  customerId: string,
  id: string,
): Promise<StoredEntry | undefined> {
  return db
    .selectFrom('count_entries')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Live entries of a count in the order they were counted: the order folding reads them in. */
export async function liveEntries(db: Kysely<Database>, countId: string): Promise<StoredEntry[]> {
  return db
    .selectFrom('count_entries')
    .selectAll()
    .where('count_id', '=', countId)
    .where('deleted_at', 'is', null)
    .orderBy('counted_at')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The areas of a count's sheets (live or not: a sheet edited mid-count keeps its entries valid). */
export async function sheetAreas(
  db: Kysely<Database>,
  customerId: string,
  sheetIds: readonly string[],
): Promise<
  Array<{ id: string; location_id: string | null; deleted: boolean; areas: CountSheetArea[] }>
> {
  const rows = await resourceDb(db)
    .selectFrom(resources.countSheets.table)
    .select(['id', 'location_id', 'areas', 'deleted_at'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', [...sheetIds])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    location_id: r.location_id,
    deleted: r.deleted_at !== null,
    areas: JSON.parse(String(r.areas)) as CountSheetArea[],
  }));
}

/** Counts by id for the sync pull, tombstones included. */
export async function countsByIds(
  db: Kysely<Database>,
  auth: Auth,
  ids: readonly string[],
): Promise<CountRow[]> {
  const rows = await documentsByIds(db, auth.customerId, 'inventory_counts', ids);
  return countRowsOf(db, auth, rows);
}

/** Entries by id for the sync pull, undone ones included (the device drops them). */
export async function entriesByIds(
  db: Kysely<Database>,
  auth: Auth,
  ids: readonly string[],
): Promise<CountEntryRow[]> {
  const rows = await documentsByIds(db, auth.customerId, 'count_entries', ids);
  return entryRowsOf(db, rows);
}
