import { isPermission } from '@contract/access';
import type { UserCreateBody, UserRecord, UserUpdateBody } from '@contract/users';
import { englishMessage, type ValidationCode } from '@contract/validation';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { insertUser, profileDefaults, userConversions } from '../../auth/users';
import type { Dialect } from '../../db/database';
import { encodeRow, nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { ApiError, invalidFields, notFound } from '../../plugins/errors';
import { duplicate } from '../../resources/checks';
import { versionConflict } from '../../resources/write';
import { findPermission } from '../permissions/store';
import {
  checkKeepsAdministrator,
  checkNoEscalation,
  endsSessions,
  type AccessState,
} from '../rules';
import { liveIds, readRole, readUser, withinReach } from './store';

export interface UserWriteContext {
  trx: Kysely<Database>;
  dialect: Dialect;
  auth: Auth;
}

/** A user the caller may see and change, else 404: another business's or out of reach alike. */
export async function reachableUser(
  db: Kysely<Database>,
  auth: Auth,
  userId: string,
): Promise<UserRecord> {
  const user = await readUser(db, auth.customerId, userId);
  if (!user || !withinReach(auth, user)) throw notFound('User');
  return user;
}

/** Every reference a body makes must be a live row of the caller's business. */
async function checkReferences(ctx: UserWriteContext, body: UserUpdateBody): Promise<void> {
  const { trx, auth } = ctx;
  const fields: Record<string, ValidationCode> = {};
  if (body.role_id && !(await readRole(trx, auth.customerId, body.role_id))) {
    fields.role_id = 'unknown_reference';
  }
  const places = [...(body.location_id ? [body.location_id] : []), ...(body.allow_locations ?? [])];
  const live = await liveIds(trx, 'locations', auth.customerId, places);
  if (body.location_id && !live.has(body.location_id)) fields.location_id = 'unknown_reference';
  if (body.allow_locations?.some((l) => !live.has(l))) fields.allow_locations = 'unknown_reference';
  if (body.channel_id) {
    const channels = await liveIds(trx, 'channels', auth.customerId, [body.channel_id]);
    if (!channels.has(body.channel_id)) fields.channel_id = 'unknown_reference';
  }
  for (const key of body.permissions ?? []) {
    if (!isPermission(key) && !(await findPermission(trx, auth.customerId, key))) {
      fields.permissions = 'unknown_reference';
    }
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
}

/** Emails and usernames are unique server-wide, as sign-in does not name the business. */
async function checkUnique(
  trx: Kysely<Database>,
  body: Pick<UserUpdateBody, 'email' | 'username'>,
  userId: string | null,
): Promise<void> {
  const taken: Record<string, string> = {};
  for (const field of ['email', 'username'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    let query = trx
      .selectFrom('users')
      .select('id')
      .where('deleted_at', 'is', null)
      .where((eb) => eb(eb.fn('lower', [field]), '=', value.toLowerCase()));
    if (userId) query = query.where('id', '!=', userId);
    if (await query.executeTakeFirst())
      taken[field] = englishMessage({ code: 'duplicate', params: {} });
  }
  if (Object.keys(taken).length > 0)
    throw duplicate(taken, 'The email or username is already used');
}

const dedupe = <T>(list: readonly T[] | undefined) => (list ? [...new Set(list)] : undefined);

/** The body's lists without repeats, so a change compares and stores them as sets. */
function normalised<T extends UserUpdateBody>(body: T): T {
  return {
    ...body,
    ...(body.allow_locations && { allow_locations: dedupe(body.allow_locations) }),
    ...(body.modules && { modules: dedupe(body.modules) }),
    ...(body.permissions && { permissions: dedupe(body.permissions) }),
  };
}

const refusedSelfDelete = () =>
  new ApiError(422, 'UNPROCESSABLE', 'You cannot delete your own account');

export async function createUser(ctx: UserWriteContext, raw: UserCreateBody): Promise<UserRecord> {
  const { trx, dialect, auth } = ctx;
  const body = normalised(raw);
  await checkReferences(ctx, body);
  await checkUnique(trx, body, null);
  const locationId = body.location_id === undefined ? auth.grant.location_id : body.location_id;
  const after: AccessState = {
    role_id: body.role_id ?? null,
    location_id: locationId,
    allow_locations: body.allow_locations ?? [],
    modules: body.modules ?? [],
    permissions: body.permissions ?? [],
    is_admin: body.is_admin ?? false,
    is_active: body.is_active ?? true,
    max_discount_permit: body.max_discount_permit ?? profileDefaults.max_discount_permit,
    has_void_order_permission:
      body.has_void_order_permission ?? profileDefaults.has_void_order_permission,
  };
  await checkNoEscalation(trx, auth, null, after);
  const { password, pin, id, username, email, ...rest } = body;
  const profile = Object.fromEntries(
    Object.entries(rest).filter(([key]) => key in profileDefaults),
  );
  const now = nowIso();
  const userId = await insertUser(
    trx,
    dialect,
    {
      id,
      customerId: auth.customerId,
      username,
      email,
      passwordHash: await hashPassword(password),
      roleId: after.role_id,
      locationId: after.location_id,
      allowLocations: after.allow_locations,
      isAdmin: after.is_admin,
      modules: after.modules,
      permissions: after.permissions,
      profile,
    },
    now,
  );
  if (!after.is_active || pin) {
    await trx
      .updateTable('users')
      .set(
        encodeRow(
          userConversions,
          { is_active: after.is_active, pin_hash: pin ? await hashPassword(pin) : null },
          dialect,
        ),
      )
      .where('id', '=', userId)
      .execute();
  }
  const created = await readUser(trx, auth.customerId, userId);
  if (!created) throw new Error('The new user could not be read back');
  await auditUser(trx, auth.customerId, null, created);
  return created;
}

export async function updateUser(
  ctx: UserWriteContext,
  userId: string,
  raw: UserUpdateBody,
): Promise<UserRecord> {
  const { trx, dialect, auth } = ctx;
  const body = normalised(raw);
  const before = await reachableUser(trx, auth, userId);
  const { password, pin, version, ...fields } = body;
  if (version !== undefined && version !== before.version)
    throw versionConflict({ ...before, deleted_at: null });
  await checkReferences(ctx, body);
  await checkUnique(trx, body, userId);
  const after: UserRecord = { ...before, ...fields };
  await checkNoEscalation(trx, auth, before, after);
  await checkKeepsAdministrator(trx, auth, userId, before, after);

  const values: Record<string, unknown> = {
    ...fields,
    version: before.version + 1,
    updated_at: nowIso(),
  };
  if (password !== undefined) values.password_hash = await hashPassword(password);
  if (pin !== undefined) values.pin_hash = pin === null ? null : await hashPassword(pin);
  await trx
    .updateTable('users')
    .set(encodeRow(userConversions, values, dialect))
    .where('id', '=', userId)
    .where('customer_id', '=', auth.customerId)
    .execute();
  if (endsSessions(before, after, password !== undefined)) {
    await revokeUserSessions(trx, userId, userId === auth.userId ? auth.sessionId : undefined);
  }
  const updated = await readUser(trx, auth.customerId, userId);
  if (!updated) throw notFound('User');
  // A new password or PIN is logged as changed, never with a value (the log hides secret fields).
  const secrets = (mark: string) => ({
    ...(password !== undefined && { password_hash: mark }),
    ...(pin !== undefined && { pin_hash: mark }),
  });
  await auditUser(
    trx,
    auth.customerId,
    { ...before, ...secrets('before') },
    { ...updated, ...secrets('after') },
  );
  return updated;
}

/**
 * Deleting keeps the row, its name and its email: sales, counts and the audit log still name the
 * person. The account can no longer sign in (no password, no PIN, switched off, sessions ended), and
 * its email and username are free for a new account.
 */
export async function deleteUser(ctx: UserWriteContext, userId: string): Promise<void> {
  const { trx, dialect, auth } = ctx;
  if (userId === auth.userId) throw refusedSelfDelete();
  const before = await reachableUser(trx, auth, userId);
  await checkNoEscalation(trx, auth, before, before);
  await checkKeepsAdministrator(trx, auth, userId, before, null);
  const now = nowIso();
  await trx
    .updateTable('users')
    .set(
      encodeRow(
        userConversions,
        {
          is_active: false,
          password_hash: '!deleted',
          pin_hash: null,
          version: before.version + 1,
          updated_at: now,
          deleted_at: now,
        },
        dialect,
      ),
    )
    .where('id', '=', userId)
    .execute();
  await revokeUserSessions(trx, userId);
  await auditUser(trx, auth.customerId, before, { ...before, is_active: false, deleted_at: now });
}

/** Users are not a synced collection: their writes reach the audit log here. */
function auditUser(
  trx: Kysely<Database>,
  customerId: string,
  before: Readonly<Record<string, unknown>> | null,
  after: UserRecord | Readonly<Record<string, unknown>>,
) {
  return recordAudit(trx, [
    {
      customerId,
      collection: 'users',
      rowId: String(after.id),
      locationId: (after.location_id as string | null | undefined) ?? null,
      before,
      after,
    },
  ]);
}
