import { moduleOf } from '@contract/access';
import { beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { insertUser } from '../../auth/users';
import {
  caller,
  demoServer,
  errorOf,
  signIn,
  type Caller,
  type TestRow,
} from '../../testing/harness';

const { server, admin, staff, list } = demoServer();

/**
 * A people manager of every location (so the shared-row rule lets them write roles at all) who has
 * catalogue and people rights but not inventory costs nor the configuration module.
 */
let hr: Caller;
let manager: Caller;
const roleNamed = async (name: string) =>
  (await list(`/roles?search=${encodeURIComponent(name)}`)).find((r) => r.name === name)!;

beforeAll(async () => {
  const locations = (await list('/locations')).map((l) => l.id);
  const role = await admin('POST', '/roles', {
    name: 'People lead',
    permissions: ['people.read', 'people.write', 'catalogue.read', 'inventory.read'],
    modules: [moduleOf.people, moduleOf.catalogue, moduleOf.inventory],
  });
  expect(role.statusCode).toBe(201);
  await insertUser(server.database.db, server.database.dialect, {
    customerId: (await list('/locations'))[0]!.customer_id as string,
    username: 'people.lead',
    email: 'people.lead@backhouse.demo',
    passwordHash: await hashPassword('people-lead-password'),
    roleId: role.json().id,
    locationId: locations[0]!,
    allowLocations: locations,
    isAdmin: false,
    modules: [],
    permissions: [],
  });
  hr = caller(
    server.app,
    await signIn(server.app, {
      email: 'people.lead@backhouse.demo',
      password: 'people-lead-password',
    }),
  );
  manager = caller(server.app, await signIn(server.app, 'manager'));
});

describe('no one gives a role more than they have', () => {
  test('a non-administrator creates roles within their own permissions and modules only', async () => {
    const within = await hr('POST', '/roles', {
      name: 'Catalogue reader',
      permissions: ['catalogue.read'],
      modules: [moduleOf.catalogue],
    });
    expect(within.statusCode).toBe(201);

    const costs = await hr('POST', '/roles', {
      name: 'Cost peeker',
      permissions: ['catalogue.read', 'inventory.costs'],
      modules: [moduleOf.inventory],
    });
    expect(costs.statusCode).toBe(403);
    expect(errorOf(costs).fields).toEqual({ permissions: 'Not yours: inventory.costs' });

    const module = await hr('POST', '/roles', { name: 'Config door', modules: [moduleOf.config] });
    expect(module.statusCode).toBe(403);
    expect(errorOf(module).fields).toEqual({ modules: `Not yours: ${moduleOf.config}` });
    expect((await roleNamed('Cost peeker')) ?? null).toBeNull();
  });

  test('nor adds one to a role, nor changes or deletes a role that holds more than they do', async () => {
    const mine = (await hr('POST', '/roles', { name: 'Greeter', permissions: [] })).json();
    const raise = await hr('PUT', `/roles/${mine.id}`, {
      version: mine.version,
      permissions: ['config.write'],
    });
    expect(raise.statusCode).toBe(403);
    expect(errorOf(raise).fields).toHaveProperty('permissions');
    const renamed = await hr('PUT', `/roles/${mine.id}`, {
      version: mine.version,
      description: 'Welcomes guests',
      permissions: ['people.read'],
    });
    expect(renamed.statusCode).toBe(200);

    const owner = await roleNamed('Owner');
    const lower = await hr('PUT', `/roles/${owner.id}`, {
      version: owner.version,
      permissions: ['people.read'],
    });
    expect(lower.statusCode).toBe(403);
    expect(errorOf(lower).message).toMatch(/holds permissions you do not have/);
    const gone = await hr('DELETE', `/roles/${owner.id}`);
    expect(gone.statusCode).toBe(403);
    expect((await roleNamed('Owner')).version).toBe(owner.version);
  });

  test('an administrator may give any permission; unknown permissions and modules are refused', async () => {
    const all = await admin('POST', '/roles', {
      name: 'Night auditor',
      permissions: ['sync.admin', 'inventory.costs', 'till.open_drawer'],
      modules: [moduleOf.sync, moduleOf.inventory],
    });
    expect(all.statusCode).toBe(201);
    const unknown = await admin('POST', '/roles', {
      name: 'Made up',
      permissions: ['catalogue.read', 'launch.rockets'],
      modules: [moduleOf.catalogue, 42],
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(errorOf(unknown).fields ?? {}).sort()).toEqual([
      'modules.1',
      'permissions.1',
    ]);
  });

  test('a manager of two locations may not write roles shared by every location', async () => {
    const create = await manager('POST', '/roles', { name: 'Runner', permissions: [] });
    expect(create.statusCode).toBe(403);
    expect(errorOf(create).code).toBe('FORBIDDEN');
  });
});

describe('deleting a role', () => {
  test('a role users still have is not deleted (409 IN_USE naming them); an unused one is', async () => {
    const cashier = await roleNamed('Cashier');
    const refused = await admin('DELETE', `/roles/${cashier.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('IN_USE');
    const usedBy = (refused.json().error.used_by as { name: string }[]).map((u) => u.name);
    expect(usedBy).toEqual(['cafe.cashier', 'cashier']);
    expect((await roleNamed('Cashier')).version).toBe(cashier.version);

    // The business's built-in administrator role is never deleted, though nobody holds it.
    const administrator = await roleNamed('Administrator');
    const builtIn = await admin('DELETE', `/roles/${administrator.id}`);
    expect(builtIn.statusCode).toBe(403);
    expect(errorOf(builtIn).message).toMatch(/built-in/);
    expect((await roleNamed('Administrator')).version).toBe(administrator.version);

    const spare = (await admin('POST', '/roles', { name: 'Spare' })).json() as TestRow;
    expect((await admin('DELETE', `/roles/${spare.id}`)).statusCode).toBe(200);
    // Restoring it is a write like a create: a non-administrator may not bring back a role above them.
    const strong = (
      await admin('POST', '/roles', { name: 'Strong', permissions: ['sync.admin'] })
    ).json() as TestRow;
    await admin('DELETE', `/roles/${strong.id}`);
    expect((await hr('POST', `/roles/${strong.id}/restore`)).statusCode).toBe(403);
    expect((await admin('POST', `/roles/${strong.id}/restore`)).statusCode).toBe(200);
  });
});

describe("a role's change reaches its users at their next call", () => {
  test('the grant is read per call: removing a permission from a role refuses its users at once', async () => {
    const role = await roleNamed('Store staff');
    const report = () => staff('GET', '/invoices?limit=1');
    expect((await report()).statusCode).toBe(200);
    const permissions = (role.permissions as string[]).filter((p) => p !== 'reporting.read');
    const cut = await admin('PUT', `/roles/${role.id}`, { version: role.version, permissions });
    expect(cut.statusCode).toBe(200);
    const refused = await report();
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).permission).toBe('reporting.read');
    await admin('PUT', `/roles/${role.id}`, {
      version: cut.json().version,
      permissions: role.permissions,
    });
    expect((await report()).statusCode).toBe(200);
  });
});

describe('GET /roles-usage', () => {
  test('counts the live users of each role; it needs people.read', async () => {
    const usage = (await admin('GET', '/roles-usage')).json().data as {
      role_id: string;
      users: number;
    }[];
    const of = async (name: string) => {
      const role = await roleNamed(name);
      return usage.find((u) => u.role_id === role.id)?.users;
    };
    expect(await of('Cashier')).toBe(2);
    expect(await of('Store staff')).toBe(2);
    expect(await of('Administrator')).toBeUndefined();
    // The built-in administrator role is named, so the list offers no delete for it.
    const builtIn = (await admin('GET', '/roles-usage')).json().built_in;
    expect(builtIn).toEqual([(await roleNamed('Administrator')).id]);
    const refused = await staff('GET', '/roles-usage');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).permission).toBe('people.read');
  });
});
