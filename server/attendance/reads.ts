import {
  dayFigures,
  monthTotals,
  openingTime,
  shiftsOf,
  standingTaps,
  wallInstant,
  type AttendanceDay,
  type AttendanceShift,
} from '@contract/attendance';
import {
  type MonthlyAttendanceReply,
  type TodayAttendanceReply,
  type UserDayReply,
} from '@contract/attendanceReplies';
import { mayUseLocation } from '@contract/access';
import { addDays, businessDayClock } from '@contract/businessDay';
import type { LocationHoursFields } from '@contract/openingHours';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { locationHoursOf } from '../hours/store';
import type { Auth } from '../plugins/auth';
import { notFound } from '../plugins/errors';
import { activeLocation } from '../plugins/permissions';
import { loadInvoiceLocations } from '../sales/references';
import type { InvoiceLocation } from '../sales/invoiceRules';
import { findAttendanceUser, loadTaps } from './store';

/**
 * Shifts reach at most a day past the business date they count on, and a forgotten clock-out is
 * told from one still going only by what follows it: reads load this many days either side.
 */
const MARGIN_DAYS = 2;

/** The locations whose opening times a read needs, loaded once per read. */
class Openings {
  private readonly hours = new Map<string, LocationHoursFields[]>();
  private locations = new Map<string, InvoiceLocation>();
  constructor(
    private readonly db: Kysely<Database>,
    private readonly customerId: string,
  ) {}

  async load(ids: readonly string[]): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.locations.has(id));
    if (missing.length === 0) return;
    const loaded = await loadInvoiceLocations(this.db, this.customerId, missing);
    for (const [id, location] of loaded) {
      this.locations.set(id, location);
      this.hours.set(id, await locationHoursOf(this.db, this.customerId, id));
    }
  }

  /** A location as a day names it: its id and its time zone setting. */
  place(id: string): { location_id: string; time_zone: string | null } {
    return { location_id: id, time_zone: this.locations.get(id)?.time_zone ?? null };
  }

  location(id: string): InvoiceLocation | undefined {
    return this.locations.get(id);
  }

  /** The opening of a location on a business date, as a time and an instant; null when closed. */
  on(locationId: string, date: string): { time: string; at: number } | null {
    const location = this.locations.get(locationId);
    if (!location) return null;
    const time = openingTime(this.hours.get(locationId) ?? [], location.opening_hour, date);
    return time === null ? null : { time, at: wallInstant(date, time, location.time_zone) };
  }
}

/** The days of one user's shifts, each judged against the location of its first shift. */
function daysOf(shifts: readonly AttendanceShift[], openings: Openings): AttendanceDay[] {
  const byDate = new Map<string, AttendanceShift[]>();
  for (const shift of shifts) {
    byDate.set(shift.business_date, [...(byDate.get(shift.business_date) ?? []), shift]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, own]) => {
      const at = own[0]!.location_id;
      return dayFigures(date, own, openings.on(at, date), openings.place(at));
    });
}

/** The business "today" of a location the caller names, or of the user's (or caller's) own. */
async function homeClock(
  db: Kysely<Database>,
  auth: Auth,
  loc: string | undefined,
  fallback: string | null,
) {
  const id = loc ? activeLocation(auth, loc) : (fallback ?? auth.grant.location_id);
  const location = id ? (await loadInvoiceLocations(db, auth.customerId, [id])).get(id) : undefined;
  if (loc && !location) throw notFound('Location');
  return businessDayClock(location ?? {});
}

/** One user's shifts over business dates, only those at locations the caller may use. */
async function userShifts(
  db: Kysely<Database>,
  auth: Auth,
  userId: string,
  from: string,
  to: string,
  now: number,
): Promise<AttendanceShift[]> {
  const { events, corrections } = await loadTaps(
    db,
    auth.customerId,
    { ids: [userId] },
    addDays(from, -MARGIN_DAYS),
    addDays(to, MARGIN_DAYS),
  );
  return shiftsOf(standingTaps(events, corrections), now).filter(
    (s) =>
      s.business_date >= from && s.business_date <= to && mayUseLocation(auth.grant, s.location_id),
  );
}

export async function monthlyAttendance(
  db: Kysely<Database>,
  auth: Auth,
  userId: string,
  query: { month?: string; loc?: string },
  now: number,
): Promise<MonthlyAttendanceReply> {
  const user = await findAttendanceUser(db, auth.customerId, userId);
  const month =
    query.month ?? (await homeClock(db, auth, query.loc, user.location_id)).today(now).slice(0, 7);
  const from = `${month}-01`;
  const to = addDays(addDays(from, 31).slice(0, 7) + '-01', -1);
  const shifts = await userShifts(db, auth, userId, from, to, now);
  const openings = new Openings(db, auth.customerId);
  await openings.load(shifts.map((s) => s.location_id));
  const days = daysOf(shifts, openings);
  return {
    user: { id: user.id, name: user.name },
    month,
    as_of: new Date(now).toISOString(),
    days,
    totals: monthTotals(days),
  };
}

export async function userDay(
  db: Kysely<Database>,
  auth: Auth,
  userId: string,
  query: { date?: string; loc?: string },
  now: number,
): Promise<UserDayReply> {
  const user = await findAttendanceUser(db, auth.customerId, userId);
  const date = query.date ?? (await homeClock(db, auth, query.loc, user.location_id)).today(now);
  const shifts = await userShifts(db, auth, userId, date, date, now);
  const openings = new Openings(db, auth.customerId);
  await openings.load(shifts.map((s) => s.location_id));
  const day = daysOf(shifts, openings)[0] ?? dayFigures(date, [], null);
  return { user: { id: user.id, name: user.name }, as_of: new Date(now).toISOString(), day };
}

/**
 * A location's day: everyone with a shift there today, and anyone whose shift there is still going
 * (one that began before today's business day, in a location open past midnight, included).
 */
export async function todayAttendance(
  db: Kysely<Database>,
  auth: Auth,
  loc: string | undefined,
  now: number,
): Promise<TodayAttendanceReply> {
  const locationId = activeLocation(auth, loc);
  if (!locationId) throw notFound('Location');
  const openings = new Openings(db, auth.customerId);
  await openings.load([locationId]);
  const location = openings.location(locationId);
  if (!location) throw notFound('Location');
  const today = businessDayClock(location).today(now);
  const { events, corrections } = await loadTaps(
    db,
    auth.customerId,
    'all',
    addDays(today, -MARGIN_DAYS),
    addDays(today, 1),
  );
  const userIds = [
    ...new Set(
      [...events, ...corrections].filter((t) => t.location_id === locationId).map((t) => t.user_id),
    ),
  ];
  const names = userIds.length
    ? await db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('customer_id', '=', auth.customerId)
        .where('id', 'in', userIds)
        .execute()
    : [];
  const people: TodayAttendanceReply['people'] = [];
  for (const user of names) {
    const shifts = shiftsOf(
      standingTaps(
        events.filter((e) => e.user_id === user.id),
        corrections.filter((c) => c.user_id === user.id),
      ),
      now,
    ).filter((s) => s.location_id === locationId);
    const open = shifts.find((s) => s.state === 'open');
    const todays = shifts.filter((s) => s.business_date === today);
    if (!open && todays.length === 0) continue;
    people.push({
      user: { id: user.id, name: user.username },
      status: open ? 'in' : 'left',
      since: open?.clock_in?.at ?? null,
      day: dayFigures(today, todays, openings.on(locationId, today), openings.place(locationId)),
    });
  }
  people.sort(
    (a, b) =>
      (a.status === 'in' ? 0 : 1) - (b.status === 'in' ? 0 : 1) ||
      (a.day.first_in ?? '').localeCompare(b.day.first_in ?? '') ||
      a.user.name.localeCompare(b.user.name),
  );
  return {
    location_id: locationId,
    business_date: today,
    opening: openings.on(locationId, today)?.time ?? null,
    as_of: new Date(now).toISOString(),
    people,
  };
}
