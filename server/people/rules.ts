import type { Kysely } from 'kysely';
import type { UserRecord } from '@contract/users';
import type { Database } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { usableLocations } from '../plugins/permissions';
import { otherActiveAdmins, readRole } from './users/store';

/** What a user may do and where: the part of a user the rules below guard. */
export type AccessState = Pick<
  UserRecord,
  | 'role_id'
  | 'location_id'
  | 'allow_locations'
  | 'modules'
  | 'permissions'
  | 'is_admin'
  | 'is_active'
  | 'max_discount_permit'
  | 'has_void_order_permission'
>;

const refused = (
  message: string,
  field: string,
  extras: { permission?: string; location?: string } = {},
) => new ApiError(403, 'FORBIDDEN', message, { ...extras, fields: { [field]: message } });

const unprocessable = (message: string, field: string) =>
  new ApiError(422, 'UNPROCESSABLE', message, { fields: { [field]: message } });

const added = <T>(after: readonly T[], before: readonly T[] | undefined) =>
  after.filter((v) => !(before ?? []).includes(v));

/**
 * No one gives anyone (themselves included) more than they hold: a permission, a module, a location,
 * a discount limit, the void permission, a role that exceeds them, or the administrator flag. Only
 * what a change adds is checked: an administrator may have given a user more than the manager who
 * now fixes their phone number holds, and keeping it is not giving it.
 */
export async function checkNoEscalation(
  db: Kysely<Database>,
  auth: Auth,
  before: AccessState | null,
  after: AccessState,
): Promise<void> {
  const actor = auth.grant;
  if (actor.is_admin) return;
  if (before?.is_admin) {
    throw refused('Only an administrator may change an administrator', 'is_admin');
  }
  if (after.is_admin) {
    throw refused('Only an administrator may make someone an administrator', 'is_admin');
  }
  const permission = added(after.permissions, before?.permissions).find(
    (p) => !actor.permissions.includes(p),
  );
  if (permission) {
    throw refused(
      `You cannot give the permission ${permission}: you do not have it`,
      'permissions',
      {
        permission,
      },
    );
  }
  if (added(after.modules, before?.modules).some((m) => !actor.modules.includes(m))) {
    throw refused('You cannot give a module you do not have', 'modules');
  }
  const mine = usableLocations(actor) ?? [];
  const newPlaces = added(
    [after.location_id, ...after.allow_locations].filter((l) => l !== null),
    before ? [before.location_id, ...before.allow_locations].filter((l) => l !== null) : [],
  );
  const place = newPlaces.find((l) => !mine.includes(l));
  if (place) {
    const field = place === after.location_id ? 'location_id' : 'allow_locations';
    throw refused('You cannot give a location you may not use', field, { location: place });
  }
  const discountBefore = before?.max_discount_permit ?? 0;
  if (
    after.max_discount_permit > discountBefore &&
    after.max_discount_permit > auth.profile.max_discount_permit
  ) {
    throw refused(
      `You cannot allow discounts above your own limit of ${auth.profile.max_discount_permit}%`,
      'max_discount_permit',
    );
  }
  if (
    after.has_void_order_permission &&
    !before?.has_void_order_permission &&
    !auth.profile.has_void_order_permission
  ) {
    throw refused('You cannot let others void orders: you may not', 'has_void_order_permission');
  }
  if (after.role_id !== null && after.role_id !== before?.role_id) {
    const role = await readRole(db, auth.customerId, after.role_id);
    const exceeds =
      role !== null &&
      (role.permissions.some((p) => !actor.permissions.includes(p)) ||
        role.modules.some((m) => !actor.modules.includes(m)));
    if (exceeds) throw refused('This role allows more than you may do yourself', 'role_id');
  }
}

/**
 * A business always keeps an active administrator, and no one locks themselves out: nobody removes
 * their own administrator flag or switches themselves off (deleting is refused before this).
 */
export async function checkKeepsAdministrator(
  db: Kysely<Database>,
  auth: Auth,
  userId: string,
  before: AccessState,
  after: AccessState | null,
): Promise<void> {
  const self = userId === auth.userId;
  if (self && before.is_admin && after && !after.is_admin) {
    throw unprocessable('You cannot remove your own administrator flag', 'is_admin');
  }
  if (self && after && !after.is_active) {
    throw unprocessable('You cannot switch off your own account', 'is_active');
  }
  const staysAdmin = after !== null && after.is_admin && after.is_active;
  if (before.is_admin && before.is_active && !staysAdmin) {
    if ((await otherActiveAdmins(db, auth.customerId, userId)) === 0) {
      const field = after && !after.is_active ? 'is_active' : 'is_admin';
      throw unprocessable('The business must keep at least one active administrator', field);
    }
  }
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v) => b.includes(v));

/**
 * Whether a change ends the user's sessions: what they may do or where changed, or their password.
 * Their devices sign in again and get the new profile (and the modules the token carries).
 */
export function endsSessions(before: AccessState, after: AccessState, newPassword: boolean) {
  return (
    newPassword ||
    before.role_id !== after.role_id ||
    before.location_id !== after.location_id ||
    !sameList(before.allow_locations, after.allow_locations) ||
    !sameList(before.modules, after.modules) ||
    !sameList(before.permissions, after.permissions) ||
    before.is_admin !== after.is_admin ||
    before.is_active !== after.is_active
  );
}
