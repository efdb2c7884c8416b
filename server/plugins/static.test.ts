import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, testConfig } from '../testing/harness';
import type { DatabaseHandle } from '../db/database';

/** A tiny stand-in for the built PWA. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backhouse-dist-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><body><div id="root">shell</div></body></html>',
    'shell.html': '<!doctype html><html><body><div id="root">shell</div></body></html>',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'registerSW.js': '// register',
    'manifest.webmanifest': '{"name":"Backhouse"}',
    'assets/index-Ab12Cd34.js': 'console.log("app");',
    'assets/index-Ef56Gh78.css': 'body{}',
    'icons/icon-192.png': 'png',
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  // The build's compressed copies (vite.config.ts), of the shell and the script, not the style.
  for (const name of ['index.html', 'assets/index-Ab12Cd34.js']) {
    const content = files[name]!;
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(content));
  }
  return dir;
}

describe('the built app', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let dist: string;

  beforeAll(async () => {
    dist = fakeDist();
    ({ database, drop } = await createTestDatabase());
    app = await buildApp({ database, config: testConfig({ staticDir: dist }) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('hashed assets are cached for a year, immutable', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/assets/index-Ef56Gh78.css']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('a file goes compressed as the browser accepts, with the same cache rules and body', async () => {
    const script = 'console.log("app");';
    const shell = '<!doctype html><html><body><div id="root">shell</div></body></html>';
    const send = (url: string, encodings: string | null, accept = '*/*') =>
      app.inject({
        url,
        headers: { accept, ...(encodings === null ? {} : { 'accept-encoding': encodings }) },
      });
    const decoded = (response: Awaited<ReturnType<typeof send>>) => {
      const encoding = response.headers['content-encoding'];
      if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
      if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
      return response.body;
    };
    for (const [encodings, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [null, undefined],
    ] as const) {
      const asset = await send('/assets/index-Ab12Cd34.js', encodings);
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(expected);
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.vary).toContain('accept-encoding');
      expect(decoded(asset)).toBe(script);
      // The shell, whichever copy is sent, must still be checked on every load.
      const page = await send('/dashboard/products/brands', encodings, 'text/html');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe(expected);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decoded(page)).toBe(shell);
      const named = await send('/index.html', encodings);
      expect(named.headers['content-encoding']).toBe(expected);
      expect(named.headers['cache-control']).toBe('no-cache');
    }
    // A file without a compressed copy goes as it is.
    const style = await send('/assets/index-Ef56Gh78.css', 'br');
    expect(style.headers['content-encoding']).toBeUndefined();
    expect(style.body).toBe('body{}');
  });

  test('a file in a folder answers HEAD too, and a path out of its folder is not served', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/assets/index-Ab12Cd34.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const outside = await app.inject({
      url: '/assets/..%2Findex.html',
      headers: { accept: '*/*' },
    });
    expect(outside.statusCode).toBe(404);
  });

  test('the shell, service worker and manifest are never cached', async () => {
    for (const url of ['/sw.js', '/registerSW.js', '/manifest.webmanifest', '/shell.html']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const icon = await app.inject({ url: '/icons/icon-192.png' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  test('page requests anywhere get index.html (SPA fallback), uncached, with a CSP', async () => {
    for (const url of ['/', '/dashboard/products/brands', '/auth/jwt/login?x=1']) {
      const response = await app.inject({
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">shell</div>');
      expect(response.headers['cache-control']).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("worker-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  test('a missing file that is not a page is a 404, and /api never falls back to the app', async () => {
    const missing = await app.inject({ url: '/assets/gone-123.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    const api = await app.inject({ url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
  });

  test('API docs are served at /api/docs with the OpenAPI document', async () => {
    const ui = await app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/brands',
        '/api/brands/{id}',
        '/api/auth/login',
        '/api/sync/pull',
        '/api/products/webProducts',
        '/api/products/{id}/materials',
        '/api/categories/{id}/upload-image',
        '/api/import-products/extract-products',
        '/api/uploads',
      ]),
    );
  });
});

test('without a built app the server says so and still serves /api', async () => {
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({
    database,
    config: testConfig({ staticDir: path.join(os.tmpdir(), 'backhouse-no-such-dist') }),
  });
  const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(503);
  expect(page.body).toContain('not built');
  const api = await app.inject({ url: '/api/brands' });
  expect(api.statusCode).toBe(401);
  await app.close();
  await drop();
});
