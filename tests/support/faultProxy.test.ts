import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from './faultProxy';

let upstream: http.Server;
let proxy: FaultProxy;
let hits = 0;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    hits++;
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, padding: 'x'.repeat(2000) }));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  proxy = await startFaultProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await proxy.close();
  await new Promise((r) => upstream.close(r));
});

const post = () => fetch(`${proxy.url}/api/x`, { method: 'POST', body: '{"a":1}' });

describe('fault proxy', () => {
  it('passes requests through', async () => {
    const res = await post();
    expect(await res.json()).toMatchObject({ ok: true });
  });

  it('refused connections fail on the client and never reach the server', async () => {
    proxy.set({ kind: 'refuse' });
    const before = hits;
    await expect(post()).rejects.toThrow();
    expect(hits).toBe(before);
    proxy.set({ kind: 'pass' });
  });

  it('a reply cut half way fails on the client after the server handled it', async () => {
    proxy.set({ kind: 'cut-response' });
    const before = hits;
    await expect(post().then((r) => r.text())).rejects.toThrow();
    expect(hits).toBe(before + 1);
    proxy.set({ kind: 'pass' });
  });

  it('injected errors answer without the server', async () => {
    proxy.set({ kind: 'error', status: 502 });
    const before = hits;
    expect((await post()).status).toBe(502);
    expect(hits).toBe(before);
    proxy.set({ kind: 'pass' });
  });

  it('delays', async () => {
    proxy.set({ kind: 'delay', ms: 150 });
    const started = Date.now();
    await post();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    proxy.set({ kind: 'pass' });
  });
});
