import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { defaultLoginLimits, type AppConfig } from '../config';
import { openPostgres, openSqlite, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { demoCredentials, seedDemo } from '../demo';

/** What a test database starts with: the migrations only, or the demo business too. */
type TemplateKind = 'migrated' | 'demo';

/**
 * Migrating and seeding the demo took about 0.6 s of every test file that starts a server. Each
 * worker does it once per kind and copies the result: SQLite serializes the in-memory database and
 * opens the bytes again; PostgreSQL clones a template database (`create database ... template`).
 */
const sqliteTemplates = new Map<TemplateKind, Promise<Buffer>>();
const postgresTemplates = new Map<TemplateKind, Promise<string>>();

async function prepare(database: DatabaseHandle, kind: TemplateKind): Promise<void> {
  await migrateToLatest(database);
  if (kind === 'demo') await seedDemo(database);
}

function sqliteTemplate(kind: TemplateKind): Promise<Buffer> {
  let template = sqliteTemplates.get(kind);
  if (!template) {
    template = (async () => {
      const database = openSqlite(':memory:');
      await prepare(database, kind);
      const bytes = database.serialize!();
      await database.close();
      return bytes;
    })();
    sqliteTemplates.set(kind, template);
  }
  return template;
}

async function adminQuery(serverUrl: string, sql: string): Promise<{ rows: { name: string }[] }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query<{ name: string }>(sql);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Whether a process of this machine is still running (templates of dead runs are dropped). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function postgresTemplate(serverUrl: string, kind: TemplateKind): Promise<string> {
  let template = postgresTemplates.get(kind);
  if (!template) {
    template = (async () => {
      const stale = await adminQuery(
        serverUrl,
        "select datname as name from pg_database where datname like 'bh_template_%'",
      );
      for (const { name } of stale.rows) {
        const pid = Number(name.split('_')[2]);
        if (!alive(pid))
          await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      }
      const name = `bh_template_${process.pid}_${kind}_${randomBytes(4).toString('hex')}`;
      await adminQuery(serverUrl, `create database ${name}`);
      const database = openPostgres(databaseUrl(serverUrl, name), 5);
      await prepare(database, kind);
      // A database is cloned only while nobody is connected to it.
      await database.close();
      return name;
    })();
    postgresTemplates.set(kind, template);
  }
  return template;
}

/**
 * A fresh database for one test file, migrated (and with the demo business for `demo`): SQLite in
 * memory by default, or a uniquely named PostgreSQL database when `TEST_DATABASE_URL` points at a
 * server (scripts/pg-test.sh does that).
 */
export async function createTestDatabase(kind: TemplateKind = 'migrated'): Promise<{
  database: DatabaseHandle;
  drop: () => Promise<void>;
  /** PostgreSQL: the database's address, for a second connection to it (another server copy). */
  url?: string;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openSqlite(await sqliteTemplate(kind));
    return { database, drop: () => database.close() };
  }
  const template = await postgresTemplate(serverUrl, kind);
  const name = `bh_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  const url = databaseUrl(serverUrl, name);
  const database = openPostgres(url, 5);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
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
  const { database, drop } = await createTestDatabase(options.demo === false ? 'migrated' : 'demo');
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
