import { moduleOf } from '@contract/access';
import { effectivePermissionsReply, userRecord, usersReply } from '@contract/users';
import { beforeAll, describe, expect, test } from 'vitest';
import { demoLocations, makeManagerRole, makeUser, password, uniqueName } from '../testing';
import {
  caller,
  demoServer,
  errorOf,
  multipartFile,
  onePixelPng,
  signIn,
  type Caller,
} from '../../testing/harness';

const { server, admin, staff } = demoServer();
let dubai: string;
let soho: string;
let managerRole: string;

beforeAll(async () => {
  [dubai, soho] = await demoLocations(admin);
  managerRole = await makeManagerRole(admin);
});

describe('users: create, read, change, delete', () => {
  test('a new user gets every field given, a hashed PIN it never shows, and can sign in', async () => {
    const username = uniqueName('cashier');
    const response = await admin('POST', '/users', {
      username,
      email: `${username}@example.test`,
      password,
      role_id: managerRole,
      location_id: dubai,
      allow_locations: [dubai],
      pin: '4321',
      print_no_of_times: 2,
      max_discount_permit: 15,
      tip_amount: 5,
      open_dine_in: true,
    });
    expect(response.statusCode).toBe(201);
    const user = userRecord.parse(response.json());
    expect(user).toMatchObject({
      username,
      role_id: managerRole,
      location_id: dubai,
      has_pin: true,
      print_no_of_times: 2,
      max_discount_permit: 15,
      is_active: true,
      is_admin: false,
    });
    expect(response.body).not.toMatch(/password|pin_hash|4321/);
    const read = await admin('GET', `/users/${user.id}`);
    expect(read.json()).toEqual(user);

    const token = await signIn(server.app, { email: user.email, password });
    const profile = (await caller(server.app, token)('GET', '/user-find/current')).json();
    expect(profile.permissions).toEqual(['people.read', 'people.write', 'catalogue.read']);
    expect(profile.modules).toEqual([moduleOf.catalogue, moduleOf.people]);
  });

  test('lists search by name or email and filter by role, location and active', async () => {
    const { user } = await makeUser(server.app, admin, { location_id: soho, role_id: managerRole });
    const all = usersReply.parse((await admin('GET', '/users?limit=200')).json());
    expect(all.data.map((u) => u.id)).toContain(user.id);
    const bySearch = (await admin('GET', `/users?search=${user.username.toUpperCase()}`)).json();
    expect(bySearch.data.map((u: { id: string }) => u.id)).toEqual([user.id]);
    const byRole = (await admin('GET', `/users?role_id=${managerRole}&limit=200`)).json().data;
    expect(byRole.every((u: { role_id: string }) => u.role_id === managerRole)).toBe(true);
    const atSoho = (await admin('GET', `/users?location_id=${soho}&limit=200`)).json().data;
    expect(atSoho.map((u: { id: string }) => u.id)).toContain(user.id);
    const atDubai = (await admin('GET', `/users?location_id=${dubai}&limit=200`)).json().data;
    expect(atDubai.map((u: { id: string }) => u.id)).not.toContain(user.id);
    const paged = (await admin('GET', '/users?limit=1&page=2')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 1, total: all.pagination.total });

    const found = (await admin('GET', `/users-find?q=${user.username}`)).json().data;
    expect(found).toEqual([
      {
        id: user.id,
        username: user.username,
        email: user.email,
        role: user.role,
        location_id: soho,
        image: null,
      },
    ]);
    await admin('PUT', `/users/${user.id}`, { is_active: false });
    const inactive = (await admin('GET', '/users?active=0&limit=200')).json().data;
    expect(inactive.map((u: { id: string }) => u.id)).toContain(user.id);
    expect((await admin('GET', `/users-find?q=${user.username}`)).json().data).toEqual([]);
  });

  test('a change needs the stored version when it sends one, and bounds every field', async () => {
    const { user } = await makeUser(server.app, admin, {});
    const stale = await admin('PUT', `/users/${user.id}`, { version: 9, print_no_of_times: 3 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('VERSION_CONFLICT');
    const changed = await admin('PUT', `/users/${user.id}`, {
      version: user.version,
      print_no_of_times: 3,
      fraction_digits: 3,
      pin: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ print_no_of_times: 3, fraction_digits: 3, version: 2 });

    const bad = {
      max_discount_permit: 150,
      print_no_of_times: -1,
      fraction_digits: 9,
      pin: '12a4',
      email: 'not-an-email',
      modules: [99],
      password: 'short',
    };
    const refused = await admin('PUT', `/users/${user.id}`, bad);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(errorOf(refused).fields ?? {}).sort()).toEqual(
      [
        'email',
        'fraction_digits',
        'max_discount_permit',
        'modules.0',
        'password',
        'pin',
        'print_no_of_times',
      ].sort(),
    );
  });

  test('references must be live rows of the business; emails and usernames are unique', async () => {
    const { user } = await makeUser(server.app, admin, {});
    const unknown = '0190d6b4-0000-7000-8000-000000000000';
    const refused = await admin('PUT', `/users/${user.id}`, {
      role_id: unknown,
      location_id: unknown,
      allow_locations: [dubai, unknown],
      channel_id: unknown,
      permissions: ['till.nothing_like_this'],
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(errorOf(refused).fields ?? {}).sort()).toEqual([
      'allow_locations',
      'channel_id',
      'location_id',
      'permissions',
      'role_id',
    ]);
    const taken = await admin('POST', '/users', {
      username: user.username.toUpperCase(),
      email: user.email,
      password,
    });
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(errorOf(taken).fields ?? {}).sort()).toEqual(['email', 'username']);
  });

  test('garbage bodies are 400s, never 500s', async () => {
    const { user } = await makeUser(server.app, admin, {});
    const garbage: unknown[] = [
      null,
      [],
      'text',
      42,
      { username: ['x'] },
      { is_admin: 'yes' },
      { allow_locations: 'everywhere' },
      { modules: [1.5] },
      { nope: 1 },
      { username: 'a\u0000b' },
      { permissions: [{}] },
    ];
    for (const body of garbage) {
      for (const [method, path] of [
        ['POST', '/users'],
        ['PUT', `/users/${user.id}`],
        ['POST', '/users/assign-role'],
        ['POST', '/user-permissions'],
      ] as const) {
        const response = await admin(method, path, body as object, {
          'content-type': 'application/json',
        });
        expect(response.statusCode, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    expect((await admin('GET', '/users/not-an-id')).statusCode).toBe(400);
    expect((await admin('GET', '/users?limit=-3')).statusCode).toBe(400);
  });

  test('deleting ends the account but keeps the name; the email is free again', async () => {
    const { user, as } = await makeUser(server.app, admin, { location_id: dubai });
    expect((await admin('DELETE', `/users/${user.id}`)).statusCode).toBe(204);
    expect((await as('GET', '/user-find/current')).statusCode).toBe(401);
    expect((await admin('GET', `/users/${user.id}`)).statusCode).toBe(404);
    const signInAgain = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(signInAgain.statusCode).toBe(401);
    const kept = await server.database.db
      .selectFrom('users')
      .select(['username', 'deleted_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(kept.username).toBe(user.username);
    expect(kept.deleted_at).not.toBeNull();
    const again = await admin('POST', '/users', {
      username: user.username,
      email: user.email,
      password,
    });
    expect(again.statusCode).toBe(201);
  });

  test('a picture is checked by its bytes', async () => {
    const { user } = await makeUser(server.app, admin, {});
    const send = (data: Buffer) => {
      const body = multipartFile({ data, filename: 'me.png', contentType: 'image/png' });
      return admin('POST', `/uploads-user-image/${user.id}`, body.payload, body.headers);
    };
    const ok = await send(onePixelPng);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().image).toMatch(/^\/api\/files\//);
    const served = await server.app.inject({ method: 'GET', url: ok.json().image });
    expect(served.headers['content-type']).toBe('image/png');
    const fake = await send(Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.statusCode).toBe(415);
    expect((await staff('POST', `/uploads-user-image/${user.id}`)).statusCode).toBe(403);
  });
});

describe('permissions of a user', () => {
  test("the effective permissions say which come from the role and which are the user's", async () => {
    const { user } = await makeUser(server.app, admin, {
      role_id: managerRole,
      permissions: ['catalogue.read', 'inventory.read'],
      modules: [moduleOf.inventory],
    });
    const own = await admin('GET', `/user-permissions/${user.id}`);
    expect(own.json()).toEqual({
      user_id: user.id,
      permissions: ['catalogue.read', 'inventory.read'],
    });
    const effective = effectivePermissionsReply.parse(
      (await admin('GET', `/users/permissions/${user.id}`)).json(),
    );
    const sources = Object.fromEntries(effective.permissions.map((p) => [p.key, p.sources]));
    expect(sources).toEqual({
      'catalogue.read': ['role', 'user'],
      'inventory.read': ['user'],
      'people.read': ['role'],
      'people.write': ['role'],
    });
    expect(effective.role?.id).toBe(managerRole);
    expect(effective.modules.map((m) => m.module)).toEqual([
      moduleOf.catalogue,
      moduleOf.inventory,
      moduleOf.people,
    ]);

    const saved = await admin('POST', '/user-permissions', {
      user_id: user.id,
      permissions: ['reporting.read'],
    });
    expect(saved.json()).toEqual({ user_id: user.id, permissions: ['reporting.read'] });
    const assigned = await admin('POST', '/users/assign-role', { user_id: user.id, role_id: null });
    expect(assigned.json()).toMatchObject({ role_id: null, role: null });
  });
});

describe('who may call', () => {
  let other: Caller;
  beforeAll(async () => {
    const register = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        business_name: 'Elsewhere',
        location_name: 'Main',
        username: uniqueName('owner'),
        email: `${uniqueName('owner')}@example.test`,
        password,
      },
    });
    other = caller(server.app, register.json().token);
  });

  test("another business's users are never visible: 404 and absent from lists", async () => {
    const { user } = await makeUser(server.app, admin, {});
    for (const [method, path, body] of [
      ['GET', `/users/${user.id}`, undefined],
      ['PUT', `/users/${user.id}`, { print_no_of_times: 4 }],
      ['DELETE', `/users/${user.id}`, undefined],
      ['GET', `/users/permissions/${user.id}`, undefined],
      ['GET', `/user-permissions/${user.id}`, undefined],
      ['POST', '/user-permissions', { user_id: user.id, permissions: [] }],
      ['POST', '/users/assign-role', { user_id: user.id, role_id: null }],
    ] as const) {
      expect((await other(method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    const theirs = (await other('GET', '/users')).json().data;
    expect(theirs).toHaveLength(1);
    expect((await other('GET', `/users-find?q=${user.username}`)).json().data).toEqual([]);
    expect((await admin('GET', `/users/${user.id}`)).json().print_no_of_times).toBe(1);
  });

  test('the calls need people.read and people.write', async () => {
    expect(errorOf(await staff('GET', '/users'))).toMatchObject({ permission: 'people.read' });
    expect(errorOf(await staff('GET', '/users-find'))).toMatchObject({ permission: 'people.read' });
    const create = await staff('POST', '/users', { username: 'x', email: 'x@x.test', password });
    expect(errorOf(create)).toMatchObject({ permission: 'people.write' });
    const reader = await makeUser(server.app, admin, {
      permissions: ['people.read'],
      modules: [moduleOf.people],
    });
    expect((await reader.as('GET', '/users')).statusCode).toBe(200);
    const write = await reader.as('PUT', `/users/${reader.user.id}`, { tip_amount: 1 });
    expect(errorOf(write)).toMatchObject({ permission: 'people.write' });
  });
});

describe('the audit log', () => {
  test("a user's changes are logged with before and after; a new password only as changed", async () => {
    const username = uniqueName('audited');
    const created = await admin('POST', '/users', {
      username,
      email: `${username}@example.test`,
      password,
      location_id: dubai,
      tip_amount: 0,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const changed = await admin('PUT', `/users/${id}`, {
      tip_amount: 7,
      password: 'another-long-password',
    });
    expect(changed.statusCode).toBe(200);
    const log = await admin('GET', `/audit-log?collection=users&row_id=${id}`);
    expect(log.statusCode).toBe(200);
    const entries = log.json<{
      items: Array<{ action: string; fields: Array<Record<string, unknown>> }>;
    }>().items;
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    const fields = entries[0]!.fields;
    expect(fields).toContainEqual(
      expect.objectContaining({ field: 'tip_amount', before: 0, after: 7 }),
    );
    const secret = fields.find((f) => f.field === 'password_hash');
    expect(secret).toMatchObject({ secret: true });
    expect(JSON.stringify(log.json())).not.toContain('another-long-password');
  });
});
