import zlib from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { addressOf, openStream } from '../live/testing';
import { demoServer } from '../testing/harness';

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
