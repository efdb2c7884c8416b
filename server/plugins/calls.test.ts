import type { Call } from '@contract/call';
import { declaredCalls } from '@contract/callIndex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { declaredRoutes } from './auth';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
});
afterAll(() => server.close());

describe('the calls declared in the contract', () => {
  it('are each served at their method and path, with their access and their schemas', () => {
    const served = new Map(declaredRoutes(server.app).map((r) => [`${r.method} ${r.url}`, r]));
    const calls: Call[] = Object.values(declaredCalls).flatMap((slice) => Object.values(slice));
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls) {
      const route = served.get(`${c.method} /api${c.path}`);
      expect(route, `${c.method} ${c.path} is served`).toBeDefined();
      expect(route!.access, `${c.method} ${c.path}'s access`).toBe(c.access);
      const schema = route!.schema as Record<string, unknown>;
      const response = schema.response as Record<number, unknown>;
      expect(response[c.status ?? 200], `${c.method} ${c.path}'s reply`).toBe(c.reply);
      // A call declared to answer 201 or 204 documents no 200 it never gives.
      if (c.status) expect(response[200]).toBeUndefined();
      expect(schema.body).toBe(c.body);
      expect(schema.querystring).toBe(c.query);
      expect(schema.params).toBe(c.params);
    }
  });
});
