import zlib from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { plainSale } from '@contract/invoiceExample';
import { addressOf, openStream } from '../live/testing';
import { demoServer, errorOf } from '../testing/harness';

const demo = demoServer();
const { admin } = demo;
const gzip = { 'accept-encoding': 'gzip, deflate, br' };
const streams: Array<{ close(): void }> = [];
afterAll(() => streams.forEach((stream) => stream.close()));

describe('replies of the API on a slow line', () => {
  test('a large reply goes gzipped to a client that accepts it, and reads the same', async () => {
    const plain = await admin('GET', '/sync/pull');
    const packed = await admin('GET', '/sync/pull', undefined, gzip);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(packed.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toContain('accept-encoding');
    const unpacked = zlib.gunzipSync(packed.rawPayload).toString();
    // The demo's first pull: hundreds of rows, a fraction of their size on the line.
    expect(plain.rawPayload.length).toBeGreaterThan(100_000);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(unpacked)).toEqual(plain.json());
  });

  test('a small reply and a refusal go as they are', async () => {
    const small = await admin('GET', '/brands?limit=1', undefined, gzip);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(1024);
    const refused = await admin('GET', '/brands/not-an-id', undefined, gzip);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.json()).toHaveProperty('error');
  });

  test('the live channel is never compressed: each message must arrive as it is sent', async () => {
    const base = await addressOf(demo.server.app);
    const stream = await openStream(base, demo.tokens.admin, gzip);
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-encoding']).toBeUndefined();
    await stream.until('the ready message', (s) => s.events.length > 0);
    expect(stream.events[0]!.kind).toBe('ready');
  });
});

describe('bodies sent compressed', () => {
  const json = { 'content-type': 'application/json' };
  const brandsNamed = async (name: string) =>
    (await demo.list(`/brands?limit=500`)).filter((row) => row.name === name);

  test('a body sent gzipped, deflated or in brotli is read as the same JSON, and written once', async () => {
    const packers = {
      gzip: zlib.gzipSync,
      deflate: zlib.deflateSync,
      br: zlib.brotliCompressSync,
    } as const;
    for (const [encoding, pack] of Object.entries(packers)) {
      const name = `Packed brand ${encoding}`;
      const body = pack(JSON.stringify({ name }));
      const created = await admin('POST', '/brands', body, {
        ...json,
        'content-encoding': encoding,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().name).toBe(name);
      expect(await brandsNamed(name)).toHaveLength(1);
    }
  });

  test("a till's batch of invoices sent gzipped is recorded, and its resend answered as the same", async () => {
    const [product] = await demo.list('/products?limit=1');
    const [method] = await demo.list('/payment-methods?limit=1');
    const invoices = Array.from({ length: 50 }, (_, i) =>
      plainSale({
        id: crypto.randomUUID(),
        number: `GZ-${i}`,
        created_at: new Date().toISOString(),
        location_id: demo.staffLocation(),
        product: product!,
        payment_method_id: method!.id,
      }),
    );
    const body = zlib.gzipSync(JSON.stringify({ invoices }));
    const send = () =>
      admin('POST', '/invoices/batch', body, { ...json, 'content-encoding': 'gzip' });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results.map((r: { status: number }) => r.status)).toEqual(
      invoices.map(() => 201),
    );
    const again = await send();
    expect(again.json().results.map((r: { status: number }) => r.status)).toEqual(
      invoices.map(() => 200),
    );
  });

  test('a body that does not unpack, or in an encoding not read, is refused in words and writes nothing', async () => {
    const name = 'Brand that never unpacks';
    const broken = await admin('POST', '/brands', Buffer.from(JSON.stringify({ name })), {
      ...json,
      'content-encoding': 'gzip',
    });
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).code).toBe('INVALID_JSON');
    expect(errorOf(broken).message).toContain('could not be decompressed');
    const unknown = await admin('POST', '/brands', Buffer.from(JSON.stringify({ name })), {
      ...json,
      'content-encoding': 'compress',
    });
    expect(unknown.statusCode).toBe(415);
    expect(errorOf(unknown).message).toContain('gzip, deflate or br');
    expect(await brandsNamed(name)).toHaveLength(0);
  });

  test('the body limit holds for what a body inflates to: a small upload cannot unpack into a huge one', async () => {
    // 2 MB of JSON (the limit of a brand's call is 1 MB) in a few KB of gzip.
    const name = 'Brand of a huge body';
    const huge = JSON.stringify({ name, description: ' '.repeat(2 * 1024 * 1024) });
    const body = zlib.gzipSync(huge);
    expect(body.length).toBeLessThan(16 * 1024);
    const refused = await admin('POST', '/brands', body, { ...json, 'content-encoding': 'gzip' });
    expect(refused.statusCode).toBe(413);
    expect(errorOf(refused).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await brandsNamed(name)).toHaveLength(0);
  });
});
