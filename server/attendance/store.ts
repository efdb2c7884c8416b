import { mayUseLocation } from '@contract/access';
import {
  attendanceCorrectionRow,
  attendanceEventRow,
  MAX_FUTURE_MINUTES,
  type AttendanceCorrectionBody,
  type AttendanceCorrectionRow,
  type AttendanceEventBody,
  type AttendanceEventRow,
} from '@contract/attendance';
import { businessDayClock } from '@contract/businessDay';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { ApiError, invalidFields, notFound } from '../plugins/errors';
import { requireLocation } from '../plugins/permissions';
import { loadInvoiceLocations } from '../sales/references';

const idReused = (what: string) =>
  new ApiError(409, 'ID_REUSED', `This ${what} id was already recorded with other content`);

/** The user of the business a call names, with the name screens show; another business's: 404. */
export async function findAttendanceUser(
  db: Kysely<Database>,
  customerId: string,
  userId: string,
): Promise<{ id: string; name: string; location_id: string | null }> {
  const found = await db
    .selectFrom('users')
    .select(['id', 'username', 'location_id'])
    .where('customer_id', '=', customerId)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!found) throw notFound('User');
  return { id: found.id, name: found.username, location_id: found.location_id };
}

/** A location of the business the caller may use, with its business-day clock; unknown: 404. */
async function usableLocation(db: Kysely<Database>, auth: Auth, locationId: string) {
  requireLocation(auth, locationId);
  const location = (await loadInvoiceLocations(db, auth.customerId, [locationId])).get(locationId);
  if (!location) throw notFound('Location');
  return businessDayClock(location);
}

/** The instant as stored: UTC, so text order is time order. */
const utc = (at: string) => new Date(at).toISOString();

function checkNotAhead(at: string, now: number): void {
  if (Date.parse(at) > now + MAX_FUTURE_MINUTES * 60_000) {
    throw invalidFields({ at: 'too_big' }, "The time is ahead of the server's clock");
  }
}

/**
 * Records a clock-in or clock-out from a till, once: the same id again answers with the event as
 * stored (200) and writes nothing; the same id with anything else is refused (409 ID_REUSED). The
 * user themselves may post, or a till signed in with `sales.write`.
 */
export async function recordEvent(
  trx: Kysely<Database>,
  auth: Auth,
  body: AttendanceEventBody,
  canRecordForOthers: boolean,
  now: number,
): Promise<{ status: 200 | 201; event: AttendanceEventRow }> {
  if (body.user_id !== auth.userId && !canRecordForOthers) {
    throw new ApiError(
      403,
      'FORBIDDEN',
      "Recording another user's attendance needs the permission sales.write",
      { permission: 'sales.write' },
    );
  }
  const stored = await trx
    .selectFrom('attendance_events')
    .selectAll()
    .where('id', '=', body.id)
    .executeTakeFirst();
  if (stored) {
    const same =
      stored.customer_id === auth.customerId &&
      stored.user_id === body.user_id &&
      stored.location_id === body.location_id &&
      stored.kind === body.kind &&
      stored.at === utc(body.at) &&
      stored.device === (body.device || null);
    if (!same) throw idReused('attendance event');
    return { status: 200, event: attendanceEventRow.parse(stored) };
  }
  await findAttendanceUser(trx, auth.customerId, body.user_id);
  const clock = await usableLocation(trx, auth, body.location_id);
  checkNotAhead(body.at, now);
  const row = {
    id: body.id,
    customer_id: auth.customerId,
    location_id: body.location_id,
    user_id: body.user_id,
    kind: body.kind,
    at: utc(body.at),
    device: body.device || null,
    business_date: clock.at(Date.parse(body.at)).business_date,
    received_at: new Date(now).toISOString(),
    recorded_by: auth.userId,
  };
  await trx.insertInto('attendance_events').values(row).execute();
  await auditTap(trx, auth.customerId, 'attendance_events', row);
  return { status: 201, event: attendanceEventRow.parse(row) };
}

/**
 * Records a manager's correction, once (as events are). It names the tap it puts right, which must
 * be the same user's; the tap itself stays recorded and the correction stands in its place.
 */
export async function recordCorrection(
  trx: Kysely<Database>,
  auth: Auth,
  body: AttendanceCorrectionBody,
  now: number,
): Promise<{ status: 200 | 201; correction: AttendanceCorrectionRow }> {
  const at = body.at === null ? null : utc(body.at);
  const stored = await trx
    .selectFrom('attendance_corrections')
    .selectAll()
    .where('id', '=', body.id)
    .executeTakeFirst();
  if (stored) {
    const same =
      stored.customer_id === auth.customerId &&
      stored.user_id === body.user_id &&
      stored.location_id === body.location_id &&
      stored.kind === body.kind &&
      stored.at === at &&
      stored.replaces_event_id === body.replaces_event_id &&
      stored.reason === body.reason;
    if (!same) throw idReused('attendance correction');
    return {
      status: 200,
      correction: (await correctionsWhere(trx, auth.customerId, [body.id]))[0]!,
    };
  }
  if (
    await trx
      .selectFrom('attendance_events')
      .select('id')
      .where('id', '=', body.id)
      .executeTakeFirst()
  ) {
    throw idReused('attendance correction');
  }
  await findAttendanceUser(trx, auth.customerId, body.user_id);
  const clock = await usableLocation(trx, auth, body.location_id);
  let businessDate: string;
  if (body.replaces_event_id !== null) {
    const replaced = await replacedTap(trx, auth, body.replaces_event_id);
    if (replaced.user_id !== body.user_id) {
      throw invalidFields({ replaces_event_id: 'unknown_reference' }, "Not this user's attendance");
    }
    businessDate = at === null ? replaced.business_date : clock.at(Date.parse(at)).business_date;
  } else {
    businessDate = clock.at(Date.parse(at!)).business_date;
  }
  if (at !== null) checkNotAhead(at, now);
  await trx
    .insertInto('attendance_corrections')
    .values({
      id: body.id,
      customer_id: auth.customerId,
      location_id: body.location_id,
      user_id: body.user_id,
      kind: body.kind,
      at,
      replaces_event_id: body.replaces_event_id,
      reason: body.reason,
      business_date: businessDate,
      corrected_by: auth.userId,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  await auditTap(trx, auth.customerId, 'attendance_corrections', {
    id: body.id,
    location_id: body.location_id,
    user_id: body.user_id,
    kind: body.kind,
    at,
    replaces_event_id: body.replaces_event_id,
    reason: body.reason,
  });
  return { status: 201, correction: (await correctionsWhere(trx, auth.customerId, [body.id]))[0]! };
}

/** The event or correction a correction replaces: of the business, at a location the caller may use. */
async function replacedTap(trx: Kysely<Database>, auth: Auth, tapId: string) {
  const event = await trx
    .selectFrom('attendance_events')
    .select(['user_id', 'location_id', 'business_date'])
    .where('customer_id', '=', auth.customerId)
    .where('id', '=', tapId)
    .executeTakeFirst();
  const tap =
    event ??
    (await trx
      .selectFrom('attendance_corrections')
      .select(['user_id', 'location_id', 'business_date'])
      .where('customer_id', '=', auth.customerId)
      .where('id', '=', tapId)
      .executeTakeFirst());
  if (!tap || !mayUseLocation(auth.grant, tap.location_id)) throw notFound('Attendance event');
  return tap;
}

async function correctionsWhere(
  db: Kysely<Database>,
  customerId: string,
  ids: readonly string[],
): Promise<AttendanceCorrectionRow[]> {
  const rows = await db
    .selectFrom('attendance_corrections as c')
    .leftJoin('users as u', 'u.id', 'c.corrected_by')
    .selectAll('c')
    .select('u.username as corrected_by_name')
    .where('c.customer_id', '=', customerId)
    .where('c.id', 'in', ids)
    .execute();
  return rows.map((r) =>
    attendanceCorrectionRow.parse({ ...r, corrected_by_name: r.corrected_by_name ?? '' }),
  );
}

/** What shifts are made of: every event and correction of the users over business dates. */
export async function loadTaps(
  db: Kysely<Database>,
  customerId: string,
  users: { ids: readonly string[] } | 'all',
  from: string,
  to: string,
): Promise<{ events: AttendanceEventRow[]; corrections: AttendanceCorrectionRow[] }> {
  if (users !== 'all' && users.ids.length === 0) return { events: [], corrections: [] };
  let events = db
    .selectFrom('attendance_events')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to);
  let corrections = db
    .selectFrom('attendance_corrections as c')
    .leftJoin('users as u', 'u.id', 'c.corrected_by')
    .selectAll('c')
    .select('u.username as corrected_by_name')
    .where('c.customer_id', '=', customerId)
    .where('c.business_date', '>=', from)
    .where('c.business_date', '<=', to);
  if (users !== 'all') {
    events = events.where('user_id', 'in', users.ids);
    corrections = corrections.where('c.user_id', 'in', users.ids);
  }
  return {
    events: (await events.execute()).map((r) => attendanceEventRow.parse(r)),
    corrections: (await corrections.execute()).map((r) =>
      attendanceCorrectionRow.parse({ ...r, corrected_by_name: r.corrected_by_name ?? '' }),
    ),
  };
}

/** Taps and corrections are not synced rows: they reach the audit log here, once, when first made. */
function auditTap(
  trx: Kysely<Database>,
  customerId: string,
  collection: 'attendance_events' | 'attendance_corrections',
  row: { id: string; location_id: string; kind: string } & Record<string, unknown>,
) {
  return recordAudit(trx, [
    {
      customerId,
      collection,
      rowId: row.id,
      locationId: row.location_id,
      before: null,
      after: row,
      area: 'attendance',
      label: row.kind,
    },
  ]);
}
