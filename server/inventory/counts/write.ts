import { can } from '@contract/access';
import type { CountCreateBody, CountEntryBody } from '@contract/counts';
import { resources } from '@contract/registry';
import type { Kysely } from 'kysely';
import { recordChange } from '../../db/changes';
import { bool, nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { ApiError, invalidFields, notFound } from '../../plugins/errors';
import type { WriteReply } from '../../plugins/idempotency';
import { missingPermission, requireLocation } from '../../plugins/permissions';
import { checkLocation } from '../../resources/checks';
import { resourceDb } from '../../resources/store';
import { toMilli } from '../../sales/figures';
import { countReply, saveCount } from './status';
import {
  COUNTS_COLLECTION,
  countClosed,
  ENTRIES_COLLECTION,
  entryRowsOf,
  findCount,
  findEntry,
  sheetAreas,
  type StoredCount,
  type StoredEntry,
} from './store';

/** Counting (create, enter, undo, submit) is for counters and for those who may write inventory. */
export function requireCounting(auth: Auth): void {
  if (!can(auth.grant, 'inventory.count') && !can(auth.grant, 'inventory.write')) {
    throw missingPermission('inventory.count');
  }
}

const idReused = (what: string) =>
  new ApiError(409, 'ID_REUSED', `This ${what} id was already recorded with other content`);

/** Instants are kept as ISO UTC with milliseconds: text order is time order, as in the ledger. */
const iso = (instant: string) => new Date(instant).toISOString();

/** `POST /inventory-counts/create?loc=`: once per id; a resend answers the stored count. */
export async function createCount(
  trx: Kysely<Database>,
  auth: Auth,
  body: CountCreateBody,
  locationId: string,
): Promise<WriteReply> {
  requireLocation(auth, locationId);
  await checkLocation(trx, auth.customerId, locationId);
  const existing = await trx
    .selectFrom('inventory_counts')
    .selectAll()
    .where('id', '=', body.id)
    .executeTakeFirst();
  if (existing) {
    const same =
      existing.customer_id === auth.customerId &&
      existing.location_id === locationId &&
      existing.sheet_ids === JSON.stringify(body.sheet_ids) &&
      (body.cutoff_at === undefined || existing.cutoff_at === iso(body.cutoff_at));
    if (!same) throw idReused('count');
    requireLocation(auth, existing.location_id);
    return countReply(trx, auth, existing);
  }
  const sheets = await sheetAreas(trx, auth.customerId, body.sheet_ids);
  const byId = new Map(sheets.map((s) => [s.id, s]));
  // The count's sheets must be live sheets of its own location.
  body.sheet_ids.forEach((id, index) => {
    const sheet = byId.get(id);
    if (!sheet || sheet.deleted)
      throw invalidFields({ [`sheet_ids.${index}`]: 'unknown_reference' });
    if (sheet.location_id !== locationId) {
      throw invalidFields({ [`sheet_ids.${index}`]: 'wrong_location' });
    }
  });
  if (new Set(body.sheet_ids).size !== body.sheet_ids.length) {
    throw invalidFields({ sheet_ids: 'duplicate' });
  }
  const now = nowIso();
  const row: StoredCount = {
    id: body.id,
    customer_id: auth.customerId,
    location_id: locationId,
    name: body.name,
    sheet_ids: JSON.stringify(body.sheet_ids),
    cutoff_at: body.cutoff_at ? iso(body.cutoff_at) : now,
    status: 'counting',
    uncounted: body.uncounted,
    note: body.note,
    review_note: '',
    resolutions: '[]',
    created_by: auth.userId,
    submitted_at: null,
    submitted_by: null,
    approved_at: null,
    approved_by: null,
    adjustment_value: null,
    version: 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  await trx.insertInto('inventory_counts').values(row).execute();
  await recordChange(trx, {
    customerId: auth.customerId,
    collection: COUNTS_COLLECTION,
    rowId: row.id,
    locationId,
    before: null,
    after: row,
  });
  return countReply(trx, auth, row, 201);
}

/** The same entry sent again: every field the counter made must match. */
function sameEntry(stored: StoredEntry, body: CountEntryBody) {
  return (
    stored.count_id === body.count_id &&
    stored.material_id === body.material_id &&
    stored.area_id === body.area_id &&
    stored.mode === body.mode &&
    stored.device_id === body.device_id &&
    stored.counted_at === iso(body.counted_at) &&
    stored.parts === JSON.stringify(body.parts)
  );
}

/**
 * `POST /inventory-counts/add-item`: appends one entry, once. A tablet reconnecting after submit
 * still lands its entries (the review shows them); after approve the count is closed (409), and the
 * device shows the entry as a failed change rather than losing it silently.
 */
export async function addEntry(
  trx: Kysely<Database>,
  auth: Auth,
  body: CountEntryBody,
): Promise<WriteReply> {
  const stored = await findEntry(trx, auth.customerId, body.id);
  if (stored) {
    if (!sameEntry(stored, body)) throw idReused('entry');
    requireLocation(auth, stored.location_id);
    return { status: 200, body: (await entryRowsOf(trx, [stored]))[0] };
  }
  const count = await findCount(trx, auth, body.count_id);
  if (count.status === 'approved') throw countClosed();
  const areas = (await sheetAreas(trx, auth.customerId, JSON.parse(count.sheet_ids) as string[]))
    .flatMap((s) => s.areas)
    .map((a) => a.id);
  if (!areas.includes(body.area_id)) throw invalidFields({ area_id: 'unknown_reference' });
  // Any active material of the business may be counted: a bottle found on the wrong shelf is
  // still stock. The review flags it as not on the count's sheets.
  const material = await resourceDb(trx)
    .selectFrom(resources.materials.table)
    .select(['id', 'is_active'])
    .where('customer_id', '=', auth.customerId)
    .where('id', '=', body.material_id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!material || !bool(material.is_active)) {
    throw invalidFields({ material_id: 'unknown_reference' });
  }

  const quantity = toMilli(body.parts.reduce((sum, p) => sum + p.quantity * p.factor, 0));
  if (!Number.isSafeInteger(quantity)) throw invalidFields({ parts: 'too_big' });
  const now = nowIso();
  const row = {
    id: body.id,
    customer_id: auth.customerId,
    location_id: count.location_id,
    count_id: count.id,
    material_id: body.material_id,
    area_id: body.area_id,
    parts: JSON.stringify(body.parts),
    mode: body.mode,
    quantity,
    device_id: body.device_id,
    counted_at: iso(body.counted_at),
    counted_by: auth.userId,
    deleted_by: null,
    version: 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  await trx.insertInto('count_entries').values(row).execute();
  await recordChange(trx, {
    customerId: auth.customerId,
    collection: ENTRIES_COLLECTION,
    rowId: row.id,
    locationId: count.location_id,
    before: null,
    after: row,
  });
  // Counting again on a count sent back reopens it.
  if (count.status === 'sent_back') await saveCount(trx, count, { status: 'counting' });
  return { status: 201, body: (await entryRowsOf(trx, [row]))[0] };
}

/** `DELETE /inventory-counts/activity`: tombstones one entry; undoing it again changes nothing. */
export async function undoEntry(
  trx: Kysely<Database>,
  auth: Auth,
  entryId: string,
): Promise<WriteReply> {
  const stored = await findEntry(trx, auth.customerId, entryId);
  if (!stored) throw notFound('Entry');
  requireLocation(auth, stored.location_id);
  if (stored.deleted_at !== null)
    return { status: 200, body: (await entryRowsOf(trx, [stored]))[0] };
  const count = await findCount(trx, auth, stored.count_id);
  if (count.status === 'approved') throw countClosed();
  const now = nowIso();
  const row = {
    ...stored,
    deleted_at: now,
    deleted_by: auth.userId,
    updated_at: now,
    version: stored.version + 1,
  };
  await trx
    .updateTable('count_entries')
    .set({ deleted_at: now, deleted_by: auth.userId, updated_at: now, version: row.version })
    .where('id', '=', stored.id)
    .execute();
  await recordChange(trx, {
    customerId: auth.customerId,
    collection: ENTRIES_COLLECTION,
    rowId: row.id,
    locationId: row.location_id,
    before: stored,
    after: row,
  });
  return { status: 200, body: (await entryRowsOf(trx, [row]))[0] };
}
