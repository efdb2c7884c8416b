import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, localAddressOf, postDelivery } from './webhook';

/** A receiver whose answer each test picks by path. */
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url === '/ok') response.writeHead(204).end();
      else if (request.url === '/down')
        response.writeHead(503).end(`  Down\n\tfor ${'x'.repeat(500)}`);
      else if (request.url === '/moved') response.writeHead(302, { location: '/ok' }).end();
      // '/silent' never answers.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// The test receiver listens on loopback: allowed here, refused by default (see the last tests).
const post = (path: string, timeoutMs = 5000) =>
  postDelivery(`${base}${path}`, {}, '{}', { timeoutMs, privateAddresses: true });

describe('posting a delivery', () => {
  it('counts any 2xx as received', async () => {
    expect(await post('/ok')).toEqual({ ok: true, statusCode: 204 });
  });

  it('keeps a failed answer as its status and the start of its body on one line', async () => {
    const result = await post('/down');
    expect(result).toMatchObject({ ok: false, kind: 'http', statusCode: 503 });
    const detail = (result as { detail: string }).detail;
    expect(detail.startsWith('Down for xxx')).toBe(true);
    expect(detail.length).toBe(EXCERPT_CHARS);
  });

  it('does not follow a redirect', async () => {
    expect(await post('/moved')).toMatchObject({
      ok: false,
      kind: 'redirect',
      statusCode: 302,
      detail: 'Redirected to /ok',
    });
  });

  it('gives up on a receiver that does not answer in time, and says when nobody listens', async () => {
    expect(await post('/silent', 300)).toMatchObject({ ok: false, kind: 'timeout' });
    const unused = createServer();
    await new Promise<void>((resolve) => unused.listen(0, '127.0.0.1', resolve));
    const port = (unused.address() as AddressInfo).port;
    await new Promise((resolve) => unused.close(resolve));
    const closed = await postDelivery(`http://127.0.0.1:${port}/`, {}, '{}', {
      timeoutMs: 5000,
      privateAddresses: true,
    });
    expect(closed).toMatchObject({ ok: false, kind: 'network', statusCode: null });
    expect((closed as { detail: string }).detail).toMatch(/ECONNREFUSED/);
  });
});

describe('where a receiver may be', () => {
  it('knows loopback, private, link-local and unspecified addresses, however written', async () => {
    for (const host of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '[::1]',
      '::ffff:192.168.1.1',
      'fd12:3456::1',
      'fe80::1',
      'localhost',
    ]) {
      expect(await localAddressOf(host), host).not.toBeNull();
    }
    for (const host of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '172.32.0.1']) {
      expect(await localAddressOf(host), host).toBeNull();
    }
  });

  it('sends nothing to one, saying why, unless private addresses are allowed', async () => {
    const refused = await postDelivery(`${base}/ok`, {}, '{}', { timeoutMs: 5000 });
    expect(refused).toMatchObject({ ok: false, kind: 'network', statusCode: null });
    expect(!refused.ok && refused.detail).toContain('private or local address');
    expect(await post('/ok')).toEqual({ ok: true, statusCode: 204 });
  });
});
