import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, localAddressOf, postDelivery, type ResolveHost } from './webhook';

/** A receiver whose answer each test picks by path. */
let server: Server;
let base = '';
/** The Host header of every request the receiver got. */
const hosts: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    hosts.push(request.headers.host ?? '');
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

describe('connecting to a receiver', () => {
  const port = () => new URL(base).port;

  it('goes to the address the name resolved to, with the name as its Host', async () => {
    const resolveHost: ResolveHost = async () => [{ address: '127.0.0.1', family: 4 }];
    const result = await postDelivery(`http://receiver.example:${port()}/ok`, {}, '{}', {
      timeoutMs: 5000,
      privateAddresses: true,
      resolveHost,
    });
    expect(result).toEqual({ ok: true, statusCode: 204 });
    expect(hosts.at(-1)).toBe(`receiver.example:${port()}`);
  });

  it('resolves once: a name that turns private after the check is never connected to', async () => {
    const lookups: string[] = [];
    // A public address at the check, the receiver on loopback for any later lookup.
    const rebinding: ResolveHost = async (host) => {
      lookups.push(host);
      return [{ address: lookups.length === 1 ? '192.0.2.10' : '127.0.0.1', family: 4 }];
    };
    const before = hosts.length;
    const result = await postDelivery(`http://receiver.example:${port()}/ok`, {}, '{}', {
      timeoutMs: 300,
      resolveHost: rebinding,
    });
    expect(result.ok).toBe(false);
    expect(lookups).toEqual(['receiver.example']);
    expect(hosts.length).toBe(before);
  });

  it('refuses a name with any private address among its addresses', async () => {
    const mixed: ResolveHost = async () => [
      { address: '192.0.2.10', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    const result = await postDelivery('https://receiver.example/daily', {}, '{}', {
      timeoutMs: 300,
      resolveHost: mixed,
    });
    expect(result).toMatchObject({ ok: false, kind: 'network' });
    expect(!result.ok && result.detail).toContain('10.0.0.7');
  });
});
