import { dailySyncKinds, type DailySyncKind, type FailureKind } from '@contract/dailySync';
import type { Kysely } from 'kysely';
import { v5 as uuidv5 } from 'uuid';
import type { DailySyncDeliveriesTable, Database } from '../../db/tables';
import { CLAIM_LEASE_MS } from './schedule';

/**
 * The deliveries table: one row per summary of a location's business date. Rows are made once (the
 * nightly run or a re-run), claimed by one sender at a time, and updated after each attempt.
 */

export type DeliveryRow = DailySyncDeliveriesTable;

/** Namespace of delivery ids (UUIDv5): the id follows from what the delivery is. */
const DELIVERY_NAMESPACE = '6f1c8a52-3d4e-4b7a-9c1f-0a2b3c4d5e6f';

/**
 * The id of one summary of one location's business date. It depends on nothing else, so every
 * attempt, every re-run and every server process gives the receiver the same id for it.
 */
export function deliveryIdOf(
  customerId: string,
  locationId: string,
  businessDate: string,
  kind: DailySyncKind,
): string {
  return uuidv5(`${customerId}/${locationId}/${businessDate}/${kind}`, DELIVERY_NAMESPACE);
}

const iso = (ms: number) => new Date(ms).toISOString();
/** Rows per insert: four kinds of many days, within every driver's parameter limit. */
const INSERT_CHUNK = 100;
const ID_CHUNK = 500;

function newRow(
  customerId: string,
  locationId: string,
  date: string,
  kind: DailySyncKind,
  now: number,
): DeliveryRow {
  return {
    id: deliveryIdOf(customerId, locationId, date, kind),
    customer_id: customerId,
    location_id: locationId,
    business_date: date,
    kind,
    status: 'pending',
    attempts: 0,
    failures: 0,
    next_attempt_at: iso(now),
    claimed_until: null,
    claim_token: null,
    last_attempt_at: null,
    last_failure_kind: null,
    last_status_code: null,
    last_error: null,
    sent_at: null,
    created_at: iso(now),
    updated_at: iso(now),
  };
}

/**
 * Makes the four deliveries of each date of a location that has none yet, due now. Existing ones are
 * left as they are (a second process making the same rows at once is no harm: the id is the key).
 */
export async function ensureDeliveries(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  dates: readonly string[],
  now: number,
): Promise<number> {
  const rows = dates.flatMap((date) =>
    dailySyncKinds.map((kind) => newRow(customerId, locationId, date, kind, now)),
  );
  let made = 0;
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const result = await db
      .insertInto('daily_sync_deliveries')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    made += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return made;
}

/**
 * A re-run: the four deliveries of each date are made when missing and otherwise due again now,
 * their backoff reset. Returns their ids.
 */
export async function requeueDeliveries(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  dates: readonly string[],
  now: number,
): Promise<string[]> {
  await ensureDeliveries(db, customerId, locationId, dates, now);
  const ids = dates.flatMap((date) =>
    dailySyncKinds.map((kind) => deliveryIdOf(customerId, locationId, date, kind)),
  );
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    await db
      .updateTable('daily_sync_deliveries')
      .set({ status: 'pending', failures: 0, next_attempt_at: iso(now), updated_at: iso(now) })
      .where('id', 'in', ids.slice(start, start + ID_CHUNK))
      .execute();
  }
  return ids;
}

/** Which deliveries a sender asks for: all due ones, or some of them by id. */
export interface ClaimFilter {
  ids?: readonly string[];
  limit: number;
}

/**
 * Claims due deliveries of businesses whose sync is on, for one sender (`token`): each becomes the
 * sender's until the lease ends, so no other process sends it meanwhile. The claim is a conditional
 * update in one transaction: of two senders racing for a row, the second finds it claimed (on
 * PostgreSQL it waits for the first's update, then sees the new lease) and leaves it.
 */
export async function claimDue(
  db: Kysely<Database>,
  token: string,
  now: number,
  filter: ClaimFilter,
): Promise<DeliveryRow[]> {
  const at = iso(now);
  return db.transaction().execute(async (trx) => {
    let candidates = trx
      .selectFrom('daily_sync_deliveries as d')
      .innerJoin('daily_sync_configs as c', 'c.customer_id', 'd.customer_id')
      .select('d.id')
      .where('c.enabled', '=', 1)
      .where('d.next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('d.claimed_until', 'is', null), eb('d.claimed_until', '<', at)]))
      .orderBy('d.next_attempt_at')
      .limit(filter.limit);
    if (filter.ids) {
      if (filter.ids.length === 0) return [];
      candidates = candidates.where('d.id', 'in', [...filter.ids]);
    }
    const ids = (await candidates.execute()).map((r) => r.id);
    if (ids.length === 0) return [];
    await trx
      .updateTable('daily_sync_deliveries')
      .set({ claimed_until: iso(now + CLAIM_LEASE_MS), claim_token: token })
      .where('id', 'in', ids)
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
      .execute();
    return trx
      .selectFrom('daily_sync_deliveries')
      .selectAll()
      .where('claim_token', '=', token)
      .where('id', 'in', ids)
      .execute();
  });
}

/** How an attempt ended. */
export type AttemptOutcome =
  | { ok: true; statusCode: number }
  | {
      ok: false;
      kind: FailureKind;
      statusCode: number | null;
      detail: string;
      /** When to try again, or null to stop. */
      retryAt: number | null;
    };

/** Records an attempt of a delivery the sender still holds, and lets go of it. */
export async function recordAttempt(
  db: Kysely<Database>,
  delivery: DeliveryRow,
  token: string,
  outcome: AttemptOutcome,
  now: number,
): Promise<void> {
  const at = iso(now);
  const common = {
    attempts: Number(delivery.attempts) + 1,
    last_attempt_at: at,
    last_status_code: outcome.statusCode,
    claimed_until: null,
    claim_token: null,
    updated_at: at,
  };
  await db
    .updateTable('daily_sync_deliveries')
    .set(
      outcome.ok
        ? {
            ...common,
            status: 'sent',
            failures: 0,
            next_attempt_at: null,
            sent_at: at,
            last_failure_kind: null,
            last_error: null,
          }
        : {
            ...common,
            status: 'failed',
            failures: Number(delivery.failures) + 1,
            next_attempt_at: outcome.retryAt === null ? null : iso(outcome.retryAt),
            last_failure_kind: outcome.kind,
            last_error: outcome.detail,
          },
    )
    .where('id', '=', delivery.id)
    .where('claim_token', '=', token)
    .execute();
}

/** Lets go of a delivery without counting an attempt (the server is stopping). */
export async function releaseClaim(
  db: Kysely<Database>,
  deliveryId: string,
  token: string,
): Promise<void> {
  await db
    .updateTable('daily_sync_deliveries')
    .set({ claimed_until: null, claim_token: null })
    .where('id', '=', deliveryId)
    .where('claim_token', '=', token)
    .execute();
}

/** The deliveries of some locations over a period. */
export async function deliveriesOf(
  db: Kysely<Database>,
  customerId: string,
  locationIds: readonly string[],
  from: string,
  to: string,
): Promise<DeliveryRow[]> {
  if (locationIds.length === 0) return [];
  return db
    .selectFrom('daily_sync_deliveries')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('location_id', 'in', [...locationIds])
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .execute();
}

/**
 * Sales that reach a day after its summaries were sent (a till back online, a sale voided the day
 * after): the sent summaries of that location and date are due again now, so the accounting system
 * gets the day as it now stands (a later delivery replaces an earlier one). Runs in the
 * transaction that records the change.
 */
export async function resendChangedDays(
  db: Kysely<Database>,
  customerId: string,
  days: ReadonlyArray<{ location_id: string; business_date: string }>,
  now: number,
): Promise<void> {
  const datesByLocation = new Map<string, Set<string>>();
  for (const day of days) {
    const dates = datesByLocation.get(day.location_id) ?? new Set<string>();
    dates.add(day.business_date);
    datesByLocation.set(day.location_id, dates);
  }
  for (const [locationId, dates] of datesByLocation) {
    const list = [...dates];
    for (let start = 0; start < list.length; start += ID_CHUNK) {
      await db
        .updateTable('daily_sync_deliveries')
        .set({ status: 'pending', failures: 0, next_attempt_at: iso(now), updated_at: iso(now) })
        .where('customer_id', '=', customerId)
        .where('location_id', '=', locationId)
        .where('business_date', 'in', list.slice(start, start + ID_CHUNK))
        .where('status', '=', 'sent')
        .execute();
    }
  }
}
