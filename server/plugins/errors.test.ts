import { apiError } from '@contract/errors';
import { resourceKeys, resources, type ResourceDef } from '@contract/registry';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { fieldsOf } from '../resources/fields';
import { caller, demoServer, errorOf } from '../testing/harness';
import { describeError } from './errors';

const { server, admin, tokens } = demoServer();
/** One live row per resource, to aim updates at. */
const existing = new Map<string, { id: string; version: number }>();

beforeAll(async () => {
  for (const key of resourceKeys) {
    const row = (await admin('GET', `/${resources[key].path}?limit=1`)).json().data[0];
    existing.set(key, row);
  }
});

const wrongValue: Record<string, unknown> = {
  boolean: 'yes',
  integer: 'ten',
  real: 'ten',
  text: 12345,
  json: 'not-a-list-or-object',
};

const requiredFields = (def: ResourceDef) =>
  Object.entries(def.fields.shape)
    .filter(([, s]) => !(s instanceof z.ZodDefault) && !(s instanceof z.ZodOptional))
    .map(([name]) => name);

/** A raw request whose body is sent exactly as given. */
const raw = (method: 'POST' | 'PUT', url: string, payload: string, contentType: string) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': contentType },
    payload,
  });

/** Every error reply is the contract's shape; a 400 names at least one field. */
function expectClientError(response: { statusCode: number; json: () => unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = apiError.parse(response.json());
  if (status === 400 && body.error.code === 'VALIDATION') {
    expect(Object.keys(body.error.fields ?? {}).length).toBeGreaterThan(0);
  }
  return body.error;
}

describe.each(resourceKeys)('garbage sent to %s', (key) => {
  const def: ResourceDef = resources[key];
  const path = `/${def.path}`;

  test('wrong types name every field', async () => {
    const fields = fieldsOf(def);
    const body = Object.fromEntries(fields.map((f) => [f.name, wrongValue[f.kind]]));
    const error = expectClientError(await admin('POST', path, body), 400);
    expect(Object.keys(error.fields!).sort()).toEqual(fields.map((f) => f.name).sort());
    const row = existing.get(key)!;
    const update = await admin('PUT', `${path}/${row.id}`, { ...body, version: row.version });
    expect(Object.keys(expectClientError(update, 400).fields!).sort()).toEqual(
      fields.map((f) => f.name).sort(),
    );
  });

  test('missing required fields and unknown fields are named', async () => {
    const missing = expectClientError(await admin('POST', path, {}), 400);
    for (const name of requiredFields(def)) expect(missing.fields).toHaveProperty(name);
    const unknown = expectClientError(await admin('POST', path, { bogus_field: 1 }), 400);
    expect(unknown.fields).toHaveProperty('bogus_field');
    const row = existing.get(key)!;
    const noVersion = expectClientError(await admin('PUT', `${path}/${row.id}`, {}), 400);
    expect(noVersion.fields).toHaveProperty('version');
    const extra = await admin('PUT', `${path}/${row.id}`, {
      version: row.version,
      customer_id: 'x',
    });
    expect(expectClientError(extra, 400).fields).toHaveProperty('customer_id');
  });

  test('strings of up to 100 kB are refused field by field', async () => {
    const textFields = fieldsOf(def).filter((f) => f.kind === 'text');
    // As long as the body stays under the 1 MiB limit (beyond it the answer is a 413).
    const huge = 'x'.repeat(Math.min(100_000, Math.floor(900_000 / textFields.length)));
    const body = Object.fromEntries(textFields.map((f) => [f.name, huge]));
    const error = expectClientError(await admin('POST', path, body), 400);
    for (const f of textFields) expect(error.fields).toHaveProperty(f.name);
  });

  test('bodies that are not objects, not JSON or too large never reach the handler', async () => {
    for (const body of [[], [{ name: 'x' }], 'hello', 42, null, true]) {
      const error = expectClientError(
        await raw('POST', path, JSON.stringify(body), 'application/json'),
        400,
      );
      expect(error.code).toBe('VALIDATION');
    }
    const broken = expectClientError(
      await raw('POST', path, '{"name": "x",', 'application/json'),
      400,
    );
    expect(broken.code).toBe('INVALID_JSON');
    expect(expectClientError(await raw('POST', path, 'name=x', 'text/plain'), 415).code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectClientError(await raw('POST', path, 'name=x', 'application/x-www-form-urlencoded'), 415);
    const big = JSON.stringify({ name: 'x', description: 'y'.repeat(1_100_000) });
    expect(expectClientError(await raw('POST', path, big, 'application/json'), 413).code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
  });

  test('bad ids and list queries are 400 with the parameter named', async () => {
    expect(expectClientError(await admin('GET', `${path}/not-a-uuid`), 400).fields).toHaveProperty(
      'id',
    );
    const query = '?page=0&limit=abc&include_deleted=yes&updated_since=yesterday';
    const error = expectClientError(await admin('GET', `${path}${query}`), 400);
    expect(Object.keys(error.fields!)).toEqual(
      expect.arrayContaining(['page', 'limit', 'include_deleted', 'updated_since']),
    );
    const version = await admin('DELETE', `${path}/${existing.get(key)!.id}?version=first`);
    expect(expectClientError(version, 400).fields).toHaveProperty('version');
  });

  test('random JSON bodies never cause a 5xx', async () => {
    const row = existing.get(key)!;
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.boolean(), async (body, asUpdate) => {
        const response = asUpdate
          ? await raw('PUT', `${path}/${row.id}`, JSON.stringify(body), 'application/json')
          : await raw('POST', path, JSON.stringify(body), 'application/json');
        expect(response.statusCode).toBeLessThan(500);
        apiError.or(z.object({ id: z.string() })).parse(response.json());
      }),
      { numRuns: 20, seed: 42 },
    );
  });
});

describe('paths and failures', () => {
  test('an unknown /api path answers 404 ROUTE_NOT_FOUND, signed in or not', async () => {
    for (const call of [admin, caller(server.app, null)]) {
      for (const [method, path] of [
        ['GET', '/nothing-here'],
        ['POST', '/brands/extra/segments'],
        ['PATCH', '/brands'],
      ] as const) {
        const response = await call(method, path);
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe('ROUTE_NOT_FOUND');
      }
    }
  });

  test('a missing row is NOT_FOUND, not ROUTE_NOT_FOUND', async () => {
    const response = await admin('GET', '/brands/019b8cbd-0000-7000-8000-00000000dead');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });

  test('a 5xx hides what went wrong', () => {
    const described = describeError(new Error('select secret from vault failed'));
    expect(described.status).toBe(500);
    expect(described.body.error).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on the server',
    });
    expect(describeError('a thrown string').status).toBe(500);
  });
});
