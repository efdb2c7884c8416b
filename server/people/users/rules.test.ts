import { moduleOf, permissionKeys } from '@contract/access';
import { beforeAll, describe, expect, test } from 'vitest';
import { demoLocations, makeManagerRole, makeUser, password } from '../testing';
import { caller, demoServer, errorOf, signIn, type Caller } from '../../testing/harness';

const { server, admin } = demoServer();
let dubai: string;
let soho: string;
/** A manager of Dubai only: users and the catalogue, a 20% discount limit, no void permission. */
let manager: Caller;
let managerId: string;
let adminId: string;

beforeAll(async () => {
  [dubai, soho] = await demoLocations(admin);
  const made = await makeUser(server.app, admin, {
    role_id: await makeManagerRole(admin),
    location_id: dubai,
    allow_locations: [dubai],
    max_discount_permit: 20,
  });
  manager = made.as;
  managerId = made.user.id;
  adminId = (await admin('GET', '/user-find/current')).json().id;
});

const status = async (call: Caller, path = '/user-find/current') =>
  (await call('GET', path)).statusCode;

describe('no one gives what they do not hold', () => {
  test('a manager cannot give a permission, module, location, discount or flag beyond their own', async () => {
    const { user } = await makeUser(server.app, manager, { location_id: dubai });
    const attempts: [Record<string, unknown>, string][] = [
      [{ permissions: ['config.write'] }, 'permissions'],
      [{ modules: [moduleOf.config] }, 'modules'],
      [{ allow_locations: [soho] }, 'allow_locations'],
      [{ location_id: soho }, 'location_id'],
      [{ max_discount_permit: 25 }, 'max_discount_permit'],
      [{ has_void_order_permission: true }, 'has_void_order_permission'],
      [{ is_admin: true }, 'is_admin'],
    ];
    for (const [change, field] of attempts) {
      const viaUpdate = await manager('PUT', `/users/${user.id}`, change);
      expect(viaUpdate.statusCode, JSON.stringify(change)).toBe(403);
      expect(Object.keys(errorOf(viaUpdate).fields ?? {})).toEqual([field]);
      const viaCreate = await manager('POST', '/users', {
        username: `x${field}`,
        email: `x${field}@example.test`,
        password,
        location_id: dubai,
        ...change,
      });
      expect(viaCreate.statusCode, `create ${JSON.stringify(change)}`).toBe(403);
    }
    // What they hold themselves they may give.
    const within = await manager('PUT', `/users/${user.id}`, {
      permissions: ['catalogue.read'],
      modules: [moduleOf.catalogue],
      max_discount_permit: 20,
    });
    expect(within.statusCode).toBe(200);
  });

  test('nor through assign-role, user-permissions, or on themselves', async () => {
    const { user } = await makeUser(server.app, manager, { location_id: dubai });
    const everything = await admin('POST', '/roles', {
      name: 'Everything',
      permissions: permissionKeys,
      modules: Object.values(moduleOf),
    });
    const role = await manager('POST', '/users/assign-role', {
      user_id: user.id,
      role_id: everything.json().id,
    });
    expect(role.statusCode).toBe(403);
    expect(errorOf(role).fields).toHaveProperty('role_id');
    const extra = await manager('POST', '/user-permissions', {
      user_id: user.id,
      permissions: ['inventory.read'],
    });
    expect(errorOf(extra)).toMatchObject({ code: 'FORBIDDEN', permission: 'inventory.read' });
    const self = await manager('PUT', `/users/${managerId}`, { permissions: ['config.write'] });
    expect(self.statusCode).toBe(403);
    const selfRole = await manager('POST', '/users/assign-role', {
      user_id: managerId,
      role_id: everything.json().id,
    });
    expect(selfRole.statusCode).toBe(403);
    const held = await admin('GET', `/user-permissions/${managerId}`);
    expect(held.json().permissions).toEqual([]);
  });

  test('a non-administrator cannot change an administrator at all', async () => {
    const wide = await makeUser(server.app, admin, {
      permissions: ['people.read', 'people.write'],
      modules: [moduleOf.people],
      location_id: dubai,
      allow_locations: ((await admin('GET', '/locations')).json().data as { id: string }[]).map(
        (l) => l.id,
      ),
    });
    const change = await wide.as('PUT', `/users/${adminId}`, { password: 'taken-over-now!' });
    expect(change.statusCode).toBe(403);
    expect((await wide.as('DELETE', `/users/${adminId}`)).statusCode).toBe(403);
  });
});

describe('a business keeps its administrator, and no one locks themselves out', () => {
  test('own flag, own account, own delete are refused; another admin may be demoted', async () => {
    for (const change of [{ is_admin: false }, { is_active: false }]) {
      const refused = await admin('PUT', `/users/${adminId}`, change);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(errorOf(refused).fields ?? {})).toEqual(Object.keys(change));
    }
    expect((await admin('DELETE', `/users/${adminId}`)).statusCode).toBe(422);

    const second = await makeUser(server.app, admin, { is_admin: true });
    const demoted = await admin('PUT', `/users/${second.user.id}`, { is_admin: false });
    expect(demoted.statusCode).toBe(200);
    expect(await status(second.as)).toBe(401);
  });
});

describe('a change of what or where ends the sessions', () => {
  test('password, role, locations, active flag and delete each end every session at once', async () => {
    const made = await makeUser(server.app, admin, { location_id: dubai });
    const { user } = made;
    let current = made.as;
    const again = async (pass = password) => {
      current = caller(server.app, await signIn(server.app, { email: user.email, password: pass }));
    };
    const role = await makeManagerRole(admin);
    expect((await admin('PUT', `/users/${user.id}`, { print_no_of_times: 2 })).statusCode).toBe(
      200,
    );
    expect(await status(current)).toBe(200);

    await admin('PUT', `/users/${user.id}`, { password: 'a-brand-new-password' });
    expect(await status(current)).toBe(401);
    await again('a-brand-new-password');
    await admin('POST', '/users/assign-role', { user_id: user.id, role_id: role });
    expect(await status(current)).toBe(401);
    await again('a-brand-new-password');
    await admin('PUT', `/users/${user.id}`, { allow_locations: [dubai, soho] });
    expect(await status(current)).toBe(401);
    await again('a-brand-new-password');
    await admin('PUT', `/users/${user.id}`, { is_active: false });
    expect(await status(current)).toBe(401);
    await admin('PUT', `/users/${user.id}`, { is_active: true });
    await again('a-brand-new-password');
    await admin('DELETE', `/users/${user.id}`);
    expect(await status(current)).toBe(401);
  });

  test('changing your own password keeps this session and ends the others', async () => {
    const made = await makeUser(server.app, admin, {
      permissions: ['people.read', 'people.write'],
      modules: [moduleOf.people],
      location_id: dubai,
    });
    const other = caller(
      server.app,
      await signIn(server.app, { email: made.user.email, password }),
    );
    const changed = await made.as('PUT', `/users/${made.user.id}`, { password: 'my-own-new-one!' });
    expect(changed.statusCode).toBe(200);
    expect(await status(made.as)).toBe(200);
    expect(await status(other)).toBe(401);
  });
});

describe('a location-limited manager', () => {
  test('sees and changes only users within their locations; others are 404', async () => {
    const inside = await makeUser(server.app, admin, {
      location_id: dubai,
      allow_locations: [dubai],
    });
    const outside = await makeUser(server.app, admin, { location_id: soho });
    const straddling = await makeUser(server.app, admin, {
      location_id: dubai,
      allow_locations: [dubai, soho],
    });
    const seen = ((await manager('GET', '/users?limit=200')).json().data as { id: string }[]).map(
      (u) => u.id,
    );
    expect(seen).toContain(inside.user.id);
    expect(seen).toContain(managerId);
    expect(seen).not.toContain(outside.user.id);
    expect(seen).not.toContain(straddling.user.id);
    expect(seen).not.toContain(adminId);
    for (const hidden of [outside.user.id, straddling.user.id, adminId]) {
      expect(await status(manager, `/users/${hidden}`)).toBe(404);
      expect(await status(manager, `/users/permissions/${hidden}`)).toBe(404);
      const put = await manager('PUT', `/users/${hidden}`, { tip_amount: 3 });
      expect(put.statusCode).toBe(404);
      expect((await manager('DELETE', `/users/${hidden}`)).statusCode).toBe(404);
    }
    const changed = await manager('PUT', `/users/${inside.user.id}`, { tip_amount: 3 });
    expect(changed.json().tip_amount).toBe(3);
  });
});

describe('the last administrator', () => {
  test('two administrators demoting each other at once leave one administrator', async () => {
    const register = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        business_name: 'Two owners',
        location_name: 'Main',
        username: 'first-owner',
        email: 'first-owner@example.test',
        password,
      },
    });
    const owner = caller(server.app, register.json().token);
    const ownerId = register.json().user.id as string;
    const second = await makeUser(server.app, owner, { is_admin: true });
    const [a, b] = await Promise.all([
      owner('PUT', `/users/${second.user.id}`, { is_admin: false }),
      second.as('PUT', `/users/${ownerId}`, { is_admin: false }),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const users = (await (a.statusCode === 200 ? owner : second.as)('GET', '/users')).json();
    const admins = users.data.filter((u: { is_admin: boolean }) => u.is_admin);
    expect(admins).toHaveLength(1);
  });
});
