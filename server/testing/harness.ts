import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { defaultLoginLimits, type AppConfig } from '../config';
import { openPostgres, openSqlite, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { demoCredentials, seedDemo } from '../demo';

/**
 * A fresh, migrated database for one test file: SQLite in memory by default, or a uniquely named
 * PostgreSQL database when `TEST_DATABASE_URL` points at a server (scripts/pg-test.sh does that).
 */
export async function createTestDatabase(): Promise<{
  database: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openSqlite(':memory:');
    await migrateToLatest(database);
    return { database, drop: () => database.close() };
  }
  const name = `bh_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 5);
  await migrateToLatest(database);
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  sessionSecret: 'test-secret-'.padEnd(48, 'x'),
  sessionTtlHours: 1,
  registration: true,
  staticDir: null,
  logLevel: 'silent',
  trustProxy: false,
  loginLimits: defaultLoginLimits,
  ...overrides,
});

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

/** Builds the real app on a fresh database, with the demo business unless `demo: false`. */
export async function startTestServer(
  options: { demo?: boolean; config?: Partial<AppConfig> } = {},
): Promise<TestServer> {
  const { database, drop } = await createTestDatabase();
  if (options.demo !== false) await seedDemo(database);
  const app = await buildApp({ database, config: testConfig(options.config) });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export type DemoUser = keyof typeof demoCredentials;

export async function signIn(
  app: FastifyInstance,
  who: DemoUser | { email: string; password: string },
) {
  const { email, password } = typeof who === 'string' ? demoCredentials[who] : who;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** A caller bound to one token: `call('GET', '/brands')`, bodies sent as JSON. */
export function caller(app: FastifyInstance, token: string | null) {
  return (
    method: InjectOptions['method'],
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api${path}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
}
export type Caller = ReturnType<typeof caller>;

/** Something made in `beforeAll`, read through this until then an error. */
function later<T>(what: string) {
  let value: T | undefined;
  return {
    set: (v: T) => void (value = v),
    get: (): T => {
      if (value === undefined) throw new Error(`${what} is used before beforeAll made it`);
      return value;
    },
  };
}

/**
 * Starts a test server in `beforeAll` of the enclosing file or describe block and closes it in
 * `afterAll`. The server returned reads through to the live one, so hooks and tests registered
 * after this call may use it.
 */
export function testServer(options: Parameters<typeof startTestServer>[0] = {}): TestServer {
  const live = later<TestServer>('the test server');
  beforeAll(async () => live.set(await startTestServer(options)));
  afterAll(() => live.get().close());
  return {
    get app() {
      return live.get().app;
    },
    get database() {
      return live.get().database;
    },
    close: () => live.get().close(),
  };
}

/**
 * A demo test server (see testServer) with the demo admin and staff signed in: their callers and
 * tokens work in any hook or test registered after this call.
 */
/** A row as a test reads it from a list reply. */
export interface TestRow {
  id: string;
  name: string;
  version: number;
  sort_order: number;
  [field: string]: unknown;
}

export function demoServer(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = testServer(options);
  const signedIn = later<Record<'admin' | 'staff', string>>('the demo sign-in');
  const staffHome = later<string>("the demo staff user's location");
  beforeAll(async () => {
    const tokens = {
      admin: await signIn(server.app, 'admin'),
      staff: await signIn(server.app, 'staff'),
    };
    signedIn.set(tokens);
    const profile = await caller(server.app, tokens.staff)('GET', '/user-find/current');
    staffHome.set(profile.json().location_id as string);
  });
  const as =
    (who: 'admin' | 'staff'): Caller =>
    (...call) =>
      caller(server.app, signedIn.get()[who])(...call);
  const admin = as('admin');
  return {
    server,
    admin,
    staff: as('staff'),
    /** The one location the demo staff user works at. */
    staffLocation: () => staffHome.get(),
    /** The `data` of a list call, as the administrator sees it. */
    list: async (path: string): Promise<TestRow[]> => (await admin('GET', path)).json().data,
    tokens: {
      get admin() {
        return signedIn.get().admin;
      },
      get staff() {
        return signedIn.get().staff;
      },
    },
  };
}

/** The error code of a reply in the shape of contract/errors.ts. */
export function errorOf(response: LightMyRequestResponse): {
  code: string;
  message: string;
  fields?: Record<string, string>;
  permission?: string;
  location?: string;
  current?: Record<string, unknown>;
} {
  return (response.json() as { error: ReturnType<typeof errorOf> }).error;
}

/** A multipart/form-data body with one file part, for upload routes. */
export function multipartFile(
  file: { data: Buffer; filename?: string; contentType?: string },
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----backhouse${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${field}"; filename="${file.filename ?? 'upload.bin'}"\r\n` +
    `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest real PNG (one pixel): what upload tests send as an image. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
