import { openingTime, wallInstant } from '@contract/attendance';
import { addDays, businessDayClock } from '@contract/businessDay';
import type { Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { writeTransaction } from '../db/changes';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/tables';
import { locationHoursOf } from '../hours/store';
import { loadInvoiceLocations } from '../sales/references';
import { DEMO_CUSTOMER_ID, hasDemoBusiness } from './presence';
import { seededRandom } from './salesRandom';
import type { DemoWriter } from './writer';

/** Business days of attendance the demo holds, today included (issue 13). */
export const DEMO_ATTENDANCE_DAYS = 30;
const MINUTE_MS = 60_000;

/**
 * Thirty days of clock-ins and clock-outs for the demo's staff (administrators do not clock) at
 * their own locations, up to the moment of seeding: most arrive a little before opening, some late,
 * some stay long enough for overtime, each has a day off a week, and one forgot a clock-out that
 * the administrator corrected. Times come from a seeded generator per user and date, so a day is the
 * same on every machine; the dates follow the seeding day, so "today" always has people in.
 */
export async function seedAttendance(w: DemoWriter, now = Date.now()): Promise<void> {
  await writeAttendance(w.trx, w.customerId, now, 'seed');
}

/**
 * Brings the demo's attendance up to `now` on a later start, as the sales are: each staff member's
 * shifts after their last clock event (at most thirty days back), so a demo started last week still
 * has people in today. What the tills recorded since stays as it is: nothing before a user's last
 * event is written. Returns how many events it added.
 */
export async function topUpDemoAttendance(
  database: DatabaseHandle,
  now = Date.now(),
): Promise<number> {
  if (!(await hasDemoBusiness(database))) return 0;
  return writeTransaction(database, DEMO_CUSTOMER_ID, (trx) =>
    writeAttendance(trx, DEMO_CUSTOMER_ID, now, 'top-up'),
  );
}

async function writeAttendance(
  trx: Transaction<Database>,
  customerId: string,
  now: number,
  mode: 'seed' | 'top-up',
): Promise<number> {
  const users = await trx
    .selectFrom('users')
    .select(['id', 'username', 'location_id', 'is_admin', 'is_active'])
    .where('customer_id', '=', customerId)
    .orderBy('username')
    .execute();
  const admin = users.find((u) => Boolean(u.is_admin));
  const staff = users.filter((u) => !u.is_admin && Boolean(u.is_active) && u.location_id);
  const locationIds = [...new Set(staff.map((u) => u.location_id!))];
  const locations = await loadInvoiceLocations(trx, customerId, locationIds);
  const hours = new Map(
    await Promise.all(
      locationIds.map(async (id) => [id, await locationHoursOf(trx, customerId, id)] as const),
    ),
  );
  const lastEvents = new Map(
    mode === 'seed'
      ? []
      : (
          await trx
            .selectFrom('attendance_events')
            .select(['user_id', (eb) => eb.fn.max('at').as('last')])
            .where('customer_id', '=', customerId)
            .groupBy('user_id')
            .execute()
        ).map((r) => [r.user_id, Date.parse(String(r.last))] as const),
  );
  let written = 0;
  const iso = (ms: number) => new Date(ms).toISOString();
  // The forgotten clock-out is part of the first thirty days only.
  let forgotten = mode === 'top-up';

  for (const [index, user] of staff.entries()) {
    const location = locations.get(user.location_id!);
    if (!location) continue;
    const clock = businessDayClock(location);
    const today = clock.today(now);
    const dayOff = index % 7;
    const after = lastEvents.get(user.id) ?? -Infinity;
    for (let back = DEMO_ATTENDANCE_DAYS - 1; back >= 0; back -= 1) {
      const date = addDays(today, -back);
      if (new Date(`${date}T00:00:00Z`).getUTCDay() === dayOff) continue;
      const opens = openingTime(hours.get(location.id) ?? [], location.opening_hour, date);
      if (opens === null) continue;
      const random = seededRandom('attendance', user.username, date);
      const opening = wallInstant(date, opens, location.time_zone);
      const early = random.chance(0.12) ? -random.int(6, 25) : random.int(0, 30);
      const clockIn = opening - early * MINUTE_MS - random.int(0, 59) * 1000;
      const clockOut = clockIn + (8 * 60 + random.int(-40, 75)) * MINUTE_MS;
      const tap = async (kind: 'clock_in' | 'clock_out', at: number) => {
        if (at > now || at <= after) return;
        written += 1;
        await trx
          .insertInto('attendance_events')
          .values({
            id: uuidv7({ msecs: at, random: random.bytes(16) }),
            customer_id: customerId,
            location_id: location.id,
            user_id: user.id,
            kind,
            at: iso(at),
            device: 'Till 1',
            business_date: clock.at(at).business_date,
            received_at: iso(at + random.int(1, 90) * 1000),
            recorded_by: user.id,
          })
          .execute();
      };
      await tap('clock_in', clockIn);
      // One forgotten clock-out, a few days back, that the administrator put right the next day.
      if (!forgotten && back === 4 && admin && clockOut <= now) {
        forgotten = true;
        await trx
          .insertInto('attendance_corrections')
          .values({
            id: uuidv7({ msecs: clockOut + 16 * 60 * MINUTE_MS, random: random.bytes(16) }),
            customer_id: customerId,
            location_id: location.id,
            user_id: user.id,
            kind: 'clock_out',
            at: iso(clockOut),
            replaces_event_id: null,
            reason: 'Forgot to clock out at the end of the shift',
            business_date: clock.at(clockIn).business_date,
            corrected_by: admin.id,
            created_at: iso(clockOut + 16 * 60 * MINUTE_MS),
          })
          .execute();
        continue;
      }
      await tap('clock_out', clockOut);
    }
  }
  return written;
}
