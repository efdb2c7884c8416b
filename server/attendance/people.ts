import type { AttendancePeopleReply } from '@contract/attendanceReplies';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { usableLocations } from '../plugins/permissions';

/**
 * The users of the business whose attendance the caller may read: all of them for an administrator,
 * else those working at (or allowed at) one of the caller's locations. Names only: a user's profile
 * is the users area's (people.read), not attendance's.
 */
export async function attendancePeople(
  db: Kysely<Database>,
  auth: Auth,
): Promise<AttendancePeopleReply> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'location_id', 'allow_locations', 'is_active'])
    .where('customer_id', '=', auth.customerId)
    .where('deleted_at', 'is', null)
    .orderBy('username')
    .execute();
  const usable = usableLocations(auth.grant);
  const visible = rows.filter((row) => {
    if (usable === null) return true;
    const allowed = JSON.parse(row.allow_locations) as string[];
    return [row.location_id, ...allowed].some((l) => l !== null && usable.includes(l));
  });
  return {
    data: visible.map((row) => ({
      id: row.id,
      name: row.username,
      location_id: row.location_id,
      active: Boolean(row.is_active),
    })),
  };
}
