import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../testing/harness';
import { declaredRoutes } from './auth';
import { sameBothWays, serializerCompiler } from './serializer';

const writer = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/things', httpStatus: '200' });

describe('the reply serializer', () => {
  it('writes what the schema names, and refuses a reply that does not fit it', () => {
    const row = z.object({ id: z.string().max(10), count: z.number().int().min(0) });
    const write = writer(z.object({ items: z.array(row), note: z.string().nullable() }));
    const reply = { items: [{ id: 'a', count: 2, password_hash: 'x' }], note: null, extra: 1 };
    expect(JSON.parse(write(reply))).toEqual({ items: [{ id: 'a', count: 2 }], note: null });
    let refused: unknown;
    try {
      write({ items: [{ id: 'a', count: -1 }], note: null });
    } catch (error) {
      refused = error;
    }
    expect(isResponseSerializationError(refused)).toBe(true);
  });

  it('encodes a schema that reads differently each way, as before', () => {
    const at = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const write = writer(z.object({ at, state: z.string().optional().default('open') }));
    const written = JSON.parse(write({ at: new Date('2026-12-05T03:00:00.000Z') }));
    // The codec writes the date back as text; the default fills in nothing on the way out.
    expect(written).toEqual({ at: '2026-12-05T03:00:00.000Z' });
    const optional = writer(z.object({ state: z.string().optional().default('open') }));
    expect(JSON.parse(optional({}))).toEqual({});
  });

  it('tells schemas that only check from those that change a value', () => {
    const leaf = z.object({ a: z.string(), b: z.array(z.number()).optional() });
    expect(sameBothWays(leaf)).toBe(true);
    expect(sameBothWays(z.union([leaf, z.null()]))).toBe(true);
    expect(sameBothWays(z.record(z.string(), z.tuple([z.literal(1), z.enum(['x'])])))).toBe(true);
    // A default over a type that refuses undefined gives what the type gives whenever an encode
    // succeeds; over one that takes undefined, a parse would fill in what an encode leaves out.
    expect(sameBothWays(z.object({ a: z.string().default('x') }))).toBe(true);
    expect(sameBothWays(z.object({ a: z.string().optional().default('x') }))).toBe(false);
    expect(sameBothWays(z.object({ a: z.unknown().default(1) }))).toBe(false);
    expect(sameBothWays(z.array(z.string().transform((s) => s.length)))).toBe(false);
    expect(sameBothWays(z.object({ n: z.string().pipe(z.coerce.number()) }))).toBe(false);
    expect(sameBothWays(z.object({ a: z.number().catch(0) }))).toBe(true);
    type Tree = { name: string; children: Tree[] };
    const tree: z.ZodType<Tree> = z.object({
      name: z.string(),
      children: z.array(z.lazy(() => tree)),
    });
    expect(sameBothWays(tree)).toBe(true);
  });
});

describe('every reply the app declares', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: false });
  });
  afterAll(() => server.close());

  it('only checks, so it is parsed (four times faster than encoding on a long list)', () => {
    const routes = declaredRoutes(server.app);
    expect(routes.length).toBeGreaterThan(300);
    const encoded: string[] = [];
    let replies = 0;
    for (const route of routes) {
      const schema = route.schema as { response?: Record<string, z.ZodType> } | undefined;
      for (const [status, reply] of Object.entries(schema?.response ?? {})) {
        replies += 1;
        if (!sameBothWays(reply)) encoded.push(`${route.method} ${route.url} ${status}`);
      }
    }
    expect(replies).toBeGreaterThan(routes.length);
    expect(encoded).toEqual([]);
  });
});
