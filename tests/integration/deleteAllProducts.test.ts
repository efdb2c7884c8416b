import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/data/api';
import {
  deleteAllProducts,
  restoreAllProducts,
} from '../../src/features/catalogue/products/data/deleteAll';
import { signIn, startTestServer, type TestServer } from '../../server/testing/harness';

/**
 * The products list's "delete all" and its undo, as the dialog sends them (its own calls, through
 * the app's API client) to a real server on loopback: the undo once sent a body the server refused.
 */
describe('deleting every product and bringing them back, from the app', () => {
  let server: TestServer;
  let token: string;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
    token = await signIn(server.app, 'admin');
  });
  afterAll(() => server.close());

  const products = async () => {
    const reply = await server.app.inject({
      method: 'GET',
      url: '/api/products?limit=1',
      headers: { authorization: `Bearer ${token}` },
    });
    return (reply.json() as { pagination: { total: number } }).pagination.total;
  };

  it('deletes them all, and the undo restores each one', async () => {
    const api = createApiClient({
      baseUrl,
      getToken: () => token,
      onUnauthorized: () => {
        throw new Error('unexpected 401');
      },
      fetch: (input, init) => fetch(input, init),
    });
    const before = await products();
    expect(before).toBeGreaterThan(0);
    const deleted = await deleteAllProducts(api);
    expect(deleted.deleted).toBe(before);
    expect(await products()).toBe(0);
    const restored = await restoreAllProducts(api, deleted.deleted_at);
    expect(restored.restored).toBe(before);
    expect(await products()).toBe(before);
  });
});
