import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { resources } from '@contract/registry';
import type { LoginReply } from '@contract/auth';
import { writeTransaction } from '../../server/db/changes';
import { openSqlite } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { nowIso } from '../../server/db/rows';
import { demoCredentials, DEMO_CUSTOMER_ID, seedDemo } from '../../server/demo';
import { insertRow, type StoredRow } from '../../server/resources/store';
import { appBuildDir, floorBuildDir, pageBuildDir, root, sleep } from './common';
import { brandFields } from './scenarios';

/** `npm run bench` builds once and sets this; a figure run alone builds what it needs itself. */
const prebuilt = () => process.env.BENCH_BUILT === '1';

function vite(args: string[]): void {
  const run = spawnSync(path.join(root, 'node_modules/.bin/vite'), args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`vite ${args.join(' ')} failed (${run.status})`);
}

/** The production build of the PWA (`vite build`), into a folder of its own. */
export function buildApp(): string {
  if (!prebuilt() || !fs.existsSync(path.join(appBuildDir, 'index.html'))) {
    console.log('   building the app (vite build) ...');
    vite(['build', '--outDir', appBuildDir, '--emptyOutDir', '--logLevel', 'warn']);
  }
  return appBuildDir;
}

/** The floor pages (bench/floor): the stack's libraries alone, for the figures' floors. */
export function buildFloor(): string {
  if (!prebuilt() || !fs.existsSync(path.join(floorBuildDir, 'list.html'))) {
    console.log('   building the floor pages (vite build --config bench/floor/vite.config.ts) ...');
    vite(['build', '--config', 'bench/floor/vite.config.ts', '--logLevel', 'error']);
  }
  return floorBuildDir;
}

/** The bench page (bench/page): the app's real data layer, without the screens. */
export function buildPage(): string {
  if (!prebuilt() || !fs.existsSync(path.join(pageBuildDir, 'index.html'))) {
    console.log('   building the bench page (vite build --config bench/page/vite.config.ts) ...');
    vite(['build', '--config', 'bench/page/vite.config.ts', '--logLevel', 'warn']);
  }
  return pageBuildDir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface BenchServer {
  url: string;
  dataDir: string;
  logFile: string;
  child: ChildProcess;
  /** SIGTERM (a clean stop) and wait for the process to end; `keepData` leaves the folder. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface ServerOptions {
  /** Folder served at `/`; none by default. */
  staticDir?: string;
  /** A data folder prepared beforehand (see `seedDatabase`); a new temporary one by default. */
  dataDir?: string;
  logLevel?: string;
  /** PostgreSQL instead of the folder's SQLite file (`DATABASE_URL`). */
  databaseUrl?: string;
}

const made: string[] = [];
/** A temporary folder, removed when the bench's process ends (browser profiles are large). */
export const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `backhouse-bench-${prefix}-`));
  if (made.length === 0) {
    process.on('exit', () => {
      for (const d of made) fs.rmSync(d, { recursive: true, force: true });
    });
  }
  made.push(dir);
  return dir;
};

/**
 * The real server in its own process (`node --import tsx server/main.ts`, what `tsx server/main.ts`
 * runs), SQLite in a temporary folder, on a free loopback port. Its output goes to a log file. On
 * a folder from `seedDatabase`, the demo's sales are not topped up (see `seededDirs`).
 */
export async function startServer(options: ServerOptions = {}): Promise<BenchServer> {
  const dataDir = options.dataDir ?? tempDir('data');
  const port = await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BACKHOUSE_DATA_DIR: dataDir,
      BACKHOUSE_STATIC_DIR: options.staticDir ?? path.join(dataDir, 'no-static'),
      LOG_LEVEL: options.logLevel ?? 'warn',
      ...(seededDirs.has(dataDir) ? { BACKHOUSE_DEMO: 'off' } : {}),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${tail()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 90 s:\n${tail()}`);
    }
    const answered = await fetch(`${url}/api/bench-ready`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    await sleep(100);
  }

  return {
    url,
    dataDir,
    logFile,
    child,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SignedIn {
  token: string;
  userId: string;
  customerId: string;
}

/** Signs in as the demo admin over HTTP. */
export async function signInAdmin(url: string): Promise<SignedIn> {
  const { email, password } = demoCredentials.admin;
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const reply = (await response.json()) as LoginReply;
  return { token: reply.token, userId: reply.user.id, customerId: reply.user.customer_id };
}

/** A JSON call to the API with the admin's token; any non-2xx reply is an error. */
export async function call<T>(
  url: string,
  token: string,
  method: string,
  apiPath: string,
  body?: unknown,
) {
  const response = await fetch(`${url}/api${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The demo admin signed in over HTTP: JSON calls with their token, and the first location. */
export interface AdminApi extends SignedIn {
  api: <T>(method: string, apiPath: string, body?: unknown) => Promise<T>;
  /** The business's first location (the demo's first restaurant). */
  loc: string;
}

/** Signs the demo admin in on `url`, for the calls a bench makes to set up what it measures. */
export async function adminApi(url: string): Promise<AdminApi> {
  const who = await signInAdmin(url);
  const api = <T>(method: string, apiPath: string, body?: unknown) =>
    call<T>(url, who.token, method, apiPath, body);
  const loc = (await api<{ data: Array<{ id: string }> }>('GET', '/locations')).data[0]!.id;
  return { ...who, api, loc };
}

/** A seeded database (`seedDatabase`) with `count` materials in grams, named `<prefix> 0001` on. */
export const seedMaterials = (prefix: string, count: number): Promise<string> =>
  seedDatabase({
    resource: 'materials',
    count,
    fields: (i) => ({ name: `${prefix} ${String(i).padStart(4, '0')}`, unit: 'g' }),
  });

/** The materials `seedMaterials` made, in the server's order (by name); all `count` of them. */
export async function seededMaterials(
  api: AdminApi['api'],
  prefix: string,
  count: number,
): Promise<Array<{ id: string; name: string }>> {
  const reply = await api<{ data: Array<{ id: string; name: string }> }>(
    'GET',
    `/materials?limit=${count}&search=${encodeURIComponent(prefix)}`,
  );
  const materials = reply.data.filter((m) => m.name.startsWith(prefix));
  if (materials.length !== count)
    throw new Error(`found ${materials.length} of ${count} materials`);
  return materials;
}

/** Extra rows of one resource for a seeded database: how many, and the fields of the i-th. */
export interface SeedRows {
  resource: keyof typeof resources;
  count: number;
  fields: (i: number) => Record<string, unknown>;
}

/**
 * Data folders made by `seedDatabase`: their demo business has no sales, and a server started on
 * one is told to leave it so (`BACKHOUSE_DEMO=off`). Otherwise its start would top up the demo's 90
 * days of sales in the background, batch after batch between the bench's requests, and the figure
 * would measure that too: the pull of 20,000 rows took 3.5 s beside it and 1.5 s without it.
 */
const seededDirs = new Set<string>();

/**
 * A data folder with the demo business (no sales) and extra rows written through the server's own
 * code: the migrations, the demo seed, and `insertRow` (the insert of the create route, which also
 * appends to the change log), in one transaction, so a server started on it pulls them like any
 * other rows. `extra` as a number: that many brands.
 */
export async function seedDatabase(extra: number | SeedRows): Promise<string> {
  const seed: SeedRows =
    typeof extra === 'number' ? { resource: 'brands', count: extra, fields: brandFields } : extra;
  const dataDir = tempDir('data');
  seededDirs.add(dataDir);
  const database = openSqlite(path.join(dataDir, 'backhouse.db'));
  try {
    await migrateToLatest(database);
    await seedDemo(database);
    const def = resources[seed.resource];
    await writeTransaction(database, DEMO_CUSTOMER_ID, async (trx) => {
      for (let i = 1; i <= seed.count; i++) {
        const at = nowIso();
        const row: StoredRow = {
          ...(def.fields.parse(seed.fields(i)) as Record<string, unknown>),
          id: uuidv7(),
          customer_id: DEMO_CUSTOMER_ID,
          location_id: null,
          version: 1,
          created_at: at,
          updated_at: at,
          deleted_at: null,
        };
        await insertRow(trx, database.dialect, def, row);
      }
    });
  } finally {
    await database.close();
  }
  return dataDir;
}
