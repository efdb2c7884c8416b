import { randomUUID } from 'node:crypto';
import { moduleOf } from '@contract/access';
import { apiError } from '@contract/errors';
import { restaurantConfig, RESTAURANT_IMAGE_MAX_BYTES } from '@contract/restaurantConfig';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../auth/users';
import {
  caller,
  demoServer,
  errorOf,
  multipartFile,
  onePixelPng,
  signIn,
  type Caller,
} from '../testing/harness';

const { server, admin, staff, staffLocation } = demoServer();

let customerId = '';
let soho = '';
let categories: string[] = [];
let till: Caller;
let tillLocation = '';
let otherBusiness: Caller;
let otherCustomer = '';
let otherLocation = '';

beforeAll(async () => {
  const locations = (await admin('GET', '/locations/v2')).json().data;
  soho = locations.find((l: { name: string }) => l.name.includes('Soho')).id;
  customerId = locations[0].customer_id;
  categories = (await admin('GET', '/categories?limit=3'))
    .json()
    .data.map((c: { id: string }) => c.id);

  // A till signs in as a user who may record sales and nothing of the configuration.
  tillLocation = staffLocation();
  const credentials = { email: 'till-1@backhouse.test', password: 'till-password-1' };
  await insertUser(server.database.db, server.database.dialect, {
    customerId,
    username: 'till-1',
    email: credentials.email,
    passwordHash: await hashPassword(credentials.password),
    roleId: null,
    locationId: tillLocation,
    allowLocations: [],
    isAdmin: false,
    modules: [moduleOf.sales],
    permissions: ['sales.write'],
  });
  till = caller(server.app, await signIn(server.app, credentials));

  const registered = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      business_name: 'Other Kitchen Co',
      location_name: 'Elsewhere',
      username: 'other-kitchen',
      email: 'other-kitchen@example.com',
      password: 'a-long-password',
    },
  });
  otherBusiness = caller(server.app, registered.json().token as string);
  const theirs = (await otherBusiness('GET', '/locations/v2')).json().data[0];
  otherLocation = theirs.id;
  otherCustomer = theirs.customer_id;
});

const printer = (name: string, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name,
  connection: 'network',
  address: '192.168.1.40:9100',
  paper_width: 80,
  prints: ['receipt'],
  ...overrides,
});

const body = (overrides: Record<string, unknown> = {}) => ({
  receipt_header: 'Backhouse Soho\n12 Dean Street',
  receipt_footer: 'Thank you! VAT GB987654321',
  receipt_logo_url: '',
  customer_display_url: '',
  printers: [
    printer('Front counter'),
    printer('Grill', { prints: ['kitchen'], paper_width: 58 }),
    printer('Labels', { connection: 'usb', address: 'Zebra ZD421', prints: ['label'] }),
  ],
  kitchen_screens: [
    { id: randomUUID(), name: 'Hot line', category_ids: categories.slice(0, 2) },
    { id: randomUUID(), name: 'Expo', category_ids: categories },
  ],
  ...overrides,
});

const upload = (
  call: Caller,
  query: string,
  data: Buffer,
  field = 'attachment',
  headers: Record<string, string> = {},
) => {
  const multipart = multipartFile({ data, filename: 'logo.png', contentType: 'image/png' }, field);
  return call('POST', `/restaurant-config/upload?${query}`, multipart.payload, {
    ...multipart.headers,
    ...headers,
  });
};

const storedFiles = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('restaurant config', () => {
  test('a location that never saved one reads as empty, version 0', async () => {
    const read = await admin('GET', `/restaurant-config?location_id=${soho}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(restaurantConfig.parse(read.json())).toMatchObject({
      location_id: soho,
      printers: [],
      kitchen_screens: [],
      is_live: false,
      version: 0,
    });
  });

  test('a POST round trip: saved whole, read back the same, version +1 each save', async () => {
    const saved = await admin(
      'POST',
      `/restaurant-config?location_id=${soho}`,
      body({ version: 0 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const config = restaurantConfig.parse(saved.json());
    expect(config.version).toBe(1);
    expect(config.printers.map((p) => p.name)).toEqual(['Front counter', 'Grill', 'Labels']);
    expect(config.kitchen_screens[1]!.category_ids).toEqual(categories);
    const read = await admin(
      'GET',
      `/restaurant-config?location_id=${soho}&customer_id=${customerId}`,
    );
    expect(read.json()).toEqual(config);

    const again = await admin(
      'POST',
      `/restaurant-config?location_id=${soho}`,
      body({ receipt_footer: 'See you soon', printers: [], version: 1 }),
    );
    expect(again.json()).toMatchObject({
      version: 2,
      receipt_footer: 'See you soon',
      printers: [],
    });
    const stale = await admin(
      'POST',
      `/restaurant-config?location_id=${soho}`,
      body({ version: 1 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('VERSION_CONFLICT');
    expect((await admin('GET', `/restaurant-config?location_id=${soho}`)).json().version).toBe(2);
  });

  test('refuses bad printers and screens with field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ printers: [printer('A', { address: 'not an address!' })] }, 'printers.0.address'],
      [{ printers: [printer('A', { prints: [] })] }, 'printers.0.prints'],
      [{ printers: [printer('A', { paper_width: 72 })] }, 'printers.0.paper_width'],
      [{ printers: [printer('Bar'), printer('bar')] }, 'printers.1.name'],
      [
        { kitchen_screens: [{ id: randomUUID(), name: 'X', category_ids: [randomUUID()] }] },
        'kitchen_screens.0.category_ids.0',
      ],
      [{ receipt_logo_url: 'https://evil.example/logo.png' }, 'receipt_logo_url'],
      [{ receipt_logo_url: `/api/files/${randomUUID()}` }, 'receipt_logo_url'],
      [{ printers: Array.from({ length: 21 }, (_, i) => printer(`P${i}`)) }, 'printers'],
    ];
    for (const [overrides, field] of cases) {
      const response = await admin(
        'POST',
        `/restaurant-config?location_id=${soho}`,
        body(overrides),
      );
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response).fields, field).toHaveProperty([field]);
    }
  });

  test('a kitchen screen may not route another business’s category', async () => {
    const theirs = await otherBusiness('POST', '/categories', { name: 'Their mains' });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const screens = [{ id: randomUUID(), name: 'Hot', category_ids: [theirs.json().id] }];
    const response = await admin(
      'POST',
      `/restaurant-config?location_id=${soho}`,
      body({ kitchen_screens: screens }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty(['kitchen_screens.0.category_ids.0']);
  });

  test('the logo upload: checked by its bytes, at most 2 MB, in the field attachment', async () => {
    const before = await storedFiles();
    const query = `type=receipt_logo&location_id=${soho}&customer_id=${customerId}`;
    const ok = await upload(admin, query, onePixelPng);
    expect(ok.statusCode, ok.body).toBe(200);
    const { file, config } = ok.json();
    expect(config.receipt_logo_url).toBe(file.url);
    expect((await server.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
    expect((await admin('GET', `/restaurant-config?location_id=${soho}`)).json()).toMatchObject({
      receipt_logo_url: file.url,
      customer_display_url: '',
    });
    expect(await storedFiles()).toBe(before + 1);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    expect((await upload(admin, query, svg)).statusCode).toBe(415);
    const big = Buffer.concat([onePixelPng, Buffer.alloc(RESTAURANT_IMAGE_MAX_BYTES)]);
    const tooBig = await upload(admin, query, big);
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig).message).toContain('2 MB');
    const wrongField = await upload(admin, query, onePixelPng, 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(errorOf(wrongField).fields).toHaveProperty(['attachment']);
    const badType = await upload(admin, `type=menu&location_id=${soho}`, onePixelPng);
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType).fields).toHaveProperty(['type']);
    const foreign = await upload(
      admin,
      `type=receipt_logo&location_id=${soho}&customer_id=${otherCustomer}`,
      onePixelPng,
    );
    expect(foreign.statusCode).toBe(403);
    const theirLocation = await upload(
      admin,
      `type=receipt_logo&location_id=${otherLocation}`,
      onePixelPng,
    );
    expect(theirLocation.statusCode).toBe(404);
    expect((await upload(staff, query, onePixelPng)).statusCode).toBe(403);
    expect(await storedFiles()).toBe(before + 1);
  });

  test('an uploaded image of another business cannot be named in a save', async () => {
    const theirs = await upload(
      otherBusiness,
      `type=receipt_logo&location_id=${otherLocation}`,
      onePixelPng,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const response = await admin(
      'POST',
      `/restaurant-config?location_id=${soho}`,
      body({ customer_display_url: theirs.json().file.url }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty(['customer_display_url']);
  });

  test('live status: switched, recorded with who and when, a repeat changes nothing', async () => {
    const on = await admin('POST', `/restaurant-config/live-status?location_id=${soho}`, {
      is_live: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    const config = restaurantConfig.parse(on.json());
    expect(config).toMatchObject({ is_live: true });
    expect(config.live_changed_at).not.toBeNull();
    const repeat = await admin('POST', `/restaurant-config/live-status?location_id=${soho}`, {
      is_live: true,
    });
    expect(repeat.json()).toEqual(config);
    const off = await admin('POST', `/restaurant-config/live-status?location_id=${soho}`, {
      is_live: false,
    });
    expect(off.json()).toMatchObject({ is_live: false, version: config.version + 1 });
    // The audit log holds each switch with its before and after, and nothing for the repeat.
    const audited = await server.database.db
      .selectFrom('audit_log')
      .select('fields')
      .where('collection', '=', 'restaurantConfigs')
      .where('location_id', '=', soho)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(
      audited.map((a) =>
        JSON.parse(a.fields).find((f: { field: string }) => f.field === 'is_live'),
      ),
    ).toEqual([
      { field: 'is_live', before: true, after: false },
      { field: 'is_live', before: false, after: true },
    ]);
    const bad = await admin('POST', `/restaurant-config/live-status?location_id=${soho}`, {
      is_live: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty(['is_live']);
  });

  test('staff may not change it; a till reads its own location only', async () => {
    const before = (await admin('GET', `/restaurant-config?location_id=${soho}`)).json();
    for (const [path, payload] of [
      ['/restaurant-config', body()],
      ['/restaurant-config/live-status', { is_live: true }],
    ] as const) {
      const refused = await staff('POST', `${path}?location_id=${staffLocation()}`, payload);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toMatchObject({ code: 'FORBIDDEN', permission: 'config.write' });
      expect((await till('POST', `${path}?location_id=${tillLocation}`, payload)).statusCode).toBe(
        403,
      );
    }
    expect((await admin('GET', `/restaurant-config?location_id=${soho}`)).json()).toEqual(before);
    // Staff neither configure nor sell: not even a read.
    expect((await staff('GET', '/restaurant-config')).statusCode).toBe(403);

    const own = await till('GET', '/restaurant-config');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().location_id).toBe(tillLocation);
    if (tillLocation !== soho) {
      expect((await till('GET', `/restaurant-config?location_id=${soho}`)).statusCode).toBe(403);
    }
    expect((await till('GET', `/restaurant-config?customer_id=${otherCustomer}`)).statusCode).toBe(
      403,
    );
    expect((await admin('GET', `/restaurant-config?location_id=${otherLocation}`)).statusCode).toBe(
      404,
    );
    expect((await caller(server.app, null)('GET', '/restaurant-config')).statusCode).toBe(401);
  });

  test('an Idempotency-Key repeat of a save answers the first reply and writes nothing', async () => {
    const current = (await admin('GET', `/restaurant-config?location_id=${soho}`)).json();
    const headers = { 'idempotency-key': 'restaurant-config-save-1' };
    const payload = body({ version: current.version });
    const first = await admin('POST', `/restaurant-config?location_id=${soho}`, payload, headers);
    const again = await admin('POST', `/restaurant-config?location_id=${soho}`, payload, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await admin('GET', `/restaurant-config?location_id=${soho}`)).json().version).toBe(
      current.version + 1,
    );
  });

  test('garbage bodies and queries get a 4xx in the error shape, never a 5xx', async () => {
    for (const path of ['/restaurant-config', '/restaurant-config/live-status']) {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), fc.string({ maxLength: 80 }), async (payload, loc) => {
          const response = await admin(
            'POST',
            `${path}?location_id=${encodeURIComponent(loc)}`,
            JSON.stringify(payload),
            { 'content-type': 'application/json' },
          );
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) apiError.parse(response.json());
        }),
        { numRuns: 30, seed: 12 },
      );
    }
  });
});

test('every call is in /api/docs, the upload as multipart with the field attachment', async () => {
  const doc = (await server.app.inject({ url: '/api/docs/json' })).json();
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/restaurant-config',
      '/api/restaurant-config/upload',
      '/api/restaurant-config/live-status',
    ]),
  );
  expect(Object.keys(doc.paths['/api/restaurant-config'])).toEqual(
    expect.arrayContaining(['get', 'post']),
  );
  const upload = doc.paths['/api/restaurant-config/upload'].post;
  expect(upload.requestBody.content['multipart/form-data'].schema.properties).toHaveProperty(
    'attachment',
  );
  expect(upload.parameters.map((p: { name: string }) => p.name)).toEqual(
    expect.arrayContaining(['type', 'location_id', 'customer_id']),
  );
});
