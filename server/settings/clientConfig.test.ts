import { clientConfigReply } from '@contract/clientConfig';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mapTileUrl, tagManagerId, tileSource } from '../client/settings';
import { readConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/harness';

/** The directive `name` of a Content-Security-Policy header, as its list of sources. */
function directive(csp: string | string[] | number | undefined, name: string): string[] {
  const found = String(csp)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe('client config unset', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: false });
  });
  afterAll(() => server.close());

  test('tells the app there are no tiles and no tag manager, without sign-in', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(reply.statusCode).toBe(200);
    expect(clientConfigReply.parse(reply.json())).toEqual({
      map_tile_url: null,
      map_attribution: '',
      tag_manager_id: null,
    });
  });

  test('the security policy allows nothing beyond this origin', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/client-config' });
    const csp = reply.headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
  });
});

describe('client config set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      demo: false,
      config: {
        client: {
          mapTileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
          mapAttribution: '© Example Maps',
          tagManagerId: 'GTM-AB12CD3',
        },
      },
    });
  });
  afterAll(() => server.close());

  test('sends the tile template and the container id', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(reply.json()).toEqual({
      map_tile_url: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      map_attribution: '© Example Maps',
      tag_manager_id: 'GTM-AB12CD3',
    });
  });

  test('the security policy allows exactly the tile host and the tag manager', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/' });
    const csp = reply.headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directive(csp, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.tiles.example.com',
      'https://www.googletagmanager.com',
    ]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
  });
});

describe('reading the environment', () => {
  test('takes a tile template and a container id, or nothing', () => {
    const config = readConfig({
      MAP_TILE_URL: ' http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png ',
      GTM_CONTAINER_ID: 'gtm-xyz9876',
    });
    expect(config.app.client).toEqual({
      mapTileUrl: 'http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png',
      mapAttribution: '',
      tagManagerId: 'GTM-XYZ9876',
    });
    expect(readConfig({}).app.client).toEqual({
      mapTileUrl: null,
      mapAttribution: '',
      tagManagerId: null,
    });
  });

  test('refuses a tile source that could never draw and a malformed container id', () => {
    for (const bad of [
      'tiles/{z}/{x}/{y}.png',
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
      'https://tiles.example.com/{z}/{x}.png',
      "https://tiles.example.com/{z}/{x}/{y}.png' 'unsafe-inline",
    ]) {
      expect(() => mapTileUrl(bad), bad).toThrow(/MAP_TILE_URL/);
    }
    for (const bad of ['UA-12345-1', 'GTM-', 'GTM-AB 12', "GTM-AB12'; script-src *"]) {
      expect(() => tagManagerId(bad), bad).toThrow(/GTM_CONTAINER_ID/);
    }
  });

  test('names a tile host as the security policy does', () => {
    expect(tileSource('http://127.0.0.1:9000/t/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9000');
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
  });
});
