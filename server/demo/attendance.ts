import { openingTime, wallInstant } from '@contract/attendance';
import { addDays, businessDayClock } from '@contract/businessDay';
import { v7 as uuidv7 } from 'uuid';
import { locationHoursOf } from '../hours/store';
import { loadInvoiceLocations } from '../sales/references';
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
  const users = await w.trx
    .selectFrom('users')
    .select(['id', 'username', 'location_id', 'is_admin', 'is_active'])
    .where('customer_id', '=', w.customerId)
    .orderBy('username')
    .execute();
  const admin = users.find((u) => Boolean(u.is_admin));
  const staff = users.filter((u) => !u.is_admin && Boolean(u.is_active) && u.location_id);
  const locationIds = [...new Set(staff.map((u) => u.location_id!))];
  const locations = await loadInvoiceLocations(w.trx, w.customerId, locationIds);
  const hours = new Map(
    await Promise.all(
      locationIds.map(async (id) => [id, await locationHoursOf(w.trx, w.customerId, id)] as const),
    ),
  );
  const iso = (ms: number) => new Date(ms).toISOString();
  let forgotten = false;

  for (const [index, user] of staff.entries()) {
    const location = locations.get(user.location_id!);
    if (!location) continue;
    const clock = businessDayClock(location);
    const today = clock.today(now);
    const dayOff = index % 7;
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
        if (at > now) return;
        await w.trx
          .insertInto('attendance_events')
          .values({
            id: uuidv7({ msecs: at, random: random.bytes(16) }),
            customer_id: w.customerId,
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
        await w.trx
          .insertInto('attendance_corrections')
          .values({
            id: uuidv7({ msecs: clockOut + 16 * 60 * MINUTE_MS, random: random.bytes(16) }),
            customer_id: w.customerId,
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
}
