import { coversAllLocations, type Grant } from '@contract/access';
import type { UserProfile } from '@contract/auth';
import { profileDefaults } from '@contract/users';
import { v7 as uuidv7 } from 'uuid';
import type { Kysely } from 'kysely';
import type { ColumnKind } from '../db/columns';
import type { Dialect } from '../db/database';
import { conversionsOf, decodeRow, encodeRow, nowIso } from '../db/rows';
import type { Database, NewUser } from '../db/tables';

/** Stored kinds of the user columns that are not plain text or numbers. */
const userKinds: Record<string, ColumnKind> = {
  allow_locations: 'json',
  modules: 'json',
  permissions: 'json',
  is_admin: 'boolean',
  is_active: 'boolean',
  has_void_order_permission: 'boolean',
  is_daily_report: 'boolean',
  is_weekly_report: 'boolean',
  is_monthly_report: 'boolean',
  can_preview_invoice: 'boolean',
  is_ingredient_disabled: 'boolean',
  dining_guest_count: 'boolean',
  show_receipt_screen: 'boolean',
  is_brand_groups: 'boolean',
  is_extras_enble: 'boolean',
  display_modifier_titles: 'boolean',
  print_only_save_kds_orders: 'boolean',
  orderhistory_print_receipt: 'boolean',
  open_dine_in: 'boolean',
  hide_cart_pay_button: 'boolean',
  print_void_orders: 'boolean',
  qr_code_on_print_receipt: 'boolean',
  is_channels_enable: 'boolean',
  delivery_detail_enable: 'boolean',
  is_attributed_receipt: 'boolean',
};
export const userConversions = conversionsOf(userKinds);

/** The till profile of a new user: one definition, shared with the user form. */
export { profileDefaults };

export interface NewUserInput {
  id?: string;
  customerId: string;
  username: string;
  email: string;
  passwordHash: string;
  roleId: string | null;
  locationId: string | null;
  allowLocations: string[];
  isAdmin: boolean;
  modules: number[];
  permissions: string[];
  profile?: Partial<Pick<UserProfile, keyof typeof profileDefaults>>;
}

export async function insertUser(
  db: Kysely<Database>,
  dialect: Dialect,
  input: NewUserInput,
  now = nowIso(),
): Promise<string> {
  const id = input.id ?? uuidv7();
  const row = {
    id,
    customer_id: input.customerId,
    username: input.username,
    email: input.email,
    password_hash: input.passwordHash,
    role_id: input.roleId,
    location_id: input.locationId,
    allow_locations: input.allowLocations,
    is_admin: input.isAdmin,
    modules: input.modules,
    permissions: input.permissions,
    is_active: true,
    ...profileDefaults,
    ...input.profile,
    version: 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  await db
    .insertInto('users')
    .values(encodeRow(userConversions, row, dialect) as NewUser)
    .execute();
  return id;
}

/** An active user found by email or username (either field may carry either), case-insensitively. */
export async function findUserByLogin(db: Kysely<Database>, login: string) {
  const lowered = login.toLowerCase();
  return db
    .selectFrom('users')
    .select(['id', 'customer_id', 'password_hash', 'modules'])
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), '=', lowered),
        eb(eb.fn('lower', ['username']), '=', lowered),
      ]),
    )
    .executeTakeFirst();
}

/** What a signed-in user is: the profile the client shows and the grant every access check uses. */
export interface Account {
  profile: UserProfile;
  grant: Grant;
}

const unionOf = <T>(...lists: readonly T[][]): T[] => [...new Set(lists.flat())];

/** The role columns sign-in reads; the roles table itself belongs to the resource registry. */
interface RoleColumns {
  id: string;
  name: string;
  permissions: string;
  modules: string;
  deleted_at: string | null;
}

/** Loads a user with their role and business; null when the user is gone or switched off. */
export async function loadAccount(db: Kysely<Database>, userId: string): Promise<Account | null> {
  const found = await db
    .withTables<{ roles: RoleColumns }>()
    .selectFrom('users')
    .innerJoin('customers', 'customers.id', 'users.customer_id')
    .leftJoin('roles', (join) =>
      join.onRef('roles.id', '=', 'users.role_id').on('roles.deleted_at', 'is', null),
    )
    .selectAll('users')
    .select([
      'customers.name as business_name',
      'roles.name as role_name',
      'roles.permissions as role_permissions',
      'roles.modules as role_modules',
    ])
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!found) return null;
  const user = decodeRow(userConversions, found);
  if (!user.is_active) return null;
  const roleModules = parseNumbers(found.role_modules);
  const rolePermissions = parseStrings(found.role_permissions);
  const modules = unionOf(user.modules as number[], roleModules).sort((a, b) => a - b);
  const permissions = unionOf(rolePermissions, user.permissions as string[]);
  const allowLocations = user.allow_locations as string[];
  const grant: Grant = {
    is_admin: Boolean(user.is_admin),
    modules,
    permissions,
    location_id: found.location_id,
    allow_locations: allowLocations,
  };
  const profile: UserProfile = {
    ...profileDefaults,
    ...(pick(user, Object.keys(profileDefaults)) as Partial<UserProfile>),
    id: found.id,
    username: found.username,
    email: found.email,
    role: typeof found.role_name === 'string' ? found.role_name : null,
    role_id: found.role_id,
    location_id: found.location_id,
    customer_id: found.customer_id,
    business_name: found.business_name,
    modules,
    allow_locations: allowLocations,
    all_locations: await coversEveryLocation(db, found.customer_id, grant),
    is_admin: grant.is_admin,
    permissions,
  };
  return { profile, grant };
}

/** Whether a user may act on every live location of their business (`coversAllLocations`). */
async function coversEveryLocation(
  db: Kysely<Database>,
  customerId: string,
  grant: Grant,
): Promise<boolean> {
  if (grant.is_admin) return true;
  const locations = await db
    .withTables<{ locations: { id: string; customer_id: string; deleted_at: string | null } }>()
    .selectFrom('locations')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .execute();
  return coversAllLocations(
    grant,
    locations.map((l) => l.id),
  );
}

function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]]));
}

function parseJsonList(value: unknown): unknown[] {
  if (typeof value !== 'string') return [];
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? parsed : [];
}
const parseNumbers = (value: unknown) =>
  parseJsonList(value).filter((n): n is number => typeof n === 'number');
const parseStrings = (value: unknown) =>
  parseJsonList(value).filter((s): s is string => typeof s === 'string');
