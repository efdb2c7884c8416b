import type { RegisterBody } from '@contract/auth';
import { resources } from '@contract/registry';
import { isTimeZone } from '@contract/timezone';
import { englishMessage } from '@contract/validation';
import { v7 as uuidv7 } from 'uuid';
import { insertUser } from './users';
import { writeTransaction } from '../db/changes';
import type { DatabaseHandle } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { nowIso } from '../db/rows';
import { invalidFields } from '../plugins/errors';
import { duplicate } from '../resources/checks';
import { upsertSetting } from '../resources/settings';
import { insertRow } from '../resources/store';

const taken = () => englishMessage({ code: 'duplicate', params: {} });

/**
 * A new business: the customer, its first location with time zone and currency settings, and its
 * administrator, in one transaction. Emails and usernames are unique server-wide because sign-in does
 * not name the business.
 */
export async function createBusiness(
  database: DatabaseHandle,
  body: RegisterBody,
  passwordHash: string,
  modules: number[],
): Promise<string> {
  if (!isTimeZone(body.time_zone || 'UTC')) throw invalidFields({ time_zone: 'format' });
  const { db, dialect } = database;
  const customerId = uuidv7();
  const locationId = uuidv7();
  const now = nowIso();
  const clash = async () => {
    const fields: Record<string, string> = {};
    const lower = (s: string) => s.toLowerCase();
    const users = await db
      .selectFrom('users')
      .select(['email', 'username'])
      .where('deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['email']), '=', lower(body.email)),
          eb(eb.fn('lower', ['username']), '=', lower(body.username)),
        ]),
      )
      .execute();
    for (const u of users) {
      if (lower(u.email) === lower(body.email)) fields.email = taken();
      if (lower(u.username) === lower(body.username)) fields.username = taken();
    }
    return fields;
  };
  const before = await clash();
  if (Object.keys(before).length > 0) throw duplicate(before);

  try {
    return await writeTransaction(database, customerId, async (trx) => {
      await trx
        .insertInto('customers')
        .values({ id: customerId, name: body.business_name, created_at: now, updated_at: now })
        .execute();
      const fields = resources.locations.fields.parse({ name: body.location_name });
      await insertRow(trx, dialect, resources.locations, {
        ...fields,
        id: locationId,
        customer_id: customerId,
        location_id: locationId,
        version: 1,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      for (const [name, value] of [
        ['time_zone', body.time_zone || 'UTC'],
        ['currency', body.currency.toUpperCase()],
      ] as const) {
        await upsertSetting(trx, { customerId, locationId, name, value }, now);
      }
      return insertUser(
        trx,
        dialect,
        {
          customerId,
          username: body.username,
          email: body.email,
          passwordHash,
          roleId: null,
          locationId,
          allowLocations: [locationId],
          isAdmin: true,
          modules,
          permissions: [],
        },
        now,
      );
    });
  } catch (error) {
    // Two sign-ups for one email at the same moment: the loser hears what a later one would.
    if (isUniqueViolation(error)) throw duplicate(await clash());
    throw error;
  }
}
