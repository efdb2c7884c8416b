import type { CountResolution } from '@contract/counts';
import type { Kysely } from 'kysely';
import { recordChange } from '../../db/changes';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { ApiError } from '../../plugins/errors';
import type { WriteReply } from '../../plugins/idempotency';
import { fromMilli } from '../../sales/figures';
import { computeReview } from './review';
import { COUNTS_COLLECTION, countRowsOf, findCount } from './store';
import { mergeResolutions } from './status';
import { derivedId, inChunks, postMovements } from '../ledger';

const claimable = ['counting', 'submitted'] as const;

/**
 * `POST /inventory-counts/{id}/approve`, in the caller's write transaction: computes the review as
 * the review screen does, claims the count with a conditional update (so a second approve, on this
 * device or another, concurrent or not, finds it approved and posts nothing), posts one `count`
 * movement per material that differs at the cut-off, and records what the count fixed in
 * `count_lines`, which later backdated movements are offset against.
 */
export async function approveCount(
  trx: Kysely<Database>,
  auth: Auth,
  id: string,
  body: { note?: string; resolutions?: CountResolution[] },
): Promise<WriteReply> {
  const count = await findCount(trx, auth, id);
  const reply = async (row: typeof count) => ({
    status: 200,
    body: (await countRowsOf(trx, auth, [row]))[0],
  });
  if (count.status === 'approved') return reply(count);
  if (!(claimable as readonly string[]).includes(count.status)) {
    throw new ApiError(
      409,
      'INVALID_STATUS_CHANGE',
      'A count sent back is counted again and submitted before it is approved',
    );
  }
  const resolutions = mergeResolutions(JSON.parse(count.resolutions), body.resolutions);
  const review = await computeReview(trx, count, resolutions);
  if (review.unresolved.length > 0) {
    throw new ApiError(
      409,
      'UNRESOLVED_ENTRIES',
      'Materials counted in one area by several counters must be settled first',
      { unresolved: review.unresolved },
    );
  }

  const now = nowIso();
  const adjustment = review.figures.reduce((s, f) => s + f.variance_value, 0);
  const approval = {
    status: 'approved' as const,
    approved_at: now,
    approved_by: auth.userId,
    resolutions: JSON.stringify(resolutions),
    ...(body.note !== undefined ? { review_note: body.note } : {}),
    adjustment_value: adjustment,
    version: count.version + 1,
    updated_at: now,
  };
  const claimed = await trx
    .updateTable('inventory_counts')
    .set(approval)
    .where('id', '=', count.id)
    .where('customer_id', '=', auth.customerId)
    .where('status', 'in', [...claimable])
    .where('version', '=', count.version)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    // Someone else moved it between our read and our claim: approved means done, anything else
    // is a change this approve did not see.
    const latest = await findCount(trx, auth, id);
    if (latest.status === 'approved') return reply(latest);
    throw new ApiError(409, 'VERSION_CONFLICT', 'The count changed while it was being approved');
  }

  const changed = review.figures.filter((f) => f.counted !== null && f.variance !== 0);
  await postMovements(
    trx,
    auth.customerId,
    changed.map((f) => ({
      id: derivedId(`${count.id}:${f.material_id}`),
      location_id: count.location_id,
      material_id: f.material_id,
      kind: 'count' as const,
      quantity: fromMilli(f.variance),
      // Found stock is valued at the average the review showed, as is lost stock (the ledger's own
      // rule for outflows).
      ...(f.variance > 0 ? { unit_cost: f.average_cost } : {}),
      occurred_at: count.cutoff_at,
      user_id: auth.userId,
      document_kind: 'count' as const,
      document_id: count.id,
    })),
  );
  const lines = review.figures
    .filter((f) => f.counted !== null)
    .map((f) => ({
      count_id: count.id,
      material_id: f.material_id,
      customer_id: auth.customerId,
      location_id: count.location_id,
      cutoff_at: count.cutoff_at,
      counted: f.counted,
      expected: f.expected,
      average_cost: f.average_cost,
    }));
  await inChunks(
    lines,
    async (chunk) => {
      await trx.insertInto('count_lines').values(chunk).execute();
      return [];
    },
    1000,
  );
  await recordChange(trx, {
    customerId: auth.customerId,
    collection: COUNTS_COLLECTION,
    rowId: count.id,
    locationId: count.location_id,
    before: count,
    after: { ...count, ...approval },
  });
  return reply(await findCount(trx, auth, id));
}
