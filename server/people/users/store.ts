import { tillProfileKeys, type UserRecord } from '@contract/users';
import { sql, type Kysely } from 'kysely';
import { userConversions } from '../../auth/users';
import { decodeRow } from '../../db/rows';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { usableLocations } from '../../plugins/permissions';

/** The role columns the user screens read; the roles table itself belongs to the resource registry. */
export interface RoleColumns {
  id: string;
  customer_id: string;
  name: string;
  permissions: string;
  modules: string;
  deleted_at: string | null;
}
type WithRoles = Kysely<Database & { roles: RoleColumns }>;
const withRoles = (db: Kysely<Database>): WithRoles => db.withTables<{ roles: RoleColumns }>();

/** A stored user with what the rules need beyond the reply: whether a PIN is set. */
export type StoredUser = UserRecord;

const listOf = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [];
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? parsed : [];
};
export const stringsOf = (value: unknown) =>
  listOf(value).filter((s): s is string => typeof s === 'string');
export const numbersOf = (value: unknown) =>
  listOf(value).filter((n): n is number => typeof n === 'number');

function toRecord(row: Record<string, unknown>): UserRecord {
  const user = decodeRow(userConversions, { ...row });
  const profile = Object.fromEntries(tillProfileKeys.map((k) => [k, user[k]]));
  return {
    ...(profile as Pick<UserRecord, (typeof tillProfileKeys)[number]>),
    id: user.id as string,
    customer_id: user.customer_id as string,
    username: user.username as string,
    email: user.email as string,
    image: (user.image as string | null) ?? null,
    role_id: (user.role_id as string | null) ?? null,
    role: typeof row.role_name === 'string' ? row.role_name : null,
    location_id: (user.location_id as string | null) ?? null,
    allow_locations: stringsOf(user.allow_locations),
    modules: numbersOf(user.modules),
    permissions: stringsOf(user.permissions),
    is_admin: Boolean(user.is_admin),
    is_active: Boolean(user.is_active),
    has_pin: typeof row.pin_hash === 'string' && row.pin_hash.length > 0,
    version: Number(user.version),
    created_at: user.created_at as string,
    updated_at: user.updated_at as string,
  };
}

function usersOf(db: Kysely<Database>, customerId: string) {
  return withRoles(db)
    .selectFrom('users')
    .leftJoin('roles', (join) =>
      join.onRef('roles.id', '=', 'users.role_id').on('roles.deleted_at', 'is', null),
    )
    .selectAll('users')
    .select('roles.name as role_name')
    .where('users.customer_id', '=', customerId)
    .where('users.deleted_at', 'is', null);
}

/**
 * Every live user of a business. A business has tens of users, hundreds at most, so the location
 * rule (a JSON list within another) is applied here rather than in two dialects of SQL.
 */
export async function readUsers(db: Kysely<Database>, customerId: string): Promise<UserRecord[]> {
  const rows = await usersOf(db, customerId).orderBy('users.username').execute();
  return rows.map((row) => toRecord(row));
}

export async function readUser(
  db: Kysely<Database>,
  customerId: string,
  userId: string,
): Promise<UserRecord | null> {
  const row = await usersOf(db, customerId).where('users.id', '=', userId).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/**
 * Whether the caller may see and change a user. Administrators and users who cover every location
 * see everyone; a location-limited manager sees only users held within their own locations, and
 * never an administrator (whose reach is every location).
 */
export function withinReach(
  auth: Auth,
  user: Pick<UserRecord, 'is_admin' | 'location_id' | 'allow_locations'>,
): boolean {
  if (auth.grant.is_admin || auth.profile.all_locations) return true;
  if (user.is_admin) return false;
  const mine = new Set(usableLocations(auth.grant) ?? []);
  if (user.location_id === null || !mine.has(user.location_id)) return false;
  return user.allow_locations.every((l) => mine.has(l));
}

export interface RoleInfo {
  id: string;
  name: string;
  permissions: string[];
  modules: number[];
}

export async function readRole(
  db: Kysely<Database>,
  customerId: string,
  roleId: string,
): Promise<RoleInfo | null> {
  const row = await withRoles(db)
    .selectFrom('roles')
    .select(['id', 'name', 'permissions', 'modules'])
    .where('customer_id', '=', customerId)
    .where('id', '=', roleId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    permissions: stringsOf(row.permissions),
    modules: numbersOf(row.modules),
  };
}

/** Live rows of a registry collection among the given ids (locations, channels). */
export async function liveIds(
  db: Kysely<Database>,
  collection: 'locations' | 'channels',
  customerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .withTables<
      Record<typeof collection, { id: string; customer_id: string; deleted_at: string | null }>
    >()
    .selectFrom(collection)
    .select('id')
    .where('customer_id', '=', customerId)
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** How many active administrators a business has other than the given user. */
export async function otherActiveAdmins(
  db: Kysely<Database>,
  customerId: string,
  userId: string,
): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('customer_id', '=', customerId)
    .where('id', '!=', userId)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', sql.lit(true))
    .where('is_admin', '=', sql.lit(true))
    .executeTakeFirstOrThrow();
  return Number(count);
}
