import { moduleOf, permissionKeys } from '@contract/access';
import { permissionsReply } from '@contract/replies';
import { describe, expect, test } from 'vitest';
import { makeUser, password } from '../testing';
import { caller, demoServer, errorOf } from '../../testing/harness';

const { server, admin, staff } = demoServer();
const key = 'till.refund_without_receipt';

describe('a business adds its own permissions for till features', () => {
  test('create, list beside the built-in ones, change the description, delete', async () => {
    const created = await admin('POST', '/permissions', {
      key,
      description: 'Refund a sale without its receipt',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      key,
      area: 'sales',
      description: 'Refund a sale without its receipt',
      built_in: false,
    });
    const list = permissionsReply.parse((await admin('GET', '/permissions')).json()).data;
    expect(list.map((p) => p.key)).toEqual([...permissionKeys, key]);
    expect(list.filter((p) => p.built_in).map((p) => p.key)).toEqual(permissionKeys);

    const again = await admin('POST', '/permissions', { key, description: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('DUPLICATE');
    for (const bad of ['refund', 'till.', 'till.Refund', 'sales.refund', 'till.a b']) {
      const response = await admin('POST', '/permissions', { key: bad, description: 'x' });
      expect(response.statusCode, bad).toBe(400);
      expect(errorOf(response).fields).toHaveProperty('key');
    }
    const changed = await admin('PUT', `/permissions/${key}`, {
      description: 'Refund, no receipt',
    });
    expect(changed.json().description).toBe('Refund, no receipt');
    expect((await admin('GET', `/permissions/${key}`)).json().description).toBe(
      'Refund, no receipt',
    );
    expect((await admin('PUT', '/permissions/till.unknown', { description: 'x' })).statusCode).toBe(
      404,
    );
  });

  test('the till reads it with the profile; a held one cannot be deleted until taken away', async () => {
    const tillKey = 'till.open_drawer';
    await admin('POST', '/permissions', { key: tillKey, description: 'Open the cash drawer' });
    const role = await admin('POST', '/roles', {
      name: 'Drawer role',
      permissions: [tillKey],
      modules: [moduleOf.sales],
    });
    const { user, as } = await makeUser(server.app, admin, { permissions: [tillKey] });
    expect((await as('GET', '/user-find/current')).json().permissions).toContain(tillKey);
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(signedIn.json().user.permissions).toEqual([tillKey]);

    const held = await admin('DELETE', `/permissions/${tillKey}`);
    expect(held.statusCode).toBe(409);
    expect(errorOf(held).code).toBe('IN_USE');
    const holders = (held.json().error.used_by as { collection: string; id: string }[]).map(
      (h) => `${h.collection}:${h.id}`,
    );
    expect(holders.sort()).toEqual([`roles:${role.json().id}`, `users:${user.id}`].sort());

    await admin('POST', '/user-permissions', { user_id: user.id, permissions: [] });
    await admin('PUT', `/roles/${role.json().id}`, { permissions: [], version: 1 });
    expect((await admin('DELETE', `/permissions/${tillKey}`)).statusCode).toBe(204);
    expect((await admin('GET', `/permissions/${tillKey}`)).statusCode).toBe(404);
  });

  test('built-in permissions cannot be created, changed or deleted, and the reply says so', async () => {
    for (const [method, path, body] of [
      ['POST', '/permissions', { key: 'catalogue.write', description: 'Mine now' }],
      ['PUT', '/permissions/catalogue.write', { description: 'Mine now' }],
      ['DELETE', '/permissions/catalogue.write', undefined],
    ] as const) {
      const response = await admin(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(405);
      expect(errorOf(response).message).toMatch(/built-in/i);
    }
  });

  test('another business does not see them, and staff may not add them', async () => {
    await admin('POST', '/permissions', { key: 'till.secret_thing', description: 'Ours' });
    const register = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        business_name: 'Other',
        location_name: 'Main',
        username: 'other-owner',
        email: 'other-owner@example.test',
        password,
      },
    });
    const other = caller(server.app, register.json().token);
    const theirs = (await other('GET', '/permissions')).json().data as { key: string }[];
    expect(theirs.map((p) => p.key)).toEqual(permissionKeys);
    expect((await other('GET', '/permissions/till.secret_thing')).statusCode).toBe(404);
    expect((await other('DELETE', '/permissions/till.secret_thing')).statusCode).toBe(404);
    const mine = await other('POST', '/permissions', {
      key: 'till.secret_thing',
      description: 'Theirs',
    });
    expect(mine.statusCode).toBe(201);
    const refused = await staff('POST', '/permissions', { key: 'till.x_y', description: 'x' });
    expect(errorOf(refused)).toMatchObject({ permission: 'people.write' });
  });
});
