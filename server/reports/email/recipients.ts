import { businessDayClock, type BusinessDayClock } from '@contract/businessDay';
import { resources } from '@contract/registry';
import type { ScheduledEmailKind } from '@contract/reportEmails';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { listSettings } from '../../resources/settings';
import { resourceDb } from '../../resources/store';
import { emailTimeOf, type EmailTime } from './schedule';
import { emailLanguageOf, type EmailLanguage } from './texts';

/**
 * Who gets report emails, about which location, when and in which language. A user's reports are
 * about their own location (`location_id`), else the first of their allowed locations, else the
 * first of the business; its settings give the clock (`time_zone`, business hours), the
 * `email_time` and the language (`language`).
 */

export interface LocationEmailSettings {
  clock: BusinessDayClock;
  emailTime: EmailTime;
  language: EmailLanguage;
}

export interface Subscriber {
  userId: string;
  customerId: string;
  email: string;
  locationId: string;
  kinds: ScheduledEmailKind[];
  settings: LocationEmailSettings;
}

const settingNames = ['time_zone', 'opening_hour', 'closing_hour', 'email_time', 'language'];

/** The email settings of locations of a business, by location id. */
export async function emailSettings(
  db: Kysely<Database>,
  customerId: string,
  locationIds: readonly string[],
): Promise<Map<string, LocationEmailSettings>> {
  const rows = await listSettings(db, customerId, [...new Set(locationIds)], settingNames);
  const out = new Map<string, LocationEmailSettings>();
  for (const id of new Set(locationIds)) {
    const of = (name: string) =>
      rows.find((s) => s.location_id === id && s.name === name)?.value ?? null;
    out.set(id, {
      clock: businessDayClock({
        time_zone: of('time_zone'),
        opening_hour: of('opening_hour'),
        closing_hour: of('closing_hour'),
      }),
      emailTime: emailTimeOf(of('email_time')),
      language: emailLanguageOf(of('language')),
    });
  }
  return out;
}

/** The live locations of a business, by name (the order "the first" means). */
export async function liveLocations(db: Kysely<Database>, customerId: string): Promise<string[]> {
  const rows = await resourceDb(db)
    .selectFrom(resources.locations.table)
    .select('id')
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

const truthy = (value: unknown) => value === true || Number(value) === 1;

const jsonList = (value: unknown): string[] => {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The location a user's reports are about, or null when they may use none: administrators may
 * fall back on the business's first location, others only on the ones they were given.
 */
export function homeLocation(
  user: { location_id: string | null; allow_locations: unknown; is_admin: unknown },
  live: readonly string[],
): string | null {
  const allowed = Array.isArray(user.allow_locations)
    ? (user.allow_locations as unknown[]).filter((v): v is string => typeof v === 'string')
    : jsonList(user.allow_locations);
  const candidates = [user.location_id, ...allowed, ...(truthy(user.is_admin) ? live : [])];
  return candidates.find((id): id is string => !!id && live.includes(id)) ?? null;
}

/** Every active user with at least one report switched on and an address to send it to. */
export async function subscribers(db: Kysely<Database>): Promise<Subscriber[]> {
  const on = sql.lit(true);
  const users = await db
    .selectFrom('users')
    .select([
      'id',
      'customer_id',
      'email',
      'location_id',
      'allow_locations',
      'is_admin',
      'is_daily_report',
      'is_weekly_report',
      'is_monthly_report',
    ])
    .where('deleted_at', 'is', null)
    .where('is_active', '=', on)
    .where('email', '!=', '')
    .where((eb) =>
      eb.or([
        eb('is_daily_report', '=', on),
        eb('is_weekly_report', '=', on),
        eb('is_monthly_report', '=', on),
      ]),
    )
    .orderBy('customer_id')
    .execute();
  const byBusiness = new Map<string, typeof users>();
  for (const user of users) {
    byBusiness.set(user.customer_id, [...(byBusiness.get(user.customer_id) ?? []), user]);
  }
  const out: Subscriber[] = [];
  for (const [customerId, people] of byBusiness) {
    const live = await liveLocations(db, customerId);
    const homes = new Map(people.map((u) => [u.id, homeLocation(u, live)]));
    const settings = await emailSettings(
      db,
      customerId,
      [...homes.values()].filter((id): id is string => id !== null),
    );
    for (const user of people) {
      const locationId = homes.get(user.id);
      const located = locationId ? settings.get(locationId) : undefined;
      if (!locationId || !located) continue;
      const kinds: ScheduledEmailKind[] = [];
      if (truthy(user.is_daily_report)) kinds.push('daily');
      if (truthy(user.is_weekly_report)) kinds.push('weekly');
      if (truthy(user.is_monthly_report)) kinds.push('monthly');
      out.push({
        userId: user.id,
        customerId,
        email: user.email,
        locationId,
        kinds,
        settings: located,
      });
    }
  }
  return out;
}
