import { moduleOf, permissionKeys } from '@contract/access';
import { permissionsReply } from '@contract/replies';
import { beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../auth/users';
import { caller, demoServer, errorOf, signIn, type Caller } from '../testing/harness';

const { server, admin, staff } = demoServer();
/** A user with configuration rights but only the first restaurant, made directly in the database. */
let manager: Caller;
let dubai: string;
let soho: string;

beforeAll(async () => {
  const locations = (await admin('GET', '/locations?sort=sort_order')).json().data;
  [dubai, soho] = [locations[0].id, locations[1].id];

  const role = await admin('POST', '/roles', {
    name: 'Floor manager',
    permissions: ['config.read', 'config.write', 'catalogue.read'],
    modules: [moduleOf.config, moduleOf.catalogue],
  });
  const customerId = locations[0].customer_id as string;
  await insertUser(server.database.db, server.database.dialect, {
    customerId,
    username: 'floor.manager',
    email: 'floor.manager@backhouse.demo',
    passwordHash: await hashPassword('manager-password'),
    roleId: role.json().id,
    locationId: dubai,
    allowLocations: [dubai],
    isAdmin: false,
    modules: [],
    permissions: [],
  });
  manager = caller(
    server.app,
    await signIn(server.app, {
      email: 'floor.manager@backhouse.demo',
      password: 'manager-password',
    }),
  );
});

describe('permissions', () => {
  test('store staff may not touch configuration: 403 naming the permission', async () => {
    const cases = [
      ['POST', '/locations', { name: 'Pop-up' }, 'config.write'],
      ['PUT', `/locations/${dubai}`, { name: 'Renamed', version: 1 }, 'config.write'],
      ['POST', '/config', { name: 'vat', value: '0' }, 'config.write'],
      ['GET', '/tax', undefined, 'config.read'],
      ['GET', '/suppliers', undefined, 'suppliers.read'],
      ['GET', '/roles', undefined, 'people.read'],
      ['GET', '/permissions', undefined, 'people.read'],
    ] as const;
    for (const [method, path, body, permission] of cases) {
      const response = await staff(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: 'FORBIDDEN', permission });
    }
  });

  test('store staff may read the catalogue and add to it at their own location only', async () => {
    expect((await staff('GET', '/brands')).statusCode).toBe(200);
    // Staff do not cover every location: a row shared by all of them is not theirs to add.
    const shared = await staff('POST', '/brands', { name: 'Staff brand' });
    expect(shared.statusCode).toBe(403);
    expect(errorOf(shared)).toMatchObject({
      code: 'FORBIDDEN',
      fields: { location_id: expect.any(String) },
    });
    const created = await staff('POST', '/brands', { name: 'Staff brand', location_id: dubai });
    expect(created.statusCode).toBe(201);
    expect(created.json().location_id).toBe(dubai);
  });

  test('a location the user may not use is refused in loc, bodies and rows', async () => {
    const list = await staff('GET', `/brands?loc=${soho}`);
    expect(list.statusCode).toBe(403);
    expect(errorOf(list)).toMatchObject({ code: 'FORBIDDEN', location: soho });
    expect((await staff('GET', `/brands?loc=${dubai}`)).statusCode).toBe(200);
    expect((await staff('GET', '/brands?loc=0')).statusCode).toBe(200);

    const viaQuery = await staff('POST', `/brands?loc=${soho}`, { name: 'Elsewhere' });
    expect(errorOf(viaQuery).location).toBe(soho);
    const viaBody = await staff('POST', '/brands', { name: 'Elsewhere', location_id: soho });
    expect(errorOf(viaBody).location).toBe(soho);

    expect((await manager('GET', `/floors?loc=${soho}`)).statusCode).toBe(403);
    const floors = (await manager('GET', '/floors')).json().data as { location_id: string }[];
    expect(floors.length).toBeGreaterThan(0);
    expect(new Set(floors.map((f) => f.location_id))).toEqual(new Set([dubai]));
    const create = await manager('POST', '/floors', { name: 'Roof', location_id: soho });
    expect(errorOf(create)).toMatchObject({ code: 'FORBIDDEN', location: soho });
    const own = await manager('POST', '/floors', { name: 'Roof' });
    expect(own.statusCode).toBe(201);
    expect(own.json().location_id).toBe(dubai);

    const sohoTable = (await admin('GET', `/tables?loc=${soho}`)).json().data[0];
    expect((await manager('GET', `/tables/${sohoTable.id}`)).statusCode).toBe(403);
    const edit = await manager('PUT', `/tables/${sohoTable.id}`, {
      seats: 1,
      version: sohoTable.version,
    });
    expect(errorOf(edit).location).toBe(soho);
    expect((await manager('DELETE', `/tables/${sohoTable.id}`)).statusCode).toBe(403);
    const move = await manager('PUT', `/floors/${own.json().id}`, {
      location_id: soho,
      version: 1,
    });
    expect(errorOf(move).location).toBe(soho);
  });

  test('a location-scoped row needs a location of the business', async () => {
    const bogus = await admin('POST', '/floors', {
      name: 'Nowhere',
      location_id: '019b8cbd-0000-7000-8000-000000000001',
    });
    expect(bogus.statusCode).toBe(400);
    expect(errorOf(bogus).fields).toHaveProperty('location_id');
  });

  test('every user reads the locations they may use, and only those', async () => {
    const mine = (await manager('GET', '/locations')).json();
    expect(mine.data.map((l: { id: string }) => l.id)).toEqual([dubai]);
    const staffs = (await staff('GET', `/locations?loc=${soho}`)).json();
    expect(staffs.data.map((l: { id: string }) => l.id)).toEqual([dubai]);
    expect((await staff('GET', `/locations/${dubai}`)).statusCode).toBe(200);
    expect((await manager('GET', `/locations/${soho}`)).statusCode).toBe(403);
    const v2 = (await staff('GET', '/locations/v2')).json().data;
    expect(v2).toHaveLength(1);
    expect(v2[0]).toMatchObject({ id: dubai, time_zone: 'Asia/Dubai', currency: 'AED' });
    expect((await admin('GET', '/locations/v2')).json().data).toHaveLength(6);
  });

  test('permissions are listed with area and description, and cannot be changed', async () => {
    const list = permissionsReply.parse((await admin('GET', '/permissions')).json());
    expect(list.data.map((p) => p.key)).toEqual(permissionKeys);
    expect(list.data.every((p) => p.description.length > 0)).toBe(true);
    const one = await admin('GET', '/permissions/config.write');
    expect(one.json()).toMatchObject({ key: 'config.write', area: 'config' });
    expect((await admin('GET', '/permissions/nope')).statusCode).toBe(404);
    for (const [method, path] of [
      ['POST', '/permissions'],
      ['PUT', '/permissions/config.write'],
      ['DELETE', '/permissions/config.write'],
    ] as const) {
      const body = { key: 'config.write', description: 'x' };
      const response = await admin(method, path, method === 'DELETE' ? undefined : body);
      expect(response.statusCode).toBe(405);
      expect(errorOf(response).code).toBe('METHOD_NOT_ALLOWED');
      expect(response.headers.allow).toBe('GET');
    }
  });
});
