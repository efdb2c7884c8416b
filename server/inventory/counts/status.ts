import type { CountResolution, CountUpdateBody } from '@contract/counts';
import type { Kysely } from 'kysely';
import { recordChange } from '../../db/changes';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { ApiError } from '../../plugins/errors';
import type { WriteReply } from '../../plugins/idempotency';
import {
  COUNTS_COLLECTION,
  countClosed,
  countRowOf,
  countRowsOf,
  findCount,
  type StoredCount,
} from './store';

/**
 * A count's own changes short of approval (issue 9): submit, send back, PUT. Each is a new version
 * of the count, logged for sync; nothing changes once it is approved.
 */

/** A count as a write answers it. */
export async function countReply(
  trx: Kysely<Database>,
  auth: Auth,
  row: StoredCount,
  status = 200,
) {
  const [body] = await countRowsOf(trx, auth, [row]);
  return { status, body };
}

/** Writes a count's changed columns at the next version, logged for sync; the row as it now is. */
export async function saveCount(
  trx: Kysely<Database>,
  current: StoredCount,
  changes: Partial<StoredCount>,
): Promise<StoredCount> {
  const row = { ...current, ...changes, version: current.version + 1, updated_at: nowIso() };
  const written = await trx
    .updateTable('inventory_counts')
    .set({ ...changes, version: row.version, updated_at: row.updated_at })
    .where('id', '=', row.id)
    .where('customer_id', '=', row.customer_id)
    .where('version', '=', current.version)
    .executeTakeFirst();
  if (Number(written.numUpdatedRows) !== 1) throw staleCount(current);
  await recordChange(trx, {
    customerId: row.customer_id,
    collection: COUNTS_COLLECTION,
    rowId: row.id,
    locationId: row.location_id,
    before: current,
    after: row,
  });
  return row;
}

const staleCount = (current: StoredCount) =>
  new ApiError(409, 'VERSION_CONFLICT', 'The count was changed by someone else since you read it', {
    current: countRowOf(current, true),
  });

/** Resolutions given later replace earlier ones for the same material in the same area. */
export function mergeResolutions(
  current: readonly CountResolution[],
  given: readonly CountResolution[] | undefined,
): CountResolution[] {
  if (!given?.length) return [...current];
  const key = (r: CountResolution) => `${r.material_id}|${r.area_id}`;
  const merged = new Map(current.map((r) => [key(r), r]));
  for (const r of given) merged.set(key(r), r);
  return [...merged.values()];
}

/** `POST /inventory-counts/{id}/submit`: counting (or sent back) → submitted; again: unchanged. */
export async function submitCount(
  trx: Kysely<Database>,
  auth: Auth,
  id: string,
  body: { note?: string; resolutions?: CountResolution[] },
): Promise<WriteReply> {
  const count = await findCount(trx, auth, id);
  if (count.status === 'approved') throw countClosed();
  if (count.status === 'submitted' && body.note === undefined && !body.resolutions?.length) {
    return countReply(trx, auth, count);
  }
  const saved = await saveCount(trx, count, {
    status: 'submitted',
    submitted_at: count.status === 'submitted' ? count.submitted_at : nowIso(),
    submitted_by: count.status === 'submitted' ? count.submitted_by : auth.userId,
    ...(body.note !== undefined ? { note: body.note } : {}),
    resolutions: JSON.stringify(mergeResolutions(JSON.parse(count.resolutions), body.resolutions)),
  });
  return countReply(trx, auth, saved);
}

/** `POST /inventory-counts/{id}/send-back`: submitted → sent_back, with the reviewer's note. */
export async function sendBackCount(
  trx: Kysely<Database>,
  auth: Auth,
  id: string,
  body: { note?: string; resolutions?: CountResolution[] },
): Promise<WriteReply> {
  const count = await findCount(trx, auth, id);
  if (count.status === 'approved') throw countClosed();
  if (count.status === 'sent_back') return countReply(trx, auth, count);
  if (count.status !== 'submitted') {
    throw new ApiError(409, 'INVALID_STATUS_CHANGE', 'Only a submitted count can be sent back');
  }
  const saved = await saveCount(trx, count, {
    status: 'sent_back',
    ...(body.note !== undefined ? { review_note: body.note } : {}),
    resolutions: JSON.stringify(mergeResolutions(JSON.parse(count.resolutions), body.resolutions)),
  });
  return countReply(trx, auth, saved);
}

/** `PUT /inventory-counts/{id}`: name, note, uncounted and resolutions, at the version read. */
export async function updateCount(
  trx: Kysely<Database>,
  auth: Auth,
  id: string,
  body: CountUpdateBody,
): Promise<WriteReply> {
  const count = await findCount(trx, auth, id);
  if (count.status === 'approved') throw countClosed();
  if (body.version !== count.version) throw staleCount(count);
  const saved = await saveCount(trx, count, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.note !== undefined ? { note: body.note } : {}),
    ...(body.uncounted !== undefined ? { uncounted: body.uncounted } : {}),
    ...(body.resolutions !== undefined
      ? {
          resolutions: JSON.stringify(
            mergeResolutions(JSON.parse(count.resolutions), body.resolutions),
          ),
        }
      : {}),
  });
  return countReply(trx, auth, saved);
}
