import type {
  ReportEmail,
  ReportEmailKind,
  ReportEmailState,
  ReportEmailStatus,
  ReportEmailsQuery,
} from '@contract/reportEmails';
import type { Kysely, Selectable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Database, ReportEmailsTable } from '../../db/tables';

/**
 * The `report_emails` rows: one per report a user is sent. A send is claimed before anything goes
 * out (the row inserted, or a failed row taken back by one update), marked handed over just before
 * the SMTP server gets it, then marked sent with the Message-ID it accepted, or failed with what went
 * wrong. Each claim is one statement, so two server processes, two ticks or a tick and a restart
 * never both own a send. A claim that goes stale before it was handed over belongs to a process that
 * stopped before sending: another takes it over (issue 25). One handed over is never taken over: the
 * SMTP server may have accepted it, and a report arriving twice is worse than one not confirmed.
 */

export type ReportEmailRow = Selectable<ReportEmailsTable>;

const MINUTE_MS = 60_000;
/** Attempts a send gets in all: the first and three retries. */
export const MAX_ATTEMPTS = 4;
/** Waits before the 2nd, 3rd and 4th attempt: an SMTP server down for a while gets time to return. */
export const RETRY_DELAYS_MS = [5 * MINUTE_MS, 30 * MINUTE_MS, 120 * MINUTE_MS] as const;
/**
 * A claim older than this with no outcome belongs to a process that stopped while sending: far
 * longer than a send may take (see mailer.ts), so the screen can say "not confirmed".
 */
export const STALE_CLAIM_MS = 10 * MINUTE_MS;

const iso = (ms: number) => new Date(ms).toISOString();

/** When a send that failed on attempt `attempts` is tried again, or null when it is not. */
export function retryAfter(attempts: number, now: number): number | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return attempts >= MAX_ATTEMPTS || delay === undefined ? null : now + delay;
}

export interface NewClaim {
  customerId: string;
  userId: string;
  locationId: string;
  kind: ReportEmailKind;
  from: string;
  to: string;
  recipient: string;
}

/** Claims a report not sent before: the row, or null when any process has claimed it already. */
export async function claimNew(
  db: Kysely<Database>,
  claim: NewClaim,
  now: number,
): Promise<ReportEmailRow | null> {
  const row: ReportEmailRow = {
    id: uuidv7(),
    customer_id: claim.customerId,
    user_id: claim.userId,
    location_id: claim.locationId,
    kind: claim.kind,
    period_from: claim.from,
    period_to: claim.to,
    recipient: claim.recipient,
    status: 'claimed',
    attempts: 1,
    next_attempt_at: null,
    message_id: null,
    error: null,
    claimed_at: iso(now),
    handed_at: null,
    sent_at: null,
  };
  const result = await db
    .insertInto('report_emails')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'period_from']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? row : null;
}

/** Takes back a row for another attempt if `where` still holds: the row, or null if another did. */
async function reclaim(
  db: Kysely<Database>,
  row: ReportEmailRow,
  now: number,
  changes: Partial<ReportEmailRow> = {},
): Promise<ReportEmailRow | null> {
  const next = {
    status: 'claimed',
    attempts: Number(row.attempts) + 1,
    claimed_at: iso(now),
    handed_at: null,
    next_attempt_at: null,
    ...changes,
  };
  const result = await db
    .updateTable('report_emails')
    .set(next)
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('claimed_at', '=', row.claimed_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { ...row, ...next } : null;
}

/** Failed sends whose next attempt is due, oldest first. */
export async function dueRetries(db: Kysely<Database>, now: number, limit = 50) {
  return db
    .selectFrom('report_emails')
    .selectAll()
    .where('next_attempt_at', 'is not', null)
    .where('next_attempt_at', '<=', iso(now))
    .where('status', '=', 'failed')
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Scheduled sends claimed long ago and never handed to the SMTP server: their process stopped (a
 * crash, a kill) between claiming and sending, so nothing went out. Oldest first.
 */
export async function staleClaims(db: Kysely<Database>, now: number, limit = 50) {
  return db
    .selectFrom('report_emails')
    .selectAll()
    .where('status', '=', 'claimed')
    .where('handed_at', 'is', null)
    .where('claimed_at', '<=', iso(now - STALE_CLAIM_MS))
    .where('kind', '!=', 'test')
    .orderBy('claimed_at')
    .limit(limit)
    .execute();
}

/**
 * Claims a due failed send, or a stale claim never handed over, for its next attempt; null when
 * another process took it first.
 */
export const claimRetry = (db: Kysely<Database>, row: ReportEmailRow, now: number) =>
  reclaim(db, row, now);

/**
 * Marks a claimed send as handed to the SMTP server, if the claim is still the caller's: false when
 * it went stale and another process took it over meanwhile (then the caller must not send it).
 */
export async function handOver(
  db: Kysely<Database>,
  row: ReportEmailRow,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('report_emails')
    .set({ handed_at: iso(now) })
    .where('id', '=', row.id)
    .where('status', '=', 'claimed')
    .where('claimed_at', '=', row.claimed_at)
    .where('handed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims a test send (kind `test`, one row per user and day): a new row, or the day's earlier test
 * taken back once it has an outcome (or its claim went stale). Null while one is being sent.
 */
export async function claimTest(
  db: Kysely<Database>,
  claim: Omit<NewClaim, 'kind'>,
  now: number,
): Promise<ReportEmailRow | null> {
  const fresh = await claimNew(db, { ...claim, kind: 'test' }, now);
  if (fresh) return fresh;
  const earlier = await db
    .selectFrom('report_emails')
    .selectAll()
    .where('user_id', '=', claim.userId)
    .where('kind', '=', 'test')
    .where('period_from', '=', claim.from)
    .executeTakeFirst();
  if (!earlier) return null;
  const inFlight =
    earlier.status === 'claimed' && Date.parse(earlier.claimed_at) > now - STALE_CLAIM_MS;
  if (inFlight) return null;
  // A new test of its own: the earlier one's outcome is history.
  return reclaim(db, earlier, now, {
    recipient: claim.recipient,
    location_id: claim.locationId,
    period_to: claim.to,
    attempts: 1,
    message_id: null,
    error: null,
    sent_at: null,
  });
}

export type SendOutcome =
  { ok: true; messageId: string } | { ok: false; error: string; retry: boolean };

/** Records how a claimed attempt ended. */
export async function recordOutcome(
  db: Kysely<Database>,
  row: ReportEmailRow,
  outcome: SendOutcome,
  now: number,
): Promise<ReportEmailRow> {
  const attempts = Number(row.attempts);
  const next = outcome.ok
    ? {
        status: 'sent',
        attempts,
        message_id: outcome.messageId,
        error: null,
        sent_at: iso(now),
        next_attempt_at: null,
      }
    : {
        status: 'failed',
        attempts,
        message_id: null,
        error: outcome.error,
        sent_at: null,
        // Tests are sent again by asking again, never by themselves.
        next_attempt_at:
          outcome.retry && row.kind !== 'test' ? nullableIso(retryAfter(attempts, now)) : null,
      };
  await db.updateTable('report_emails').set(next).where('id', '=', row.id).execute();
  return { ...row, ...next };
}

const nullableIso = (ms: number | null) => (ms === null ? null : iso(ms));

/** The latest period recorded per user and scheduled kind: `${userId}|${kind}` to its first date. */
export async function latestPeriods(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let start = 0; start < userIds.length; start += 500) {
    const rows = await db
      .selectFrom('report_emails')
      .select(['user_id', 'kind', (eb) => eb.fn.max('period_from').as('latest')])
      .where('user_id', 'in', userIds.slice(start, start + 500))
      .where('kind', '!=', 'test')
      .groupBy(['user_id', 'kind'])
      .execute();
    for (const r of rows) out.set(`${r.user_id}|${r.kind}`, String(r.latest));
  }
  return out;
}

/** What the screen says of a row (contract/reportEmails.ts `reportEmailStates`). */
export function stateOf(row: ReportEmailRow, now: number): ReportEmailState {
  if (row.status === 'sent') return 'sent';
  if (row.status === 'failed') return row.next_attempt_at ? 'retrying' : 'failed';
  return Date.parse(row.claimed_at) > now - STALE_CLAIM_MS ? 'sending' : 'not_confirmed';
}

export function toReportEmail(
  row: ReportEmailRow & { username: string },
  now: number,
): ReportEmail {
  return {
    id: row.id,
    user_id: row.user_id,
    username: row.username,
    recipient: row.recipient,
    location_id: row.location_id,
    kind: row.kind as ReportEmailKind,
    period_from: row.period_from,
    period_to: row.period_to,
    status: row.status as ReportEmailStatus,
    state: stateOf(row, now),
    attempts: Number(row.attempts),
    next_attempt_at: row.next_attempt_at,
    message_id: row.message_id,
    error: row.error,
    claimed_at: row.claimed_at,
    sent_at: row.sent_at,
  };
}

/** One page of a business's sends, newest first; `userId` limits them to one user's. */
export async function listReportEmails(
  db: Kysely<Database>,
  customerId: string,
  filter: { userId?: string; kind?: ReportEmailKind },
  page: Pick<ReportEmailsQuery, 'page' | 'limit'>,
) {
  let query = db
    .selectFrom('report_emails')
    .innerJoin('users', 'users.id', 'report_emails.user_id')
    .where('report_emails.customer_id', '=', customerId);
  if (filter.userId) query = query.where('report_emails.user_id', '=', filter.userId);
  if (filter.kind) query = query.where('report_emails.kind', '=', filter.kind);
  const counted = await query
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirst();
  const rows = await query
    .selectAll('report_emails')
    .select('users.username')
    .orderBy('report_emails.claimed_at', 'desc')
    .orderBy('report_emails.id', 'desc')
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
  return { rows, total: Number(counted?.total ?? 0) };
}
