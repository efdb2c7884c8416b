import { moduleOf } from '@contract/access';
import { DELETE_ALL_PRODUCTS_CONFIRMATION } from '@contract/catalogueCalls';
import { pullReply } from '@contract/sync';
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
/** Not an administrator, yet granted `catalogue.delete_all` and every location by their role. */
let catalogueManager: Caller;

beforeAll(async () => {
  const locations = await list('/locations');
  const role = await admin('POST', '/roles', {
    name: 'Catalogue manager',
    permissions: ['catalogue.read', 'catalogue.write', 'catalogue.delete_all'],
    modules: [moduleOf.catalogue],
  });
  const credentials = { email: 'catalogue@backhouse.demo', password: 'catalogue-password' };
  await insertUser(server.database.db, server.database.dialect, {
    customerId: locations[0]!.customer_id as string,
    username: 'catalogue',
    email: credentials.email,
    passwordHash: await hashPassword(credentials.password),
    roleId: role.json().id,
    locationId: locations[0]!.id,
    allowLocations: locations.map((l: TestRow) => l.id),
    isAdmin: false,
    modules: [],
    permissions: [],
  });
  catalogueManager = caller(server.app, await signIn(server.app, credentials));
});

const confirm = { confirm: DELETE_ALL_PRODUCTS_CONFIRMATION };
const total = async () =>
  (await admin('GET', '/products?limit=1')).json().pagination.total as number;

describe('DELETE /api/products/all and POST /api/products/restore', () => {
  test('only administrators, and only with the typed confirmation', async () => {
    const byStaff = await staff('DELETE', '/products/all', confirm);
    expect(byStaff.statusCode).toBe(403);
    expect(errorOf(byStaff)).toMatchObject({ permission: 'catalogue.delete_all' });
    const unconfirmed = await admin('DELETE', '/products/all', {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(errorOf(unconfirmed).fields).toHaveProperty('confirm');
    const wrong = await admin('DELETE', '/products/all', { confirm: 'delete all products' });
    expect(errorOf(wrong).fields).toHaveProperty('confirm');
    expect(await total()).toBeGreaterThan(250);
  });

  test('a non-administrator is refused even with catalogue.delete_all and every location', async () => {
    const profile = (await catalogueManager('GET', '/user-find/current')).json();
    expect(profile.all_locations).toBe(true);
    const before = await total();
    const refused = await catalogueManager('DELETE', '/products/all', confirm);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/administrator/),
    });
    expect(await total()).toBe(before);

    const { deleted_at: deletedAt } = (await admin('DELETE', '/products/all', confirm)).json();
    expect(await total()).toBe(0);
    const notRestored = await catalogueManager('POST', '/products/restore', {
      deleted_at: deletedAt,
    });
    expect(notRestored.statusCode).toBe(403);
    expect(errorOf(notRestored).code).toBe('FORBIDDEN');
    expect(await total()).toBe(0);
    expect((await admin('POST', '/products/restore', { deleted_at: deletedAt })).statusCode).toBe(
      200,
    );
    expect(await total()).toBe(before);
  });

  test('tombstones every product (+1 version, pulled as deleted) and the restore brings them back', async () => {
    const before = (await admin('GET', '/products?limit=1000')).json().data as {
      id: string;
      version: number;
    }[];
    const { seq } = await server.database.db
      .selectFrom('changes')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirstOrThrow();

    const headers = { 'idempotency-key': 'delete-all-products-1' };
    const deleted = await admin('DELETE', '/products/all', confirm, headers);
    expect(deleted.statusCode).toBe(200);
    const { deleted: count, deleted_at: deletedAt } = deleted.json();
    expect(count).toBe(before.length);
    expect(await total()).toBe(0);
    const replay = await admin('DELETE', '/products/all', confirm, headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const pull = pullReply.parse(
      (await admin('GET', `/sync/pull?since=${Number(seq)}&limit=5000`)).json(),
    );
    const tombstones = pull.changes.filter((c) => c.collection === 'products');
    expect(tombstones).toHaveLength(before.length);
    const versions = new Map(before.map((p) => [p.id, p.version]));
    for (const { row } of tombstones) {
      expect(row.deleted_at).toBe(deletedAt);
      expect(row.version).toBe(versions.get(row.id as string)! + 1);
    }

    const bad = await admin('POST', '/products/restore', { deleted_at: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('deleted_at');
    const none = await admin('POST', '/products/restore', {
      deleted_at: '2020-01-01T00:00:00.000Z',
    });
    expect(none.statusCode).toBe(404);
    expect((await staff('POST', '/products/restore', { deleted_at: deletedAt })).statusCode).toBe(
      403,
    );

    const restored = await admin('POST', '/products/restore', { deleted_at: deletedAt });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ restored: before.length });
    expect(await total()).toBe(before.length);
    const back = (await admin('GET', `/products/${before[0]!.id}`)).json();
    expect(back.version).toBe(before[0]!.version + 2);
  });

  test('a restore is refused while a PLU of the deleted products is taken again', async () => {
    const product = (await admin('POST', '/products', { name: 'Lonely', plu: 'LONE-1' })).json();
    const { deleted_at: deletedAt } = (await admin('DELETE', '/products/all', confirm)).json();
    await admin('POST', '/products', { name: 'Newcomer', plu: 'lone-1' });
    const refused = await admin('POST', '/products/restore', { deleted_at: deletedAt });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'DUPLICATE',
      fields: { plu: expect.any(String) },
    });
    expect((await admin('GET', `/products/${product.id}`)).statusCode).toBe(404);
  });
});
