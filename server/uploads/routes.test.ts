import { moduleOf } from '@contract/access';
import { IMAGE_MAX_BYTES, uploadReply } from '@contract/uploadedFiles';
import { describe, expect, test } from 'vitest';
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

const storedFiles = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const upload = (call: Caller, path: string, data: Buffer, headers: Record<string, string> = {}) => {
  const body = multipartFile({ data, filename: 'photo.png', contentType: 'image/png' });
  return call('POST', path, body.payload, { ...body.headers, ...headers });
};

describe('POST /api/uploads', () => {
  test('keeps a real image and serves it back by URL, without sign-in', async () => {
    const response = await upload(admin, '/uploads', onePixelPng);
    expect(response.statusCode).toBe(201);
    const file = uploadReply.parse(response.json());
    expect(file).toMatchObject({ content_type: 'image/png', size: onePixelPng.length });
    const served = await server.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(onePixelPng)).toBe(true);
    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/files/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });

  test('refuses what is not an image by its bytes, whatever its name and type say (415)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    for (const data of [svg, pdf, Buffer.from('just text, named photo.png')]) {
      const response = await upload(admin, '/uploads', data);
      expect(response.statusCode).toBe(415);
      expect(errorOf(response)).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: expect.stringMatching(/PNG, JPEG, WebP or GIF/),
      });
    }
  });

  test(`refuses a file over ${IMAGE_MAX_BYTES / 1024 / 1024} MB (413) and says the limit`, async () => {
    const big = Buffer.concat([onePixelPng, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const response = await upload(admin, '/uploads', big);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('5 MB'),
    });
  });

  test('a body that is not multipart, or without the file field, is refused', async () => {
    const json = await admin('POST', '/uploads', { file: 'iVBORw0KGgo=' });
    expect(json.statusCode).toBe(415);
    const wrongField = multipartFile({ data: onePixelPng }, 'picture');
    const response = await admin('POST', '/uploads', wrongField.payload, wrongField.headers);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty('file');
    const anonymous = await upload(caller(server.app, null), '/uploads', onePixelPng);
    expect(anonymous.statusCode).toBe(401);
  });

  test('needs catalogue.write: a user without it stores nothing, staff with it may', async () => {
    const role = await admin('POST', '/roles', {
      name: 'Stock counter',
      permissions: ['inventory.read'],
      modules: [moduleOf.inventory],
    });
    const credentials = { email: 'stock-counter@backhouse.test', password: 'counter-password' };
    await insertUser(server.database.db, server.database.dialect, {
      customerId: (await admin('GET', '/locations?limit=1')).json().data[0].customer_id,
      username: 'stock-counter',
      email: credentials.email,
      passwordHash: await hashPassword(credentials.password),
      roleId: role.json().id,
      locationId: staffLocation(),
      allowLocations: [],
      isAdmin: false,
      modules: [],
      permissions: [],
    });
    const counter = caller(server.app, await signIn(server.app, credentials));
    const before = await storedFiles();
    const refused = await upload(counter, '/uploads', onePixelPng);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'FORBIDDEN', permission: 'catalogue.write' });
    expect(await storedFiles()).toBe(before);

    const byStaff = await upload(staff, '/uploads', onePixelPng);
    expect(byStaff.statusCode).toBe(201);
    expect(await storedFiles()).toBe(before + 1);
  });

  test('Idempotency-Key: a repeat returns the first file and stores nothing new', async () => {
    const headers = { 'idempotency-key': 'upload-once-0001' };
    const first = await upload(admin, '/uploads', onePixelPng, headers);
    const again = await upload(admin, '/uploads', onePixelPng, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
  });
});

describe('POST /api/{products,categories}/{id}/upload-image', () => {
  test.each(['products', 'categories'])(
    'sets the image of one of %s, +1 version, and PUT remove_image takes it off',
    async (path) => {
      const row = (await admin('GET', `/${path}?limit=1`)).json().data[0];
      const response = await upload(admin, `/${path}/${row.id}/upload-image`, onePixelPng);
      expect(response.statusCode).toBe(200);
      const updated = response.json();
      expect(updated.version).toBe(row.version + 1);
      expect(updated.image_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expect((await server.app.inject({ method: 'GET', url: updated.image_url })).statusCode).toBe(
        200,
      );

      const removed = await admin('PUT', `/${path}/remove_image/${row.id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ image_url: '', version: row.version + 2 });
      const stale = await admin('PUT', `/${path}/remove_image/${row.id}?version=1`);
      expect(stale.statusCode).toBe(409);
      expect(errorOf(stale).code).toBe('VERSION_CONFLICT');
    },
  );

  test('an unknown row is 404 and keeps no file; a bad id is 400', async () => {
    const before = await storedFiles();
    const unknown = await upload(
      admin,
      '/products/0190a000-0000-7000-8000-000000000000/upload-image',
      onePixelPng,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await storedFiles()).toBe(before);
    const bad = await upload(admin, '/products/not-an-id/upload-image', onePixelPng);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('id');
    const badRemove = await admin('PUT', '/categories/remove_image/not-an-id');
    expect(errorOf(badRemove).fields).toHaveProperty('id');
    const [product] = (await admin('GET', '/products?limit=1')).json().data;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const notImage = await upload(admin, `/products/${product.id}/upload-image`, svg);
    expect(notImage.statusCode).toBe(415);
    expect(await storedFiles()).toBe(before);
    expect((await admin('GET', `/products/${product.id}`)).json().version).toBe(product.version);
  });

  test('staff may set the image of a category of their location, not of a shared one', async () => {
    const shared = (await admin('GET', '/categories?limit=1')).json().data[0];
    const refused = await upload(staff, `/categories/${shared.id}/upload-image`, onePixelPng);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    expect((await admin('GET', `/categories/${shared.id}`)).json().version).toBe(shared.version);

    const own = (
      await staff('POST', '/categories', { name: 'Staff specials', location_id: staffLocation() })
    ).json();
    const allowed = await upload(staff, `/categories/${own.id}/upload-image`, onePixelPng);
    expect(allowed.statusCode).toBe(200);
    expect((await staff('PUT', `/categories/remove_image/${own.id}`)).statusCode).toBe(200);
    expect((await staff('PUT', `/categories/remove_image/${shared.id}`)).statusCode).toBe(403);
  });
});
