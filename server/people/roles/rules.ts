import { allModules, can, isPermission, type Grant } from '@contract/access';
import type { ResourceDef } from '@contract/registry';
import type { ValidationCode } from '@contract/validation';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { ApiError, invalidFields } from '../../plugins/errors';
import type { WriteContext } from '../../resources/write';
import { USED_BY_LIMIT } from '../../resources/inUse';

/**
 * The rules of role writes (issue 13), run by the registry's write path for the `roles` resource.
 *
 * A user's grant is read from the database on every call (plugins/auth.ts `loadAccount` joins the
 * role), never carried in the token: a role's change applies to its users at their next call, so no
 * session has to be ended for it.
 */

/** A custom permission a business adds for its till (contract/users.ts `customPermissionKey`). */
const customPermission = /^till\.[a-z][a-z0-9_]{1,50}$/;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];

/** Whether the caller holds a permission themselves: a built-in one with its module, or a custom one. */
function holds(grant: Grant, permission: string): boolean {
  if (grant.is_admin) return true;
  return isPermission(permission) ? can(grant, permission) : grant.permissions.includes(permission);
}

/** What of a role's permissions and modules the caller does not hold. */
export function beyondCaller(grant: Grant, role: Record<string, unknown>) {
  if (grant.is_admin) return { permissions: [], modules: [] };
  return {
    permissions: strings(role.permissions).filter((p) => !holds(grant, p)),
    modules: numbers(role.modules).filter((m) => !grant.modules.includes(m)),
  };
}

const notYours = (message: string, beyond: ReturnType<typeof beyondCaller>) => {
  const fields: Record<string, string> = {};
  if (beyond.permissions.length) fields.permissions = `Not yours: ${beyond.permissions.join(', ')}`;
  if (beyond.modules.length) fields.modules = `Not yours: ${beyond.modules.join(', ')}`;
  return new ApiError(403, 'FORBIDDEN', message, { fields });
};

const isEmpty = (beyond: ReturnType<typeof beyondCaller>) =>
  beyond.permissions.length === 0 && beyond.modules.length === 0;

/** Permissions must be the product's or a custom till permission; modules must exist. */
function checkKeys(fields: Record<string, unknown>): void {
  const codes: Record<string, ValidationCode> = {};
  strings(fields.permissions).forEach((p, i) => {
    if (!isPermission(p) && !customPermission.test(p))
      codes[`permissions.${i}`] = 'unknown_reference';
  });
  numbers(fields.modules).forEach((m, i) => {
    if (!allModules.includes(m)) codes[`modules.${i}`] = 'unknown_reference';
  });
  if (Object.keys(codes).length > 0) throw invalidFields(codes);
}

/**
 * A role created, changed or restored. No one may make a role hold a permission or module they do not
 * hold themselves (they could then take that role, or give it, and have more than they were given).
 * A non-administrator may not change a role that already holds more than they do either: lowering
 * the owner's role is as much a change of who may do what as raising one's own.
 */
export function checkRoleWrite(
  { auth }: WriteContext,
  def: ResourceDef,
  fields: Record<string, unknown>,
  before?: Record<string, unknown>,
): void {
  if (def.collection !== 'roles') return;
  checkKeys(fields);
  if (auth.grant.is_admin) return;
  if (before) {
    const above = beyondCaller(auth.grant, before);
    if (!isEmpty(above)) {
      throw notYours('This role holds permissions you do not have: you may not change it', above);
    }
  }
  const beyond = beyondCaller(auth.grant, fields);
  if (!isEmpty(beyond)) {
    throw notYours('You may not give a role a permission or module you do not have', beyond);
  }
}

/** Users of the business whose role this is, by username (at most `USED_BY_LIMIT` + 1). */
export async function usersOfRole(db: Kysely<Database>, customerId: string, roleId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('customer_id', '=', customerId)
    .where('role_id', '=', roleId)
    .where('deleted_at', 'is', null)
    .orderBy('username')
    .limit(USED_BY_LIMIT + 1)
    .execute();
}

type BuiltInRoles = { built_in_roles: { role_id: string; customer_id: string } };

/** Whether a role is the business's built-in one (migration 20261201T110000_built_in_roles). */
async function isBuiltIn(db: Kysely<Database>, customerId: string, roleId: string) {
  const found = await db
    .withTables<BuiltInRoles>()
    .selectFrom('built_in_roles')
    .select('role_id')
    .where('customer_id', '=', customerId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return found !== undefined;
}

/** The business's built-in roles (never deletable). */
export async function builtInRoleIds(db: Kysely<Database>, customerId: string): Promise<string[]> {
  const rows = await db
    .withTables<BuiltInRoles>()
    .selectFrom('built_in_roles')
    .select('role_id')
    .where('customer_id', '=', customerId)
    .execute();
  return rows.map((row) => row.role_id);
}

/** Marks a role as the business's built-in administrator role: never deletable. */
export async function markBuiltIn(
  db: Kysely<Database>,
  customerId: string,
  roleId: string,
): Promise<void> {
  await db
    .withTables<BuiltInRoles>()
    .insertInto('built_in_roles')
    .values({ role_id: roleId, customer_id: customerId })
    .execute();
}

/**
 * A role being deleted: not the built-in administrator role, nor one above the caller's own (as for
 * changes), and not one users still have. Deleting a role in use would quietly take its permissions from those users, so it answers
 * 409 IN_USE naming them, like any row still referred to.
 */
export async function checkRoleDelete(
  { trx, auth }: WriteContext,
  def: ResourceDef,
  row: Record<string, unknown> & { id: string },
): Promise<void> {
  if (def.collection !== 'roles') return;
  if (await isBuiltIn(trx, auth.customerId, row.id)) {
    throw new ApiError(403, 'FORBIDDEN', 'The built-in administrator role cannot be deleted');
  }
  const above = beyondCaller(auth.grant, row);
  if (!isEmpty(above)) {
    throw notYours('This role holds permissions you do not have: you may not delete it', above);
  }
  const users = await usersOfRole(trx, auth.customerId, row.id);
  if (users.length === 0) return;
  const named = users.slice(0, USED_BY_LIMIT);
  const count = users.length > USED_BY_LIMIT ? `more than ${USED_BY_LIMIT}` : String(users.length);
  throw new ApiError(
    409,
    'IN_USE',
    `Still the role of ${count} ${users.length === 1 ? 'user' : 'users'}: give them another role first`,
    { used_by: named.map((u) => ({ collection: 'users', id: u.id, name: u.username })) },
  );
}
