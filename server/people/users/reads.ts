import { allModules } from '@contract/access';
import type {
  EffectivePermissionsReply,
  PermissionSource,
  UserRecord,
  UsersQuery,
  UsersReply,
  UserSummary,
} from '@contract/users';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { allPermissions } from '../permissions/store';
import { readRole, readUsers, withinReach } from './store';

const matches = (user: UserRecord, search: string) => {
  const needle = search.toLowerCase();
  return user.username.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle);
};

/** The users the caller may see, filtered; paged like every other list (SPEC section 3). */
export async function listUsers(
  db: Kysely<Database>,
  auth: Auth,
  query: UsersQuery,
): Promise<UsersReply> {
  const all = (await readUsers(db, auth.customerId)).filter((u) => withinReach(auth, u));
  const found = all.filter(
    (u) =>
      (!query.search || matches(u, query.search)) &&
      (!query.role_id || u.role_id === query.role_id) &&
      (!query.location_id ||
        u.location_id === query.location_id ||
        u.allow_locations.includes(query.location_id)) &&
      (!query.active || u.is_active === (query.active === '1')),
  );
  const { page, limit } = query;
  return {
    data: found.slice((page - 1) * limit, page * limit),
    pagination: { total: found.length, page, limit, totalPages: Math.ceil(found.length / limit) },
  };
}

/** A few active users for a picker, those whose name or email starts with the text first. */
export async function findUsers(
  db: Kysely<Database>,
  auth: Auth,
  q: string,
  limit: number,
): Promise<UserSummary[]> {
  const needle = q.toLowerCase();
  const starts = (u: UserRecord) =>
    u.username.toLowerCase().startsWith(needle) || u.email.toLowerCase().startsWith(needle);
  const users = (await readUsers(db, auth.customerId)).filter(
    (u) => u.is_active && withinReach(auth, u) && (!q || matches(u, q)),
  );
  users.sort((a, b) => Number(starts(b)) - Number(starts(a)));
  return users.slice(0, limit).map(({ id, username, email, role, location_id, image }) => ({
    id,
    username,
    email,
    role,
    location_id,
    image,
  }));
}

/** What a user may do, each permission and module with where it comes from. */
export async function effectivePermissions(
  db: Kysely<Database>,
  auth: Auth,
  user: UserRecord,
): Promise<EffectivePermissionsReply> {
  const role = user.role_id ? await readRole(db, auth.customerId, user.role_id) : null;
  const sourcesOf = <T>(value: T, fromRole: readonly T[], own: readonly T[]) => {
    const sources: PermissionSource[] = [];
    if (user.is_admin) sources.push('admin');
    if (fromRole.includes(value)) sources.push('role');
    if (own.includes(value)) sources.push('user');
    return sources;
  };
  const known = await allPermissions(db, auth.customerId);
  const permissions = known
    .map((p) => ({
      key: p.key,
      description: p.description,
      built_in: p.built_in,
      sources: sourcesOf(p.key, role?.permissions ?? [], user.permissions),
    }))
    .filter((p) => p.sources.length > 0);
  const modules = allModules
    .map((module) => ({ module, sources: sourcesOf(module, role?.modules ?? [], user.modules) }))
    .filter((m) => m.sources.length > 0);
  return {
    user_id: user.id,
    is_admin: user.is_admin,
    role: role ? { id: role.id, name: role.name } : null,
    modules,
    permissions,
  };
}
