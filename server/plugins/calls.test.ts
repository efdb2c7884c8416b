import { call, type Call } from '@contract/call';
import { declaredCalls } from '@contract/callIndex';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler } from './serializer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uploadBody } from '@contract/uploadedFiles';
import { multipartFile, startTestServer, type TestServer } from '../testing/harness';
import { declaredRoutes } from './auth';
import { serveCall } from './calls';
import { registerErrorHandler, validatorCompiler } from './errors';
import { registerUploadScope } from './uploads';

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

describe('a served call', () => {
  it('takes a body up to its own limit when it has one, and the app’s otherwise', async () => {
    const app = Fastify({ bodyLimit: 100 });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const bulk = (path: string) =>
      call({
        method: 'POST',
        path,
        tag: 'things',
        summary: 'Takes many ids',
        body: z.object({ ids: z.array(z.string()) }),
        reply: z.object({ count: z.number() }),
        access: 'public',
      });
    const count = async (request: { body: { ids: string[] } }) => ({
      count: request.body.ids.length,
    });
    serveCall(app, bulk('/bulk'), count, { bodyLimit: 1000 });
    serveCall(app, bulk('/plain'), count);
    const payload = { ids: Array.from({ length: 20 }, (_, i) => `id-${i}`) };
    const sent = (url: string) => app.inject({ method: 'POST', url, payload });
    expect((await sent('/bulk')).json()).toEqual({ count: 20 });
    expect((await sent('/plain')).statusCode).toBe(413);
    await app.close();
  });
});

describe('a served call that takes a file', () => {
  it('reads it from a multipart body up to its declared size, and documents it as multipart', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const keep = call({
      method: 'POST',
      path: '/keep',
      tag: 'things',
      summary: 'Keeps a file',
      body: uploadBody,
      reply: z.object({ name: z.string(), size: z.number() }),
      access: 'public',
      upload: { maxBytes: 8 },
    });
    let consumes: unknown;
    app.addHook('onRoute', (route) => {
      if (route.url === '/keep') consumes = route.schema?.consumes;
    });
    await registerUploadScope(app, (scope) =>
      serveCall(scope, keep, async (request) => ({
        name: request.body.file.filename,
        size: request.body.file.data.length,
      })),
    );
    const sent = (data: Buffer) => {
      const body = multipartFile({ data, filename: 'note.txt' });
      return app.inject({
        method: 'POST',
        url: '/keep',
        payload: body.payload,
        headers: body.headers,
      });
    };
    expect((await sent(Buffer.from('1234'))).json()).toEqual({ name: 'note.txt', size: 4 });
    expect((await sent(Buffer.alloc(9))).statusCode).toBe(413);
    expect(consumes).toEqual(['multipart/form-data']);
    await app.close();
  });
});

describe('a served call with a rate limit', () => {
  it('answers 429 once a caller has called it as often as its window allows', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(rateLimit, { global: false });
    const ping = call({
      method: 'POST',
      path: '/ping',
      tag: 'things',
      summary: 'Sends something costly',
      reply: z.object({ ok: z.boolean() }),
      access: 'public',
    });
    serveCall(app, ping, async () => ({ ok: true }), {
      rateLimit: { max: 2, timeWindow: '1 minute' },
    });
    const sent = () => app.inject({ method: 'POST', url: '/ping' });
    expect((await sent()).statusCode).toBe(200);
    expect((await sent()).statusCode).toBe(200);
    expect((await sent()).statusCode).toBe(429);
    await app.close();
  });
});
