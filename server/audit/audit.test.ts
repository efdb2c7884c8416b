import { moduleOf } from '@contract/access';
import { auditReply, auditUsersReply, type AuditEntry } from '@contract/audit';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import * as XLSX from 'xlsx';
import { demoLocations, makeUser, uniqueName } from '../people/testing';
import { salesFixture } from '../sales/testing';
import { caller, demoServer, errorOf, type Caller } from '../testing/harness';

const { server, admin, staff, list } = demoServer({
  config: { paymentCredentialsKey: randomBytes(32) },
});

const fx = salesFixture(admin);

let stranger: Caller;
beforeAll(async () => {
  const registered = await admin('POST', '/auth/register', {
    business_name: 'Other kitchen',
    location_name: 'Elsewhere',
    username: 'other-kitchen',
    email: 'owner@other-kitchen.test',
    password: 'other-password-123',
  });
  expect(registered.statusCode).toBe(201);
  stranger = caller(server.app, registered.json().token);
});

const auditOf = async (query: string, who: Caller = admin) => {
  const reply = await who('GET', `/audit-log?${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return auditReply.parse(reply.json());
};

const fieldOf = (entry: AuditEntry | undefined, field: string) =>
  entry?.fields.find((f) => f.field === field);

describe('GET /api/audit-log', () => {
  test('a product price change is logged with its before and after, user and device', async () => {
    const [product] = await list('/products?limit=1');
    const price = Number(product!.price);
    const changed = await admin(
      'PUT',
      `/products/${product!.id}`,
      { price: price + 1.25, version: product!.version },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' },
    );
    expect(changed.statusCode).toBe(200);

    const { items } = await auditOf(`collection=products&action=update&row_id=${product!.id}`);
    expect(items).toHaveLength(1);
    const entry = items[0]!;
    expect(entry).toMatchObject({
      action: 'update',
      area: 'catalogue',
      collection: 'products',
      row_id: product!.id,
      row_label: product!.name,
      user_name: 'admin',
    });
    expect(entry.device).toMatch(/^Chrome 131 · Linux \(/);
    expect(fieldOf(entry, 'price')).toEqual({ field: 'price', before: price, after: price + 1.25 });
    // Only what changed: not the name, not the bookkeeping of every write.
    expect(entry.fields.map((f) => f.field)).toEqual(['price']);
  });

  test('a device id the client sends names the device; a create logs the fields it was given', async () => {
    const created = await admin(
      'POST',
      '/brands',
      { name: 'Audited brand' },
      { 'x-device-id': 'tab-1234abcd' },
    );
    expect(created.statusCode).toBe(201);
    const { items } = await auditOf(`row_id=${created.json().id}`);
    expect(items[0]).toMatchObject({ action: 'create' });
    expect(items[0]!.device).toMatch(/#tab-1234abcd \(/);
    expect(fieldOf(items[0], 'name')).toEqual({
      field: 'name',
      before: null,
      after: 'Audited brand',
    });

    const removed = await admin('DELETE', `/brands/${created.json().id}`);
    expect(removed.statusCode).toBeLessThan(300);
    const after = await auditOf(`row_id=${created.json().id}`);
    expect(after.items.map((e) => e.action)).toEqual(['delete', 'create']);
    expect(after.items[0]!.row_label).toBe('Audited brand');
  });

  test('a bulk import logs each of its rows', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      row_number: i + 2,
      name: `Audit import ${i}`,
      sku: `AUD-${i}`,
      price: 4 + i,
    }));
    const imported = await admin('POST', '/import-products', { rows });
    expect(imported.statusCode, imported.body).toBe(200);
    const { items } = await auditOf('collection=products&action=create&limit=100');
    const logged = items.filter((e) => e.row_label?.startsWith('Audit import '));
    expect(logged).toHaveLength(30);
    const fifth = logged.find((e) => e.row_label === 'Audit import 5');
    expect(fieldOf(fifth, 'price')).toMatchObject({ before: null, after: 9 });
  });

  test('filters by area, user and time, newest first, paged by cursor without repeats', async () => {
    const since = new Date().toISOString();
    for (const name of ['Page one', 'Page two', 'Page three']) {
      expect((await admin('POST', '/brands', { name })).statusCode).toBe(201);
    }
    const first = await auditOf(`area=catalogue&from=${encodeURIComponent(since)}&limit=2`);
    expect(first.items.map((e) => e.row_label)).toEqual(['Page three', 'Page two']);
    expect(first.next).not.toBeNull();
    const second = await auditOf(
      `area=catalogue&from=${encodeURIComponent(since)}&limit=2&after=${first.next}`,
    );
    expect(second.items.map((e) => e.row_label)).toEqual(['Page one']);
    expect(second.next).toBeNull();

    const userId = first.items[0]!.user_id!;
    const byUser = await auditOf(`user_id=${userId}&limit=500`);
    expect(byUser.items.every((e) => e.user_id === userId)).toBe(true);
    const inventory = await auditOf('area=inventory');
    expect(inventory.items.every((e) => e.area === 'inventory')).toBe(true);
    const before = await auditOf(`to=${encodeURIComponent(since)}&area=catalogue&limit=500`);
    expect(before.items.some((e) => e.row_label?.startsWith('Page '))).toBe(false);
  });

  test('secrets are never stored: a payment credential change only says it changed', async () => {
    const [location] = await list('/locations?limit=1');
    const created = await admin('POST', '/payment-providers', {
      location_id: location!.id,
      provider: 'stripe',
      name: 'Card terminal',
      mode: 'test',
      enabled: false,
      payment_method_ids: [],
      credentials: { secret_key: 'sk_test_never_in_the_log_4242' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { items } = await auditOf(`row_id=${created.json().id}`);
    const credentials = items[0]!.fields.filter((f) => f.field.startsWith('credentials'));
    expect(credentials.length).toBeGreaterThan(0);
    for (const f of credentials)
      expect(f).toMatchObject({ before: null, after: null, secret: true });
    const changed = await admin('PUT', `/payment-providers/${created.json().id}`, {
      name: 'Card terminal',
      mode: 'test',
      enabled: false,
      payment_method_ids: [],
      credentials: { secret_key: 'sk_test_never_in_the_log_9999' },
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const updated = (await auditOf(`row_id=${created.json().id}`)).items[0]!;
    expect(updated.action).toBe('update');
    expect(updated.fields.find((f) => f.field === 'credentials')).toEqual({
      field: 'credentials',
      before: null,
      after: null,
      secret: true,
    });
    // Nowhere in the log, whole; not even the secret's last digits on the provider's own rows
    // (across the whole log, any id or amount holding "4242" would match: it failed once so).
    const stored = await server.database.db.selectFrom('audit_log').select('fields').execute();
    expect(stored.some((r) => r.fields.includes('never_in_the_log'))).toBe(false);
    const own = await server.database.db
      .selectFrom('audit_log')
      .select('fields')
      .where('row_id', '=', created.json().id)
      .execute();
    expect(own).toHaveLength(2);
    expect(own.some((r) => r.fields.includes('4242') || r.fields.includes('9999'))).toBe(false);
  });

  test('an invoice a till records is logged under sales, with its number and status', async () => {
    const body = fx().invoice();
    const posted = await admin('POST', '/invoices', body);
    expect(posted.statusCode, posted.body).toBe(201);
    const { items } = await auditOf(`area=sales&row_id=${body.id}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'create',
      collection: 'invoices',
      user_name: 'admin',
    });
    expect(fieldOf(items[0], 'status')).toMatchObject({ before: null, after: 'completed' });
    expect(items[0]!.row_label).toBe(posted.json().number);
  });

  test('another business never reads this one; without people.read it is 403; garbage is 400', async () => {
    const theirs = await auditOf('limit=500', stranger);
    const ours = await auditOf('limit=500');
    const ourIds = new Set(ours.items.map((e) => e.id));
    expect(theirs.items.some((e) => ourIds.has(e.id))).toBe(false);
    expect(theirs.items.every((e) => e.collection !== 'products')).toBe(true);

    expect((await staff('GET', '/audit-log')).statusCode).toBe(403);
    for (const query of [
      'area=nowhere',
      'limit=0',
      'limit=100000',
      'from=yesterday',
      'user_id=1',
      'after=not-a-cursor',
      'after=' + Buffer.from('{"q":"x","v":[]}').toString('base64url'),
      'collection=' + encodeURIComponent("products' or 1=1"),
    ]) {
      const reply = await admin('GET', `/audit-log?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(errorOf(reply).code).toBe('VALIDATION');
    }
  });
});

describe("the demo's log", () => {
  test("holds a week of its people's changes from their devices, each with before and after", async () => {
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const { items } = await auditOf(`to=${encodeURIComponent(anHourAgo)}&limit=500`);
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(new Set(items.map((e) => e.user_name))).toEqual(
      new Set(['owner', 'warehouse', 'manager', 'admin']),
    );
    const role = items.find((e) => e.collection === 'roles');
    expect(role).toMatchObject({ action: 'update', row_label: 'Cashier', user_name: 'owner' });
    expect(role!.device).toMatch(/^Safari 18 · macOS #/);
    expect(fieldOf(role, 'description')).toEqual({
      field: 'description',
      before: 'Works the till: records sales from the catalogue',
      after: 'Works the till: records sales and looks guests up for them',
    });
    const days = new Set(items.map((e) => e.at.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /api/audit-log/users', () => {
  test('names everyone who wrote under the other filters, a former user too, never another business', async () => {
    const [dubai] = await demoLocations(admin);
    const { user, as } = await makeUser(server.app, admin, {
      permissions: ['config.read', 'config.write'],
      modules: [moduleOf.config],
      location_id: dubai,
      allow_locations: [dubai],
    });
    const floor = await as('POST', '/floors', {
      name: uniqueName('Mezzanine'),
      location_id: dubai,
    });
    expect(floor.statusCode, floor.body).toBe(201);
    expect((await admin('DELETE', `/users/${user.id}`)).statusCode).toBe(204);
    await stranger('POST', '/brands', { name: uniqueName('Their brand') });

    const usersOf = async (query: string) => {
      const reply = await admin('GET', `/audit-log/users?${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return auditUsersReply.parse(reply.json()).data;
    };
    const configWriters = await usersOf('area=config');
    expect(configWriters).toContainEqual({ id: user.id, name: user.username });
    const names = configWriters.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).not.toContain('other-kitchen');
    // Under a filter they wrote nothing in, they are not offered.
    expect((await usersOf('area=attendance')).map((u) => u.id)).not.toContain(user.id);
    expect((await staff('GET', '/audit-log/users')).statusCode).toBe(403);
    expect((await admin('GET', '/audit-log/users?from=yesterday')).statusCode).toBe(400);
  });
});

describe('GET /api/audit-log/export', () => {
  test('the filtered log as .xlsx, one line per changed field, in the language asked', async () => {
    const [product] = await list('/products?limit=1');
    const changed = await admin('PUT', `/products/${product!.id}`, {
      name: `${product!.name} (renamed)`,
      version: product!.version,
    });
    expect(changed.statusCode).toBe(200);
    const reply = await admin(
      'GET',
      `/audit-log/export?row_id=${product!.id}&lang=de&tz=Europe/Berlin`,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/audit-log-.*\.xlsx/);
    const book = XLSX.read(reply.rawPayload, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
    });
    expect(sheet[0]).toEqual(['Änderungsprotokoll']);
    expect(sheet[3]).toEqual([
      'Wann',
      'Benutzer',
      'Gerät',
      'Bereich',
      'Eintrag',
      'Aktion',
      'Feld',
      'Vorher',
      'Nachher',
    ]);
    const nameLine = sheet.slice(4).find((line) => line[6] === 'name');
    expect(nameLine?.slice(3)).toEqual([
      'Katalog',
      `${product!.name} (renamed) (products)`,
      'Geändert',
      'name',
      product!.name,
      `${product!.name} (renamed)`,
    ]);
    expect((await admin('GET', '/audit-log/export?tz=Mars/Olympus')).statusCode).toBe(400);
    expect((await staff('GET', '/audit-log/export')).statusCode).toBe(403);
  });
});
