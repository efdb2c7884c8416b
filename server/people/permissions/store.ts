import { isPermission, permissionCatalogue, permissionKeys } from '@contract/access';
import type { PermissionInfo } from '@contract/replies';
import { v7 as uuidv7 } from 'uuid';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import { ApiError, notFound } from '../../plugins/errors';
import { duplicate } from '../../resources/checks';
import { stringsOf, type RoleColumns } from '../users/store';

/** Custom permissions are the till's: they belong to the sales area, where the till works. */
const customArea = 'sales' as const;

const builtIn = (key: keyof typeof permissionCatalogue): PermissionInfo => ({
  key,
  ...permissionCatalogue[key],
  built_in: true,
});

export const builtInRefused = () =>
  new ApiError(
    405,
    'METHOD_NOT_ALLOWED',
    'Built-in permissions are defined by the product and cannot be changed or deleted; a business adds its own as till.<name>',
    {},
    { allow: 'GET' },
  );

export async function customPermissions(
  db: Kysely<Database>,
  customerId: string,
): Promise<PermissionInfo[]> {
  const rows = await db
    .selectFrom('custom_permissions')
    .select(['key', 'description'])
    .where('customer_id', '=', customerId)
    .orderBy('key')
    .execute();
  return rows.map((r) => ({ ...r, area: customArea, built_in: false }));
}

/** Every permission a business knows: the product's, then its own. */
export async function allPermissions(db: Kysely<Database>, customerId: string) {
  return [...permissionKeys.map(builtIn), ...(await customPermissions(db, customerId))];
}

export async function findPermission(
  db: Kysely<Database>,
  customerId: string,
  key: string,
): Promise<PermissionInfo | null> {
  if (isPermission(key)) return builtIn(key);
  const row = await db
    .selectFrom('custom_permissions')
    .select(['key', 'description'])
    .where('customer_id', '=', customerId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { ...row, area: customArea, built_in: false } : null;
}

export async function createPermission(
  trx: Kysely<Database>,
  customerId: string,
  body: { key: string; description: string },
): Promise<PermissionInfo> {
  if (await findPermission(trx, customerId, body.key)) {
    throw duplicate({ key: 'Already used by another entry' }, `The permission ${body.key} exists`);
  }
  const now = nowIso();
  await trx
    .insertInto('custom_permissions')
    .values({ id: uuidv7(), customer_id: customerId, ...body, created_at: now, updated_at: now })
    .execute();
  return { ...body, area: customArea, built_in: false };
}

export async function updatePermission(
  trx: Kysely<Database>,
  customerId: string,
  key: string,
  description: string,
): Promise<PermissionInfo> {
  const result = await trx
    .updateTable('custom_permissions')
    .set({ description, updated_at: nowIso() })
    .where('customer_id', '=', customerId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Permission');
  return { key, description, area: customArea, built_in: false };
}

/**
 * Deleting a permission still held by a role or a user is refused with who holds it: silently taking
 * it away would change what people may do on the till without anyone deciding it.
 */
export async function deletePermission(
  trx: Kysely<Database>,
  customerId: string,
  key: string,
): Promise<void> {
  if (!(await findPermission(trx, customerId, key))) throw notFound('Permission');
  const roles = await trx
    .withTables<{ roles: RoleColumns }>()
    .selectFrom('roles')
    .select(['id', 'name', 'permissions'])
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .execute();
  const users = await trx
    .selectFrom('users')
    .select(['id', 'username as name', 'permissions'])
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .execute();
  const usedBy = [
    ...roles.map((r) => ({ collection: 'roles', ...r })),
    ...users.map((u) => ({ collection: 'users', ...u })),
  ]
    .filter((holder) => stringsOf(holder.permissions).includes(key))
    .map(({ collection, id, name }) => ({ collection, id, name }));
  if (usedBy.length > 0) {
    throw new ApiError(
      409,
      'IN_USE',
      `The permission ${key} is still given to ${usedBy.length} role(s) or user(s): take it away first`,
      { used_by: usedBy },
    );
  }
  await trx
    .deleteFrom('custom_permissions')
    .where('customer_id', '=', customerId)
    .where('key', '=', key)
    .execute();
}
